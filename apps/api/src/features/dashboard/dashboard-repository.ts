import type { Db } from '../../db/database';
import { touchedListingSql } from '../../db/sql-filters';
import type { ListingStatus } from '../../db/schema';

/** Queries of the host's dashboard: the caller's own, not deleted listings only. */

/** The host's reservations or inquiries on their listings that are not deleted (also Today's). */
export function ownedBookings(db: Db, table: 'reservations' | 'inquiries', ownerId: number) {
  return db
    .selectFrom(table)
    .innerJoin('listings', 'listings.id', `${table}.listing_id`)
    .where('listings.owner_id', '=', ownerId)
    .where('listings.deleted_at', 'is', null);
}

export const stayColumns = ['listings.name_sr', 'listings.name_en', 'listings.time_zone'] as const;

export type StayRow = {
  id: number;
  code: string;
  listing_id: number;
  name_sr: string;
  name_en: string;
  check_in: string;
  check_out: string;
  guests: number;
};

/** Confirmed reservations from `today` (the earliest today of the host's zones) on. */
export function nextCheckIns(db: Db, ownerId: number, today: string, limit: number) {
  return ownedBookings(db, 'reservations', ownerId)
    .select([
      'reservations.id',
      'reservations.code',
      'reservations.listing_id',
      'reservations.check_in',
      'reservations.check_out',
      'reservations.guests',
      'reservations.guest_name',
      ...stayColumns,
    ])
    .where('reservations.status', '=', 'confirmed')
    .where('reservations.check_in', '>=', today)
    .orderBy('reservations.check_in')
    .orderBy('reservations.id')
    .limit(limit)
    .execute();
}

export async function waitingInquiries(db: Db, ownerId: number, limit: number) {
  const base = ownedBookings(db, 'inquiries', ownerId).where('inquiries.status', '=', 'pending');
  const [count, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'inquiries.id',
        'inquiries.code',
        'inquiries.listing_id',
        'inquiries.check_in',
        'inquiries.check_out',
        'inquiries.guests',
        'inquiries.created_at',
        ...stayColumns,
      ])
      .orderBy('inquiries.created_at')
      .orderBy('inquiries.id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), items };
}

export async function unpaidAdvances(db: Db, ownerId: number, limit: number) {
  const base = ownedBookings(db, 'reservations', ownerId)
    .where('reservations.status', '=', 'confirmed')
    .where('reservations.source', '=', 'platform')
    .where('reservations.advance_paid', '=', false)
    .where('reservations.advance', '>', 0);
  const [count, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'reservations.id',
        'reservations.code',
        'reservations.listing_id',
        'reservations.check_in',
        'reservations.check_out',
        'reservations.guests',
        'reservations.guest_name',
        'reservations.advance',
        'reservations.currency',
        'reservations.advance_due_date',
        ...stayColumns,
      ])
      .orderBy('reservations.check_in')
      .orderBy('reservations.id')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.count), items };
}

/** Every category: "listings by status" is the host's whole portfolio. */
export async function listingStatusCounts(
  db: Db,
  ownerId: number,
): Promise<{ status: ListingStatus; count: number }[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .where(touchedListingSql('listings'))
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
