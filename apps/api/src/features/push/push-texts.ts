import { formatDate } from '@gazda/i18n/format';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';

/*
 * What a notification says, in the recipient's language (`account.push.*`). Never a message's
 * words: before a booking is confirmed they may hold contact details that the platform masks
 * (docs/rules/messages.md), and a lock screen is not the place to unmask them.
 */

/** The booking mails that are also pushed: a request for the host, an answer or a confirmation for the guest. */
export const PUSHED_BOOKING_KINDS = [
  'inquiry_new',
  'reservation_host',
  'inquiry_available',
  'inquiry_unavailable',
  'reservation_guest',
] as const;
export type PushedBookingKind = (typeof PUSHED_BOOKING_KINDS)[number];

export type PushEvent =
  | {
      kind: 'message';
      conversationId: number;
      senderName: string;
      listing: { name_sr: string; name_en: string };
    }
  | {
      kind: PushedBookingKind;
      path: string;
      code: string;
      checkIn: string;
      checkOut: string;
      listing: { name_sr: string; name_en: string };
    };

/** The JSON the service worker reads (apps/web/public/sw.js). */
type PushPayload = { title: string; body: string; url: string; tag: string };

export function renderPush(event: PushEvent, lang: Locale): PushPayload {
  const t = createTranslator(lang);
  const listing = nameFor(lang, event.listing);
  if (event.kind === 'message') {
    return {
      title: t('account.push.message.title', { name: event.senderName }),
      body: listing,
      url: `/inbox/${event.conversationId}`,
      tag: `conversation-${event.conversationId}`,
    };
  }
  const dates = `${formatDate(event.checkIn, lang)} – ${formatDate(event.checkOut, lang)}`;
  return {
    title: t(`account.push.${event.kind}.title`),
    body: t('account.push.booking.body', { listing, dates, code: event.code }),
    url: event.path,
    tag: `booking-${event.code}`,
  };
}
