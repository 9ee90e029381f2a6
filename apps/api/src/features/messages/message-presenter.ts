import type { Conversation, Message, ReportedConversation } from '@gazda/contracts/messages';
import { contactsShown, maskContacts } from '@gazda/domain/contact-masking';
import { shortGuestName } from '@gazda/domain/guest-name';
import { messagesPaths } from '@gazda/contracts/paths';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { ConversationRow, MessageRow } from './messages-repository';
import type { ReportedRow } from './reported-conversations-repository';

/*
 * Conversations and messages as a party sees them (docs/rules/messages.md): the other side's
 * contact details masked until the stay is a confirmed reservation, in the reader's language.
 */

function roleOf(row: ConversationRow, userId: number): 'guest' | 'host' {
  return row.guest_id === userId ? 'guest' : 'host';
}

export function otherPartyOf(row: ConversationRow, userId: number): number {
  return row.guest_id === userId ? row.host_id : row.guest_id;
}

export function shown(row: ConversationRow): boolean {
  return contactsShown({ reservationStatus: row.reservation_status });
}

export function presentMessage(
  message: MessageRow,
  viewer: number | null,
  options: { shown: boolean; otherReadUpTo: number; locale: Locale },
): Message {
  const mine = message.sender_id === viewer;
  const mask = !mine && !options.shown;
  const body = mask
    ? maskContacts(message.body, createTranslator(options.locale)('messages.masked'))
    : message.body;
  return {
    id: Number(message.id),
    conversation_id: Number(message.conversation_id),
    sender_id: Number(message.sender_id),
    mine,
    kind: message.kind,
    body,
    photo:
      message.kind === 'photo'
        ? {
            url: messagesPaths.photo(Number(message.conversation_id), Number(message.id), 'full'),
            thumb_url: messagesPaths.photo(
              Number(message.conversation_id),
              Number(message.id),
              'thumb',
            ),
            width: Number(message.photo_width),
            height: Number(message.photo_height),
          }
        : null,
    masked: body !== message.body,
    seen: mine && options.otherReadUpTo >= Number(message.id),
    created_at: message.created_at.toISOString(),
  };
}

export function presentConversation(
  row: ConversationRow,
  userId: number,
  extra: { unread: number; last: Message | null },
  locale: Locale,
): Conversation {
  const role = roleOf(row, userId);
  const other =
    role === 'guest'
      ? {
          id: row.host_id,
          first: row.host_first_name,
          last: row.host_last_name,
          avatar: row.host_avatar_url,
        }
      : {
          id: row.guest_id,
          first: row.guest_first_name,
          last: row.guest_last_name,
          avatar: row.guest_avatar_url,
        };
  const name = nameFor(locale, { name_sr: row.listing_name_sr, name_en: row.listing_name_en });
  const booking =
    row.reservation_id !== null
      ? {
          type: 'reservation' as const,
          id: row.reservation_id,
          code: row.reservation_code!,
          status: row.reservation_status!,
        }
      : row.inquiry_id !== null
        ? {
            type: 'inquiry' as const,
            id: row.inquiry_id,
            code: row.inquiry_code!,
            status: row.inquiry_status!,
          }
        : null;
  return {
    id: Number(row.id),
    role,
    other_party: {
      id: Number(other.id),
      name: shortGuestName(`${other.first} ${other.last}`),
      avatar_url: other.avatar,
    },
    listing: { id: Number(row.listing_id), name, category: row.category },
    booking: booking && {
      ...booking,
      id: Number(booking.id),
      check_in: row.check_in!,
      check_out: row.check_out!,
      guests: Number(row.guests),
    },
    contacts_shown: shown(row),
    last_message: extra.last,
    unread_count: extra.unread,
    last_message_at: row.last_message_at.toISOString(),
  };
}

/** A reported conversation as the operator's list shows it: both parties named in full. */
export function presentReported(row: ReportedRow, locale: Locale): ReportedConversation {
  const reporter = Number(row.reported_by);
  return {
    id: Number(row.id),
    listing: {
      id: Number(row.listing_id),
      name: nameFor(locale, { name_sr: row.listing_name_sr, name_en: row.listing_name_en }),
    },
    guest: {
      id: Number(row.guest_id),
      name: `${row.guest_first_name} ${row.guest_last_name}`.trim(),
    },
    host: {
      id: Number(row.host_id),
      name: `${row.host_first_name} ${row.host_last_name}`.trim(),
    },
    reported_by:
      reporter === Number(row.guest_id)
        ? 'guest'
        : reporter === Number(row.host_id)
          ? 'host'
          : null,
    reason: row.report_reason,
    reported_at: row.reported_at.toISOString(),
    operator_read_at: row.operator_read_at?.toISOString() ?? null,
  };
}
