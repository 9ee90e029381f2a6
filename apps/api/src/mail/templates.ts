import { createTranslator } from '@gazda/i18n/translate';
import type { Locale } from '@gazda/i18n/locales';
import { renderHtml, type MailImage } from './html';
import type { MailMessage } from './mailer';

type MailTemplate =
  'verify_email' | 'reset_password' | 'password_changed' | 'registration_attempt' | 'email_change';

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

/** What every mail of the product says, before the layout: the one way to write a mail. */
type MailContent = {
  /** The recipient's language, not the request's. */
  locale: Locale;
  to: string;
  firstName: string;
  subject: string;
  paragraphs: string[];
  /** Short lines after the paragraphs (code, dates, total), one per line. */
  facts?: string[];
  action?: { text: string; url: string };
  /** A picture after the facts (the IPS QR); the text part says its caption only. */
  image?: MailImage;
  notes: string[];
};

/** Greeting, paragraphs, an optional action button, notes, signature and footer: text and HTML. */
export function composeMail(mail: MailContent): MailMessage {
  const t = createTranslator(mail.locale);
  const greeting = `${t('mail.greeting')} ${mail.firstName},`;
  const signature = t('mail.signature');
  const footer = t('mail.footer');
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.facts?.length ? [...mail.facts, ''] : []),
    ...(mail.image ? [mail.image.caption, ''] : []),
    ...(mail.action ? [`${mail.action.text}:`, mail.action.url, ''] : []),
    ...mail.notes,
    '',
    signature,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const html = renderHtml({
    lang: mail.locale,
    title: mail.subject,
    greeting,
    paragraphs: [...mail.paragraphs, ...(mail.facts ?? [])],
    ...(mail.action ? { button: mail.action, fallback: t('mail.link_fallback') } : {}),
    ...(mail.image ? { image: mail.image } : {}),
    notes: mail.notes,
    signature,
    footer,
  });
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    ...(mail.action ? { link: mail.action.url } : {}),
  };
}

/** The account mails: one action link with its expiry, in sr or en. */
export function renderActionMail(mail: ActionMail): MailMessage {
  const t = createTranslator(mail.locale);
  const k = mail.template;
  const expiry = mail.expiresInMinutes
    ? [t('mail.link_expiry', { count: mail.expiresInMinutes })]
    : [];
  return composeMail({
    locale: mail.locale,
    to: mail.to,
    firstName: mail.firstName,
    subject: t(`mail.${k}.subject`),
    paragraphs: [t(`mail.${k}.body`)],
    action: { text: t(`mail.${k}.button`), url: mail.link },
    notes: [...expiry, t(`mail.${k}.ignore`)],
  });
}
