import { createTranslator } from '@gazda/i18n/translate';
import { nameFor, textFor } from '@gazda/i18n/locales';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { composeMail } from '../../mail/templates';
import type { MailMessage } from '../../mail/mailer';
import type { TransactionMails } from '../../mail/mail-transaction';
import { signingKey } from '../secrets/signing-key';
import { findUserById } from '../account/user-service';
import { deleteConfirmLink } from './listing-delete-link';
import { loadListing } from './listings-repository';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;
type Named = { id: number; owner_id: number; name_sr: string; name_en: string };

/** The delete confirmation mail, in the owner's language, naming the listing. */
function renderDeleteConfirmMail(owner: Recipient, listing: Named, link: string): MailMessage {
  const t = createTranslator(owner.lang);
  const name = nameFor(owner.lang, listing) || `#${listing.id}`;
  return composeMail({
    locale: owner.lang,
    to: owner.email,
    firstName: owner.first_name,
    subject: t('listings.mail.delete.subject'),
    paragraphs: [t('listings.mail.delete.body'), `"${name}"`],
    action: { text: t('listings.mail.delete.button'), url: link },
    notes: [t('listings.mail.delete.expiry'), t('listings.mail.delete.ignore')],
  });
}

/** Sent in the background: a slow mail server never fails the request. */
export function sendDeleteConfirmMail(deps: Deps, owner: Recipient, listing: Named): void {
  deps.tasks.run('listing delete confirmation', async () => {
    const link = deleteConfirmLink(
      deps.config.appUrl,
      await signingKey(deps.db),
      listing,
      deps.now(),
    );
    await deps.mailer.send(renderDeleteConfirmMail(owner, listing, link));
  });
}

/**
 * The operator's review outcome, to the owner in the owner's language: live, or what to fix (the
 * reviewer's text in that language). Queued in the transaction of the transition.
 */
export async function queueReviewMail(
  deps: Pick<Deps, 'config'>,
  mails: TransactionMails,
  listingId: number,
  outcome: 'approved' | 'fix',
): Promise<void> {
  const listing = await loadListing(mails.db, listingId);
  const owner = await findUserById(mails.db, listing.owner_id);
  if (!owner) return;
  const t = createTranslator(owner.lang);
  const name = nameFor(owner.lang, listing) || `#${listing.id}`;
  // The reviewer may have written in one language only: the other then, as the panel shows it.
  const errors = textFor(owner.lang, listing.approve_errors_sr, listing.approve_errors_en);
  const paragraphs = [t(`listings.mail.${outcome}.body`), `"${name}"`];
  if (outcome === 'fix' && errors) paragraphs.push(errors);
  const url = `${deps.config.appUrl}/listing/${listing.category}/${listing.id}`;
  await mails.queue([
    composeMail({
      locale: owner.lang,
      to: owner.email,
      firstName: owner.first_name,
      subject: t(`listings.mail.${outcome}.subject`),
      paragraphs,
      action: { text: t('listings.mail.review.button'), url },
      notes: [],
    }),
  ]);
}
