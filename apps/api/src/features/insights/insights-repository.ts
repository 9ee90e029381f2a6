import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What insights and the exports read: the caller's listings (or all, for the operator). */

export function ownListings(db: Db, ownerId: number) {
  return db
    .selectFrom('listings')
    .select(['id', 'name_sr', 'name_en', 'currency', 'time_zone', 'created_at'])
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Reservations of the listings with a night in [from, to] or arriving in it. */
export function staysOverlapping(db: Db, listingIds: number[], from: string, to: string) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations')
    .select([
      'listing_id',
      'check_in',
      'check_out',
      'status',
      'total',
      'booked_at',
      sql<string | null>`reservations.quote->>'host_earnings'`.as('quote_host_earnings'),
    ])
    .where('listing_id', 'in', listingIds)
    .where('check_in', '<=', to)
    .where('check_out', '>', from)
    .execute();
}

export function closedNights(db: Db, listingIds: number[], from: string, to: string) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('calendar_days')
    .select(['listing_id', 'date'])
    .where('listing_id', 'in', listingIds)
    .where('blocked', '=', true)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

export function importedBlocks(db: Db, listingIds: number[], from: string, to: string) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ical_events')
    .select(['listing_id', 'start_date', 'end_date'])
    .where('listing_id', 'in', listingIds)
    .where('start_date', '<=', to)
    .where('end_date', '>', from)
    .execute();
}

/** Reservations arriving in [from, to]: the host's own (ownerId) or everyone's (null). */
export function reservationsForExport(db: Db, ownerId: number | null, from: string, to: string) {
  let query = db
    .selectFrom('reservations')
    .innerJoin('listings', 'listings.id', 'reservations.listing_id')
    .innerJoin('users as hosts', 'hosts.id', 'listings.owner_id')
    .select([
      'reservations.id',
      'reservations.code',
      'reservations.reference_code',
      'reservations.guest_name',
      'reservations.check_in',
      'reservations.check_out',
      'reservations.guests',
      'reservations.currency',
      'reservations.total',
      'reservations.advance',
      'reservations.advance_paid',
      'reservations.status',
      'reservations.source',
      sql<string | null>`reservations.quote->>'host_earnings'`.as('quote_host_earnings'),
      'listings.name_sr',
      'listings.name_en',
      'hosts.email as host_email',
    ])
    .where('reservations.check_in', '>=', from)
    .where('reservations.check_in', '<=', to);
  if (ownerId !== null) query = query.where('listings.owner_id', '=', ownerId);
  return query.orderBy('reservations.check_in').orderBy('reservations.id').execute();
}

/* The operator's dashboard: everyone's, around the period (the service cuts it to Belgrade days). */

export function platformBookingsBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('reservations')
    .select(['booked_at', 'currency', 'total'])
    .where('source', '=', 'platform')
    .where('booked_at', '>=', from)
    .where('booked_at', '<', to)
    .execute();
}

export function inquiriesBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('inquiries')
    .select(['created_at', 'answered_at', 'status', 'reservation_id'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

export function reviewsBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('listings')
    .select(['submitted_at', 'approved_at'])
    .where('approved_at', '>=', from)
    .where('approved_at', '<', to)
    .where('submitted_at', 'is not', null)
    .execute();
}

export async function listingsWaitingForReview(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
