import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { composeMail } from '../../mail/templates';
import type { MailMessage } from '../../mail/mailer';
import { signingKey } from '../secrets/signing-key';
import { deleteConfirmLink } from './listing-delete-link';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;
type Named = { id: number; owner_id: number; name_sr: string; name_en: string };

/** The delete confirmation mail, in the owner's language, naming the listing. */
export function renderDeleteConfirmMail(
  owner: Recipient,
  listing: Named,
  link: string,
): MailMessage {
  const t = createTranslator(owner.lang);
  const name =
    (owner.lang === 'sr'
      ? listing.name_sr || listing.name_en
      : listing.name_en || listing.name_sr) || `#${listing.id}`;
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
