import { formatDate, formatMoney } from '@gazda/i18n/format';
import { createTranslator } from '@gazda/i18n/translate';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';

import type { MailMessage } from '../../mail/mailer';
import type { TransactionMails } from '../../mail/mail-transaction';
import { composeMail } from '../../mail/templates';
import type { MailCategory } from '@gazda/contracts/user';
import { wantsMail } from '../account/user-service';
import { advanceQrForMail, qrMailImage, type MailQr } from '../payments/advance-qr-service';
import { queueBookingPushes } from '../push/push-service';
import { usersByIds } from './bookings-repository';

/*
 * Booking mails in the recipient's language (users.lang), rendered like listing-mails.ts: the
 * texts of `bookings.mail.<kind>.*` with the booking's facts as lines around them.
 */

export type BookingMailKind =
  | 'inquiry_new'
  | 'inquiry_available'
  | 'inquiry_unavailable'
  | 'hold_reminder'
  | 'reservation_guest'
  | 'reservation_host'
  | 'cancelled'
  | 'cancel_rejected'
  | 'no_show'
  | 'no_show_rejected';

type MailBooking = {
  id: number;
  code: string;
  listing_name_sr: string;
  listing_name_en: string;
  check_in: string;
  check_out: string;
  guests: number;
  total: number;
  advance: number;
  currency: string;
  advance_due_date?: string | null;
  owner_response?: string | null;
};

/** The notifications-tab category of each booking mail (the person may turn it off). */
const categoryOf: Record<BookingMailKind, MailCategory> = {
  inquiry_new: 'new_bookings',
  reservation_host: 'new_bookings',
  inquiry_available: 'trip_updates',
  inquiry_unavailable: 'trip_updates',
  reservation_guest: 'trip_updates',
  hold_reminder: 'reminders',
  cancelled: 'booking_changes',
  cancel_rejected: 'booking_changes',
  no_show: 'booking_changes',
  no_show_rejected: 'booking_changes',
};

type Recipient = { email: string; first_name: string; lang: Locale };

function renderBookingMail(
  to: Recipient,
  kind: BookingMailKind,
  booking: MailBooking,
  link: string,
  qr: MailQr | null,
): MailMessage {
  const lang = to.lang;
  const t = createTranslator(lang);
  const name = nameFor(lang, {
    name_sr: booking.listing_name_sr,
    name_en: booking.listing_name_en,
  });
  const facts = [
    `"${name}"`,
    `${t('bookings.mail.code')}: ${booking.code}`,
    `${t('bookings.mail.dates')}: ${formatDate(booking.check_in, lang)} – ${formatDate(booking.check_out, lang)}`,
    `${t('bookings.mail.guests')}: ${booking.guests}`,
    `${t('bookings.mail.total')}: ${formatMoney(booking.total, booking.currency, lang)}`,
  ];
  if (kind === 'reservation_guest' && booking.advance > 0) {
    const due = booking.advance_due_date ? ` (${formatDate(booking.advance_due_date, lang)})` : '';
    facts.push(
      `${t('bookings.mail.advance')}: ${formatMoney(booking.advance, booking.currency, lang)}${due}`,
    );
  }
  if (booking.owner_response && kind.startsWith('inquiry_'))
    facts.push(`${t('bookings.mail.message')}: ${booking.owner_response}`);
  return composeMail({
    locale: lang,
    to: to.email,
    firstName: to.first_name,
    subject: t(`bookings.mail.${kind}.subject`),
    paragraphs: [t(`bookings.mail.${kind}.body`)],
    facts,
    action: { text: t('bookings.mail.view'), url: link },
    ...(qr ? { image: qrMailImage(qr, lang) } : {}),
    notes: [],
  });
}

/** Mails that carry the advance's QR: the guest's confirmation (docs/rules/payments.md). */
const WITH_QR: ReadonlySet<BookingMailKind> = new Set(['reservation_guest']);

export type MailOut = { userId: number | null; kind: BookingMailKind; path: string };

/**
 * Queues the booking's mails in the transaction that made the change they report
 * (`transactionWithMails`): to each person who has not turned the mail's category off. Requests,
 * answers and confirmations are also pushed to the devices of whoever turned push on (features/push).
 */
export async function queueBookingMails(
  deps: Pick<Deps, 'config' | 'db' | 'log' | 'now'>,
  mails: TransactionMails,
  booking: MailBooking,
  out: MailOut[],
): Promise<void> {
  await queueBookingPushes(deps, mails, booking, out);
  const wanted = out.filter((m): m is MailOut & { userId: number } => m.userId !== null);
  if (wanted.length === 0) return;
  const users = await usersByIds(mails.db, [...new Set(wanted.map((m) => m.userId))]);
  const qr = wanted.some((m) => WITH_QR.has(m.kind))
    ? await advanceQrForMail(mails.db, deps.config.platformRsd, booking.id, deps.now())
    : null;
  const messages: MailMessage[] = [];
  for (const mail of wanted) {
    const user = users.find((u) => u.id === mail.userId);
    if (!user || !wantsMail(user.mail_preferences, categoryOf[mail.kind])) continue;
    const link = `${deps.config.appUrl}${mail.path}`;
    const picture = WITH_QR.has(mail.kind) ? qr : null;
    messages.push(renderBookingMail(user, mail.kind, booking, link, picture));
  }
  await mails.queue(messages);
}
