import { createTranslator } from '@gazda/i18n/translate';
import type { UserRow } from '../../db/schema';
import type { TransactionMails } from '../../mail/mail-transaction';
import { composeMail, renderActionMail } from '../../mail/templates';
import { EMAIL_CHANGE_LINK_MINUTES } from './email-change-link';

type Recipient = Pick<UserRow, 'email' | 'first_name' | 'lang'>;

/** The confirmation link, to the new address, in the account's language. */
export function queueEmailChangeLink(
  mails: TransactionMails,
  user: Pick<UserRow, 'first_name' | 'lang'>,
  newEmail: string,
  link: string,
): Promise<void> {
  const message = renderActionMail({
    template: 'email_change',
    locale: user.lang,
    to: newEmail,
    firstName: user.first_name,
    link,
    expiresInMinutes: EMAIL_CHANGE_LINK_MINUTES,
  });
  return mails.queue([message]);
}

/**
 * To the owner of an address another account asked for, in the owner's language: someone tried
 * to use it; no link (the address stays theirs).
 */
export function queueEmailChangeAttempt(mails: TransactionMails, owner: Recipient): Promise<void> {
  const t = createTranslator(owner.lang);
  const message = composeMail({
    locale: owner.lang,
    to: owner.email,
    firstName: owner.first_name,
    subject: t('mail.email_change_attempt.subject'),
    paragraphs: [t('mail.email_change_attempt.body')],
    notes: [t('mail.email_change_attempt.ignore')],
  });
  return mails.queue([message]);
}

/** To the address the account had, once the new one is confirmed, naming the new one. */
export function queueEmailChanged(
  mails: TransactionMails,
  before: Recipient,
  newEmail: string,
): Promise<void> {
  const t = createTranslator(before.lang);
  const message = composeMail({
    locale: before.lang,
    to: before.email,
    firstName: before.first_name,
    subject: t('mail.email_changed.subject'),
    paragraphs: [t('mail.email_changed.body')],
    facts: [`${t('mail.email_changed.new_address')}: ${newEmail}`],
    notes: [t('mail.email_changed.ignore')],
  });
  return mails.queue([message]);
}
