import type {
  Conversation,
  ConversationReadEvent,
  Message,
  MessageCreatedEvent,
} from '@gazda/contracts/messages';
import { contactsShown, maskContacts } from '@gazda/domain/contact-masking';
import { shortGuestName } from '@gazda/domain/guest-name';
import type { Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { apartmentNotFound, AppError, notFound } from '../../errors';
import { recordEntries } from '../activity-log/activity-log-service';
import { throttle } from '../throttle/throttle';
import { markPresent } from './message-digest-repository';
import {
  conversationsPage,
  findConversation,
  findOpenQuestion,
  insertConversation,
  insertMessage,
  lastMessageId,
  linkBooking,
  markMailed,
  markReported,
  messagesByIds,
  messagesPage,
  moveReadUpTo,
  readUpToOf,
  setTopic,
  unreadTotal,
  type ConversationRow,
  type MessageRow,
} from './messages-repository';
import { askableListing } from './listing-lookup-repository';

/*
 * Conversations between a guest and a host (README.md here): only the two parties read or write
 * one (anyone else: 404); before the stay is a confirmed reservation, contact details in the other
 * party's messages are masked when read (domain/contact-masking.ts).
 */

/** 60 messages in 10 minutes per user (questions included), then 429. */
export const MESSAGE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

type Page = { page: number; per_page: number };

function roleOf(row: ConversationRow, userId: number): 'guest' | 'host' {
  return row.guest_id === userId ? 'guest' : 'host';
}

function otherPartyOf(row: ConversationRow, userId: number): number {
  return row.guest_id === userId ? row.host_id : row.guest_id;
}

function shown(row: ConversationRow): boolean {
  return contactsShown({ reservationStatus: row.reservation_status });
}

function presentMessage(
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
    masked: body !== message.body,
    seen: mine && options.otherReadUpTo >= Number(message.id),
    created_at: message.created_at.toISOString(),
  };
}

function presentConversation(
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
  const name =
    locale === 'en'
      ? row.listing_name_en || row.listing_name_sr
      : row.listing_name_sr || row.listing_name_en;
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

async function ownConversation(db: Db, id: number, userId: number): Promise<ConversationRow> {
  const row = Number.isSafeInteger(id) ? await findConversation(db, id, userId) : undefined;
  if (!row) throw notFound();
  return row;
}

/** GET conversations: the caller's, newest first, with the last message and the unread count. */
export async function listConversations(deps: Deps, userId: number, query: Page, locale: Locale) {
  const { rows, total } = await conversationsPage(deps.db, userId, {
    page: query.page,
    perPage: query.per_page,
  });
  const lasts = await messagesByIds(
    deps.db,
    rows.flatMap((row) => (row.last_id === null ? [] : [row.last_id])),
  );
  const data: Conversation[] = [];
  for (const row of rows) {
    const last = lasts.find((m) => Number(m.id) === row.last_id);
    const otherReadUpTo = await readUpToOf(deps.db, row.id, otherPartyOf(row, userId));
    const message = last
      ? presentMessage(last, userId, { shown: shown(row), otherReadUpTo, locale })
      : null;
    data.push(presentConversation(row, userId, { unread: row.unread, last: message }, locale));
  }
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

/** GET conversations/{id}/messages: page 1 is the newest messages, each page oldest first. */
export async function listMessages(
  deps: Deps,
  userId: number,
  id: number,
  query: Page,
  locale: Locale,
) {
  const row = await ownConversation(deps.db, id, userId);
  return messagesOf(deps.db, row, userId, query, locale);
}

async function messagesOf(
  db: Db,
  row: ConversationRow,
  viewer: number | null,
  query: Page,
  locale: Locale,
) {
  const { rows, total } = await messagesPage(db, row.id, {
    page: query.page,
    perPage: query.per_page,
  });
  const otherReadUpTo =
    viewer === null ? 0 : await readUpToOf(db, row.id, otherPartyOf(row, viewer));
  // The operator reads a reported conversation as it was written.
  const options = { shown: viewer === null || shown(row), otherReadUpTo, locale };
  return {
    data: rows.map((message) => presentMessage(message, viewer, options)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

/** After the commit: the recipient's tabs and the sender's other tabs hear of the message. */
function announce(deps: Deps, row: Pick<ConversationRow, 'guest_id' | 'host_id'>, id: number) {
  for (const userId of [row.guest_id, row.host_id])
    deps.userEvents.messageEvent(Number(userId), { type: 'created', messageId: id });
}

/** POST conversations/{id}/messages. */
export async function sendMessage(
  deps: Deps,
  userId: number,
  id: number,
  body: string,
  locale: Locale,
): Promise<Message> {
  const row = await ownConversation(deps.db, id, userId);
  await throttle(deps, `messages:${userId}`, MESSAGE_LIMIT);
  const message = await deps.db.transaction().execute((trx) =>
    insertMessage(trx, {
      conversation_id: Number(row.id),
      sender_id: userId,
      body,
      created_at: deps.now(),
    }),
  );
  announce(deps, row, message.id);
  return presentMessage(message, userId, { shown: shown(row), otherReadUpTo: 0, locale });
}

/**
 * POST public/ads/{id}/questions: the guest's open conversation about a listed listing (made on
 * the first question), and the message in it. The host's own listing is 409.
 */
export async function askQuestion(
  deps: Deps,
  guestId: number,
  listingId: number,
  text: string,
): Promise<{ conversation_id: number }> {
  const listing = Number.isSafeInteger(listingId)
    ? await askableListing(deps.db, listingId)
    : undefined;
  if (!listing) throw apartmentNotFound();
  if (listing.owner_id === guestId) throw new AppError('own_listing');
  await throttle(deps, `messages:${guestId}`, MESSAGE_LIMIT);
  const now = deps.now();
  const { conversationId, messageId } = await deps.db.transaction().execute(async (trx) => {
    const open = await findOpenQuestion(trx, guestId, listing.id);
    const conversationId =
      open?.id ??
      (await insertConversation(trx, {
        listing_id: listing.id,
        guest_id: guestId,
        host_id: listing.owner_id,
        topic: 'listing',
        now,
      }));
    const message = await insertMessage(trx, {
      conversation_id: Number(conversationId),
      sender_id: guestId,
      body: text,
      created_at: now,
    });
    return { conversationId: Number(conversationId), messageId: message.id };
  });
  announce(deps, { guest_id: guestId, host_id: listing.owner_id }, messageId);
  return { conversation_id: conversationId };
}

/** POST conversations/{id}/read: everything in it so far is read; the sender sees "seen". */
export async function markRead(deps: Deps, userId: number, id: number) {
  const row = await ownConversation(deps.db, id, userId);
  const upTo = await moveReadUpTo(deps.db, row.id, userId, await lastMessageId(deps.db, row.id));
  const event = { type: 'read' as const, conversationId: row.id, readUpTo: upTo };
  deps.userEvents.messageEvent(otherPartyOf(row, userId), event);
  // The reader's other tabs lower their badge.
  deps.userEvents.messageEvent(userId, event);
  return { read_up_to: upTo };
}

/** GET conversations/unread-count: the top navigation's badge. */
export async function unreadCount(deps: Deps, userId: number) {
  return { count: await unreadTotal(deps.db, userId) };
}

/**
 * POST conversations/{id}/report: from now on the operator may read it; logged in both parties'
 * activity logs (the operator's reads are logged too).
 */
export async function reportConversation(deps: Deps, userId: number, id: number, reason: string) {
  const row = await ownConversation(deps.db, id, userId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await markReported(trx, row.id, now);
    await recordEntries(trx, [
      conversationEntry(row, row.guest_id, userId, 'reported', reason || null, now),
      conversationEntry(row, row.host_id, userId, 'reported', reason || null, now),
    ]);
  });
}

/** GET admin/conversations/{id}/messages: only a reported conversation; each read is logged. */
export async function adminMessages(
  deps: Deps,
  adminId: number,
  id: number,
  query: Page,
  locale: Locale,
) {
  const row = Number.isSafeInteger(id) ? await findConversation(deps.db, id, null) : undefined;
  if (!row || row.reported_at === null) throw notFound();
  const now = deps.now();
  await recordEntries(deps.db, [
    conversationEntry(row, row.guest_id, adminId, 'operator_read', null, now),
    conversationEntry(row, row.host_id, adminId, 'operator_read', null, now),
  ]);
  return messagesOf(deps.db, row, null, query, locale);
}

function conversationEntry(
  row: ConversationRow,
  owner: number,
  actor: number,
  field: 'reported' | 'operator_read',
  value: string | null,
  now: Date,
) {
  return {
    user_id: Number(owner),
    actor_id: actor,
    entity: 'conversation',
    entity_id: Number(row.id),
    field,
    kind: 'changed' as const,
    from_value: null,
    to_value: JSON.stringify(value ?? true),
    listing_id: Number(row.listing_id),
    created_at: now,
  };
}

/**
 * A booking's conversation (bookings, inquiries): the guest's open question about the listing
 * becomes it, else a new one; the guest's comment is its first message. Run in the booking's
 * transaction. The booking's own mail tells the host, so the comment is not mailed again.
 */
export async function openBookingConversation(
  db: Db,
  booking: {
    table: 'inquiries' | 'reservations';
    id: number;
    listingId: number;
    guestId: number;
    hostId: number;
    comment: string;
    now: Date;
  },
): Promise<number> {
  const open = await findOpenQuestion(db, booking.guestId, booking.listingId);
  let conversationId: number;
  if (open) {
    conversationId = Number(open.id);
    await setTopic(db, conversationId, 'booking');
  } else {
    conversationId = await insertConversation(db, {
      listing_id: booking.listingId,
      guest_id: booking.guestId,
      host_id: booking.hostId,
      topic: 'booking',
      now: booking.now,
    });
  }
  await linkBooking(db, booking.table, booking.id, conversationId);
  if (booking.comment.trim())
    await addBookingMessage(
      db,
      conversationId,
      booking.guestId,
      booking.hostId,
      booking.comment,
      booking.now,
    );
  return conversationId;
}

/**
 * A message that a booking step writes (the host's answer to an inquiry): in the step's
 * transaction, counted as mailed to `recipientId` (the step's own mail carries it).
 */
export async function addBookingMessage(
  db: Db,
  conversationId: number | null,
  senderId: number,
  recipientId: number | null,
  text: string,
  now: Date,
): Promise<void> {
  if (conversationId === null || !text.trim()) return;
  const message = await insertMessage(db, {
    conversation_id: Number(conversationId),
    sender_id: senderId,
    body: text.trim(),
    created_at: now,
  });
  if (recipientId !== null) await markMailed(db, Number(conversationId), recipientId, message.id);
}

/** A reservation made from an inquiry keeps the inquiry's conversation. */
export async function moveToReservation(
  db: Db,
  conversationId: number | null,
  reservationId: number,
): Promise<void> {
  if (conversationId !== null) await linkBooking(db, 'reservations', reservationId, conversationId);
}

/** The realtime channel's `MessageCreated` for `userId`: null when they are not a party. */
export async function messageCreatedEvent(
  deps: Deps,
  userId: number,
  messageId: number,
  locale: Locale,
): Promise<MessageCreatedEvent | null> {
  const [message] = await messagesByIds(deps.db, [messageId]);
  if (!message) return null;
  const row = await findConversation(deps.db, Number(message.conversation_id), userId);
  if (!row) return null;
  const otherReadUpTo = await readUpToOf(deps.db, row.id, otherPartyOf(row, userId));
  return {
    conversation_id: Number(row.id),
    message: presentMessage(message, userId, { shown: shown(row), otherReadUpTo, locale }),
    unread_total: await unreadTotal(deps.db, userId),
  };
}

/** The realtime channel's `ConversationRead`: the ids as they are. */
export function conversationReadEvent(event: {
  conversationId: number;
  readUpTo: number;
}): ConversationReadEvent {
  return { conversation_id: event.conversationId, read_up_to: event.readUpTo };
}

/** The users of these sockets have a panel tab open now (the digest waits for them). */
export function notePresence(deps: Deps, userIds: number[]): Promise<void> {
  return markPresent(deps.db, userIds, deps.now());
}
