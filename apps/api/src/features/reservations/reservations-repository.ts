import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InquiryRow, ReservationRow } from '../../db/schema';

/** Queries on `reservations` and `inquiries` for the host's calendar. */

/** What a reservation or inquiry is shown with: its listing and its guest. */
type BookingContext = {
  listing_name_sr: string;
  listing_name_en: string;
  category: string;
  guest_first_name: string | null;
  guest_last_name: string | null;
};
export type ReservationView = ReservationRow & BookingContext;
export type InquiryView = InquiryRow & BookingContext;

export type ManualReservationValues = {
  check_in: string;
  check_out: string;
  guests: number;
  guest_name: string;
  comment: string;
  total: number;
};

export function insertManualReservation(
  db: Db,
  values: ManualReservationValues & {
    code: string;
    listing_id: number;
    currency: 'EUR' | 'RSD';
    now: Date;
  },
): Promise<ReservationRow> {
  const { now, ...row } = values;
  return db
    .insertInto('reservations')
    .values({
      ...row,
      source: 'manual',
      status: 'confirmed',
      quote: null,
      advance: 0,
      advance_paid: false,
      remaining: values.total,
      booked_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateManualReservation(
  db: Db,
  id: number,
  values: ManualReservationValues,
  now: Date,
): Promise<ReservationRow> {
  return db
    .updateTable('reservations')
    .set({ ...values, remaining: values.total, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The status step of a reservation, written only when it is still `from` (a race loses here). */
export function setReservationStatus(
  db: Db,
  id: number,
  from: ReservationRow['status'],
  to: ReservationRow['status'],
  now: Date,
): Promise<ReservationRow | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export function findListingReservation(
  db: Db,
  listingId: number,
  reservationId: number,
): Promise<ReservationRow | undefined> {
  if (!Number.isSafeInteger(reservationId)) return Promise.resolve(undefined);
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

const contextColumns = [
  'l.name_sr as listing_name_sr',
  'l.name_en as listing_name_en',
  'c.const as category',
  'u.first_name as guest_first_name',
  'u.last_name as guest_last_name',
] as const;

function reservationsWithContext(db: Db) {
  return db
    .selectFrom('reservations as b')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('users as u', 'u.id', 'b.guest_id')
    .selectAll('b')
    .select(contextColumns);
}

const overlaps = (start: string, end: string) =>
  sql<boolean>`b.stay && daterange(${start}::date, ${end}::date, '[)')`;

/** Every reservation of the listing (any status) with a night in `[start, end)`. */
export function reservationsInWindow(
  db: Db,
  listingId: number,
  start: string,
  end: string,
): Promise<ReservationView[]> {
  return reservationsWithContext(db)
    .where('b.listing_id', '=', listingId)
    .where(overlaps(start, end))
    .orderBy('b.check_in')
    .orderBy('b.id')
    .execute();
}

export function reservationView(db: Db, id: number): Promise<ReservationView> {
  return reservationsWithContext(db).where('b.id', '=', id).executeTakeFirstOrThrow();
}

/** Every inquiry of the listing (any status) with a night in `[start, end)`. */
export function inquiriesInWindow(
  db: Db,
  listingId: number,
  start: string,
  end: string,
): Promise<InquiryView[]> {
  return db
    .selectFrom('inquiries as b')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('users as u', 'u.id', 'b.guest_id')
    .selectAll('b')
    .select(contextColumns)
    .where('b.listing_id', '=', listingId)
    .where(overlaps(start, end))
    .orderBy('b.check_in')
    .orderBy('b.id')
    .execute();
}
