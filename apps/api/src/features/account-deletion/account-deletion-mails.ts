import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { TransactionMails } from '../../mail/mail-transaction';
import { composeMail } from '../../mail/templates';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;

/** `requested` confirms the request; `completed` goes to the address the account had. */
export function queueDeletionMail(
  mails: TransactionMails,
  to: Recipient,
  kind: 'requested' | 'completed',
): Promise<void> {
  const t = createTranslator(to.lang);
  const message = composeMail({
    locale: to.lang,
    to: to.email,
    firstName: to.first_name,
    subject: t(`accountDeletion.mail.${kind}.subject`),
    paragraphs: [t(`accountDeletion.mail.${kind}.body`)],
    notes: [],
  });
  return mails.queue([message]);
}
