import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Queries of the messages slice (README.md here); the rules are in the service. */

export type ConversationRow = {
  id: number;
  listing_id: number;
  guest_id: number;
  host_id: number;
  topic: 'listing' | 'booking';
  last_message_at: Date;
  reported_at: Date | null;
  listing_name_sr: string;
  listing_name_en: string;
  category: string;
  guest_first_name: string;
  guest_last_name: string;
  guest_avatar_url: string | null;
  host_first_name: string;
  host_last_name: string;
  host_avatar_url: string | null;
  reservation_id: number | null;
  reservation_code: string | null;
  reservation_status: string | null;
  inquiry_id: number | null;
  inquiry_code: string | null;
  inquiry_status: string | null;
  check_in: string | null;
  check_out: string | null;
  guests: number | null;
};

export type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  kind: 'text' | 'photo';
  body: string;
  created_at: Date;
  photo_path: string | null;
  thumb_path: string | null;
  photo_width: number | null;
  photo_height: number | null;
};

function conversations(db: Db) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('listings as l', 'l.id', 'c.listing_id')
    .innerJoin('categories as cat', 'cat.id', 'l.category_id')
    .innerJoin('users as g', 'g.id', 'c.guest_id')
    .innerJoin('users as h', 'h.id', 'c.host_id')
    .leftJoin('reservations as r', 'r.conversation_id', 'c.id')
    .leftJoin('inquiries as i', 'i.conversation_id', 'c.id')
    .select([
      'c.id',
      'c.listing_id',
      'c.guest_id',
      'c.host_id',
      'c.topic',
      'c.last_message_at',
      'c.reported_at',
      'l.name_sr as listing_name_sr',
      'l.name_en as listing_name_en',
      'cat.const as category',
      'g.first_name as guest_first_name',
      'g.last_name as guest_last_name',
      'g.avatar_url as guest_avatar_url',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
      'h.avatar_url as host_avatar_url',
      'r.id as reservation_id',
      'r.code as reservation_code',
      'r.status as reservation_status',
      'i.id as inquiry_id',
      'i.code as inquiry_code',
      'i.status as inquiry_status',
      sql<string | null>`coalesce(r.check_in, i.check_in)`.as('check_in'),
      sql<string | null>`coalesce(r.check_out, i.check_out)`.as('check_out'),
      sql<number | null>`coalesce(r.guests, i.guests)`.as('guests'),
    ]);
}

/** The conversation when `userId` is one of its parties (null: the operator), else undefined. */
export async function findConversation(
  db: Db,
  id: number,
  userId: number | null,
): Promise<ConversationRow | undefined> {
  let query = conversations(db).where('c.id', '=', id);
  if (userId !== null)
    query = query.where((eb) =>
      eb.or([eb('c.guest_id', '=', userId), eb('c.host_id', '=', userId)]),
    );
  return (await query.executeTakeFirst()) as ConversationRow | undefined;
}

/** The caller's conversations, newest first, with their unread count and last message id. */
export async function conversationsPage(
  db: Db,
  userId: number,
  page: { page: number; perPage: number },
): Promise<{
  rows: (ConversationRow & { unread: number; last_id: number | null; other_read_up_to: number })[];
  total: number;
}> {
  const mine = sql<boolean>`(c.guest_id = ${userId} or c.host_id = ${userId})`;
  const rows = await conversations(db)
    .where(mine)
    .select([
      sql<number>`(select count(*) from messages m join conversation_members cm
        on cm.conversation_id = m.conversation_id and cm.user_id = ${userId}
        where m.conversation_id = c.id and m.sender_id <> ${userId} and m.id > cm.read_up_to)`.as(
        'unread',
      ),
      sql<number | null>`(select max(m.id) from messages m where m.conversation_id = c.id)`.as(
        'last_id',
      ),
      // How far the other party has read ("seen" under the caller's last message).
      sql<number>`(select coalesce(max(o.read_up_to), 0) from conversation_members o
        where o.conversation_id = c.id and o.user_id <> ${userId})`.as('other_read_up_to'),
    ])
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  const { total } = await db
    .selectFrom('conversations as c')
    .where(mine)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      ...(row as ConversationRow),
      unread: Number(row.unread),
      last_id: row.last_id === null ? null : Number(row.last_id),
      other_read_up_to: Number(row.other_read_up_to),
    })),
    total: Number(total),
  };
}

export async function messagesByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('messages').selectAll().where('id', 'in', ids).execute();
}

/** Page 1 is the newest `perPage` messages; each page comes back oldest first. */
export async function messagesPage(
  db: Db,
  conversationId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
    .execute();
  const { total } = await db
    .selectFrom('messages')
    .where('conversation_id', '=', conversationId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.reverse(), total: Number(total) };
}

/** How far the other party has read (their member row). */
export async function readUpToOf(db: Db, conversationId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select('read_up_to')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.read_up_to ?? 0);
}

/** The guest's open question about the listing (no booking yet), locked for the write. */
export async function findOpenQuestion(db: Db, guestId: number, listingId: number) {
  return db
    .selectFrom('conversations')
    .select(['id', 'host_id'])
    .where('guest_id', '=', guestId)
    .where('listing_id', '=', listingId)
    .where('topic', '=', 'listing')
    .forUpdate()
    .executeTakeFirst();
}

export async function insertConversation(
  db: Db,
  values: {
    listing_id: number;
    guest_id: number;
    host_id: number;
    topic: 'listing' | 'booking';
    now: Date;
  },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('conversations')
    .values({ ...rest, created_at: now, last_message_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_members')
    .values([
      { conversation_id: row.id, user_id: values.guest_id },
      { conversation_id: row.id, user_id: values.host_id },
    ])
    .execute();
  return Number(row.id);
}

export async function setTopic(db: Db, id: number, topic: 'listing' | 'booking'): Promise<void> {
  await db.updateTable('conversations').set({ topic }).where('id', '=', id).execute();
}

export async function linkBooking(
  db: Db,
  table: 'inquiries' | 'reservations',
  bookingId: number,
  conversationId: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ conversation_id: conversationId })
    .where('id', '=', bookingId)
    .execute();
}

export async function insertMessage(
  db: Db,
  values: {
    conversation_id: number;
    sender_id: number;
    body: string;
    created_at: Date;
    kind?: 'text' | 'photo';
    photo_path?: string;
    thumb_path?: string;
    photo_width?: number;
    photo_height?: number;
  },
): Promise<MessageRow> {
  const row = await db
    .insertInto('messages')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set({ last_message_at: values.created_at })
    .where('id', '=', values.conversation_id)
    .execute();
  // The sender has read what they wrote.
  await moveReadUpTo(db, values.conversation_id, values.sender_id, Number(row.id));
  return { ...row, id: Number(row.id) } as MessageRow;
}

/** Raises the member's read mark (never lowers it); the mark as it now stands. */
export async function moveReadUpTo(
  db: Db,
  conversationId: number,
  userId: number,
  upTo: number,
): Promise<number> {
  const row = await db
    .updateTable('conversation_members')
    .set({ read_up_to: sql<number>`greatest(read_up_to, ${upTo})` })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .returning('read_up_to')
    .executeTakeFirst();
  return Number(row?.read_up_to ?? 0);
}

/** Counts a message as already mailed to this member (the booking's own mail said it). */
export async function markMailed(
  db: Db,
  conversationId: number,
  userId: number,
  upTo: number,
): Promise<void> {
  await db
    .updateTable('conversation_members')
    .set({ mailed_up_to: sql<number>`greatest(mailed_up_to, ${upTo})` })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function lastMessageId(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Every unread message of the user, over all their conversations. */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (join) =>
      join.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId),
    )
    .where('m.sender_id', '<>', userId)
    .whereRef('m.id', '>', 'cm.read_up_to')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A photo message of the conversation (its stored paths), or undefined. */
export async function findPhotoMessage(db: Db, conversationId: number, messageId: number) {
  return db
    .selectFrom('messages')
    .select(['photo_path', 'thumb_path'])
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .where('kind', '=', 'photo')
    .executeTakeFirst();
}
