import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { composeMail } from '../../mail/templates';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;

/** `requested` confirms the request; `completed` goes to the address the account had. */
export function sendDeletionMail(deps: Deps, to: Recipient, kind: 'requested' | 'completed'): void {
  const t = createTranslator(to.lang);
  const message = composeMail({
    locale: to.lang,
    to: to.email,
    firstName: to.first_name,
    subject: t(`accountDeletion.mail.${kind}.subject`),
    paragraphs: [t(`accountDeletion.mail.${kind}.body`)],
    notes: [],
  });
  deps.tasks.run(`mail account deletion ${kind}`, () => deps.mailer.send(message));
}
