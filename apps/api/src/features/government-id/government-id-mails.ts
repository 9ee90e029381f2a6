import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { TransactionMails } from '../../mail/mail-transaction';
import { composeMail } from '../../mail/templates';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;

/**
 * The review's outcome, in the owner's language (not the operator's), with the reason if any;
 * queued in the review's transaction.
 */
export function queueReviewMail(
  deps: Pick<Deps, 'config'>,
  mails: TransactionMails,
  to: Recipient,
  outcome: 'verified' | 'rejected',
  reason: string | null,
): Promise<void> {
  const t = createTranslator(to.lang);
  const message = composeMail({
    locale: to.lang,
    to: to.email,
    firstName: to.first_name,
    subject: t(`governmentId.mail.${outcome}.subject`),
    paragraphs: [t(`governmentId.mail.${outcome}.body`)],
    facts: reason ? [`${t('governmentId.mail.reason')}: ${reason}`] : [],
    action: { text: t('governmentId.mail.button'), url: `${deps.config.appUrl}/government-id` },
    notes: [],
  });
  return mails.queue([message]);
}
