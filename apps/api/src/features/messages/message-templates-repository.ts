import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Queries of scheduled messages (README.md here); the rules are in the services. */

export type TemplateRow = {
  id: number;
  listing_id: number;
  trigger: 'before_check_in' | 'after_check_out';
  days: number;
  send_time: string;
  body_sr: string;
  body_en: string;
};

const COLUMNS = ['id', 'listing_id', 'trigger', 'days', 'send_time', 'body_sr', 'body_en'] as const;

export async function templatesOf(db: Db, listingId: number): Promise<TemplateRow[]> {
  return db
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}

type TemplateValues = Omit<TemplateRow, 'id' | 'listing_id'>;

export async function insertTemplate(
  db: Db,
  listingId: number,
  values: TemplateValues,
  now: Date,
): Promise<TemplateRow> {
  return db
    .insertInto('message_templates')
    .values({ ...values, listing_id: listingId, created_at: now, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateTemplate(
  db: Db,
  listingId: number,
  id: number,
  values: TemplateValues,
  now: Date,
): Promise<TemplateRow | undefined> {
  return db
    .updateTable('message_templates')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteTemplate(db: Db, listingId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('message_templates')
    .where('id', '=', id)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A reservation of one of the host's listings, with what its schedule needs; else undefined. */
export async function hostReservation(db: Db, hostId: number, reservationId: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .select(['r.id', 'r.listing_id', 'r.check_in', 'r.check_out', 'r.status', 'l.time_zone'])
    .select('r.conversation_id')
    .where('r.id', '=', reservationId)
    .where('l.owner_id', '=', hostId)
    .executeTakeFirst();
}

export async function sendsOf(db: Db, reservationId: number) {
  return db
    .selectFrom('scheduled_message_sends')
    .select(['template_id', 'sent_at'])
    .where('reservation_id', '=', reservationId)
    .execute();
}

/**
 * Pairs of a live reservation with a conversation and a template of its listing, not sent yet,
 * whose day is near `today` (a day of slack either side for the zones); the service decides.
 */
export async function candidateSends(db: Db, today: string, limit: number) {
  return db
    .selectFrom('message_templates as t')
    .innerJoin('reservations as r', 'r.listing_id', 't.listing_id')
    .innerJoin('listings as l', 'l.id', 't.listing_id')
    .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
    .innerJoin('users as g', 'g.id', 'c.guest_id')
    .select([
      't.id as template_id',
      't.trigger',
      't.days',
      't.send_time',
      't.body_sr',
      't.body_en',
      'r.id as reservation_id',
      'r.check_in',
      'r.check_out',
      'r.status',
      'l.time_zone',
      'l.name_sr',
      'l.name_en',
      'c.id as conversation_id',
      'c.guest_id',
      'c.host_id',
      'g.first_name as guest_first_name',
      'g.lang as guest_lang',
    ])
    .where('r.status', 'in', ['confirmed', 'completed'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('t.trigger', '=', 'before_check_in'),
          eb('r.check_in', '>=', sql<string>`${today}::date - 1`),
          eb('r.check_in', '<=', sql<string>`${today}::date + t.days + 1`),
        ]),
        eb.and([
          eb('t.trigger', '=', 'after_check_out'),
          eb('r.check_out', '>=', sql<string>`${today}::date - t.days - 3`),
          eb('r.check_out', '<=', sql<string>`${today}::date - t.days + 1`),
        ]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('scheduled_message_sends as s')
            .select('s.template_id')
            .whereRef('s.reservation_id', '=', 'r.id')
            .whereRef('s.template_id', '=', 't.id'),
        ),
      ),
    )
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The claim: true for the one process that records this send first (the primary key). */
export async function claimSend(
  db: Db,
  reservationId: number,
  templateId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('scheduled_message_sends')
    .values({ reservation_id: reservationId, template_id: templateId, sent_at: now })
    .onConflict((oc) => oc.columns(['reservation_id', 'template_id']).doNothing())
    .returning('template_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordSentMessage(
  db: Db,
  reservationId: number,
  templateId: number,
  messageId: number,
): Promise<void> {
  await db
    .updateTable('scheduled_message_sends')
    .set({ message_id: messageId })
    .where('reservation_id', '=', reservationId)
    .where('template_id', '=', templateId)
    .execute();
}
