import type { Conversation, Message } from '@gazda/contracts/messages';
import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { apartmentNotFound, AppError, notFound } from '../../errors';
import { recordEntries } from '../activity-log/activity-log-service';
import { pushNewMessage } from '../push/push-service';
import { throttle } from '../throttle/throttle';
import {
  otherPartyOf,
  presentConversation,
  presentMessage,
  presentReported,
  shown,
} from './message-presenter';
import {
  conversationsPage,
  findConversation,
  findOpenQuestion,
  insertConversation,
  insertMessage,
  lastMessageId,
  messagesByIds,
  messagesPage,
  moveReadUpTo,
  readUpToOf,
  unreadTotal,
  type ConversationRow,
} from './messages-repository';
import { markOperatorRead, markReported, reportedPage } from './reported-conversations-repository';
import { askableListing } from './listing-lookup-repository';

/*
 * Conversations between a guest and a host (README.md here): only the two parties read or write
 * one (anyone else: 404); before the stay is a confirmed reservation, contact details in the other
 * party's messages are masked when read (domain/contact-masking.ts).
 */

/** 60 messages in 10 minutes per user (questions included), then 429. */
export const MESSAGE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

type Page = { page: number; per_page: number };

export async function ownConversation(
  db: Db,
  id: number,
  userId: number,
): Promise<ConversationRow> {
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
    const otherReadUpTo = row.other_read_up_to;
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
export function announce(
  deps: Deps,
  row: Pick<ConversationRow, 'guest_id' | 'host_id'>,
  id: number,
) {
  for (const userId of [row.guest_id, row.host_id])
    deps.userEvents.messageEvent(Number(userId), { type: 'created', messageId: id });
  deps.tasks.run('push', () => pushNewMessage(deps, id));
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
    await markReported(trx, row.id, { by: userId, reason: reason || null, now });
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
  await deps.db.transaction().execute(async (trx) => {
    await markOperatorRead(trx, row.id, now);
    await recordEntries(trx, [
      conversationEntry(row, row.guest_id, adminId, 'operator_read', null, now),
      conversationEntry(row, row.host_id, adminId, 'operator_read', null, now),
    ]);
  });
  return messagesOf(deps.db, row, null, query, locale);
}

/** GET admin/conversations/reported: newest report first, whether the operator read each yet. */
export async function reportedConversations(deps: Deps, query: Page, locale: Locale) {
  const { rows, total } = await reportedPage(deps.db, {
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map((row) => presentReported(row, locale)), total };
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
    to_value: value ?? true,
    listing_id: Number(row.listing_id),
    created_at: now,
  };
}
