import { NIGHT_HOLDING_STATUSES } from '@gazda/domain/state-machines/reservation';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * Queries of the operator's TV screens: every user's rows, deleted listings left out. "Live" is
 * a reservation that holds its nights (the domain's NIGHT_HOLDING_STATUSES).
 */

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

function liveReservations(db: Db) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('l.deleted_at', 'is', null)
    .where('r.status', 'in', NIGHT_HOLDING_STATUSES);
}

function unpaidAdvances(db: Db) {
  return liveReservations(db)
    .where('r.source', '=', 'platform')
    .where('r.advance_paid', '=', false)
    .where('r.advance', '>', 0);
}

function pendingInquiriesBefore(db: Db, before: Date) {
  return db
    .selectFrom('inquiries as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .where('l.deleted_at', 'is', null)
    .where('i.status', '=', 'pending')
    .where('i.created_at', '<', before);
}

type CounterInput = { today: string; dayStart: Date; unresolvedBefore: Date };

/** The six counters of /tv, counted in one round of parallel queries. */
export async function tvCounts(db: Db, input: CounterInput) {
  const n = sql<string>`count(*)`.as('n');
  const [checkIns, madeToday, pending, unresolved, advances, ids] = await Promise.all([
    count(liveReservations(db).select(n).where('r.check_in', '=', input.today)),
    count(liveReservations(db).select(n).where('r.booked_at', '>=', input.dayStart)),
    count(
      db
        .selectFrom('listings')
        .select(n)
        .where('status', '=', 'pending')
        .where('deleted_at', 'is', null),
    ),
    count(pendingInquiriesBefore(db, input.unresolvedBefore).select(n)),
    count(unpaidAdvances(db).select(n).where('r.advance_due_date', '<=', input.today)),
    count(db.selectFrom('users').select(n).where('government_id_status', '=', 'under_review')),
  ]);
  return { checkIns, madeToday, pending, unresolved, advances, ids };
}

const hostColumns = [
  'h.first_name as host_first_name',
  'h.last_name as host_last_name',
  'h.email as host_email',
  'h.phone as host_phone',
] as const;

/** Unpaid advances of live platform reservations, earliest due date first. */
export function advanceRows(db: Db, limit: number) {
  return unpaidAdvances(db)
    .innerJoin('users as h', 'h.id', 'l.owner_id')
    .select([
      'r.id',
      'r.code',
      'r.listing_id',
      'l.name_sr',
      'l.name_en',
      'r.guest_name',
      'r.check_in',
      'r.check_out',
      'r.advance',
      'r.currency',
      'r.advance_due_date',
      'r.booked_at',
      ...hostColumns,
    ])
    .orderBy(sql`r.advance_due_date asc nulls last`)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Inquiries still pending that were sent before `before`, oldest first. */
export function unresolvedRows(db: Db, before: Date, limit: number) {
  return pendingInquiriesBefore(db, before)
    .innerJoin('users as h', 'h.id', 'l.owner_id')
    .leftJoin('users as g', 'g.id', 'i.guest_id')
    .select([
      'i.id',
      'i.code',
      'i.listing_id',
      'l.name_sr',
      'l.name_en',
      'g.first_name as guest_first_name',
      'g.last_name as guest_last_name',
      'i.check_in',
      'i.check_out',
      'i.guests',
      'i.created_at',
      ...hostColumns,
    ])
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** The newest reservations (any status), by booking time. */
export function latestReservationRows(db: Db, limit: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('l.deleted_at', 'is', null)
    .select([
      'r.id',
      'r.code',
      'r.status',
      'r.listing_id',
      'l.name_sr',
      'l.name_en',
      'r.guest_name',
      'r.check_in',
      'r.check_out',
      'r.guests',
      'r.total',
      'r.currency',
      'r.booked_at as at',
    ])
    .orderBy('r.booked_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest inquiries (any status), by sending time. */
export function latestInquiryRows(db: Db, limit: number) {
  return db
    .selectFrom('inquiries as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .leftJoin('users as g', 'g.id', 'i.guest_id')
    .where('l.deleted_at', 'is', null)
    .select([
      'i.id',
      'i.code',
      'i.status',
      'i.listing_id',
      'l.name_sr',
      'l.name_en',
      'g.first_name as guest_first_name',
      'g.last_name as guest_last_name',
      'i.check_in',
      'i.check_out',
      'i.guests',
      'i.total',
      'i.currency',
      'i.created_at as at',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}
