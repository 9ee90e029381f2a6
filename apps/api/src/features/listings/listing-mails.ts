import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { renderHtml } from '../../mail/html';
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
  const subject = t('listings.mail.delete.subject');
  const greeting = `${t('mail.greeting')} ${owner.first_name},`;
  const body = t('listings.mail.delete.body');
  const button = t('listings.mail.delete.button');
  const notes = [t('listings.mail.delete.expiry'), t('listings.mail.delete.ignore')];
  const signature = t('mail.signature');
  const footer = t('mail.footer');
  const text = [
    greeting,
    '',
    body,
    '',
    `"${name}"`,
    '',
    `${button}:`,
    link,
    '',
    ...notes,
    '',
    signature,
    '',
    '--',
    footer,
    '',
  ];
  const html = renderHtml({
    lang: owner.lang,
    title: subject,
    greeting,
    paragraphs: [body, `“${name}”`],
    button: { text: button, url: link },
    fallback: t('mail.link_fallback'),
    notes,
    signature,
    footer,
  });
  return { to: owner.email, subject, text: text.join('\n'), html, link };
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
