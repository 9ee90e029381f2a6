import { createTranslator } from '@gazda/i18n/translate';
import type { Locale } from '@gazda/i18n/locales';
import { renderHtml } from './html';
import type { MailMessage } from './mailer';

export type MailTemplate = 'verify_email' | 'reset_password' | 'password_changed';

export type ActionMail = {
  template: MailTemplate;
  /** The recipient's language, not the request's. */
  locale: Locale;
  to: string;
  firstName: string;
  link: string;
  /** When the link stops working; shown as "valid for N minutes". */
  expiresInMinutes?: number;
};

/** A mail with a greeting, a body line, one action button and a note, in sr or en. */
export function renderActionMail(mail: ActionMail): MailMessage {
  const t = createTranslator(mail.locale);
  const k = mail.template;
  const subject = t(`mail.${k}.subject`);
  const greeting = `${t('mail.greeting')} ${mail.firstName},`;
  const body = t(`mail.${k}.body`);
  const button = t(`mail.${k}.button`);
  const expiry = mail.expiresInMinutes
    ? [t('mail.link_expiry', { count: mail.expiresInMinutes })]
    : [];
  const notes = [...expiry, t(`mail.${k}.ignore`)];
  const signature = t('mail.signature');
  const footer = t('mail.footer');

  const text = [
    greeting,
    '',
    body,
    '',
    `${button}:`,
    mail.link,
    '',
    ...notes,
    '',
    signature,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const html = renderHtml({
    lang: mail.locale,
    title: subject,
    greeting,
    paragraphs: [body],
    button: { text: button, url: mail.link },
    fallback: t('mail.link_fallback'),
    notes,
    signature,
    footer,
  });
  return { to: mail.to, subject, text, html, link: mail.link };
}
