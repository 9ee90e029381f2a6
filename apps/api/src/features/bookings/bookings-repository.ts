import { CANCELLED_TRIP_STATUSES, type TripSection } from '@gazda/domain/trip-sections';
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  InquiriesTable,
  InquiryRow,
  ListingRow,
  ReservationRow,
  ReservationsTable,
} from '../../db/schema';
import type { InquiryView, ReservationView } from '../reservations/calendar-bookings-service';

/** Queries on reservations and inquiries for bookings, trips, the host's and the operator's lists. */

/** Who may see a row: its listing's owner, its guest, or (null) anyone (the operator). */
export type Scope = { ownerId: number } | { guestId: number } | null;

const contextColumns = [
  'l.name_sr as listing_name_sr',
  'l.name_en as listing_name_en',
  'c.const as category',
  'u.first_name as guest_first_name',
  'u.last_name as guest_last_name',
  'l.owner_id as owner_id',
  'l.time_zone as time_zone',
] as const;

export type InquiryChanges = Updateable<InquiriesTable>;
type Located = { owner_id: number; time_zone: string };
export type ReservationItem = ReservationView & Located;
export type InquiryItem = InquiryView & Located;

function reservations(db: Db) {
  return db
    .selectFrom('reservations as b')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('users as u', 'u.id', 'b.guest_id')
    .selectAll('b')
    .select(contextColumns);
}

function inquiries(db: Db) {
  return db
    .selectFrom('inquiries as b')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .leftJoin('users as u', 'u.id', 'b.guest_id')
    .selectAll('b')
    .select(contextColumns);
}

type Filters = {
  listing?: number;
  status?: string;
  from?: string;
  to?: string;
  /** Trips: upcoming, past or cancelled as of this date (docs/bookings.md "My travel"). */
  when?: { today: string; section: TripSection };
  /** Inquiries pending since before this instant (unresolved). */
  pendingBefore?: Date;
};
type Page = { page: number; per_page: number };

// One filter builder for both tables (same column names); typed loosely on purpose.
function filtered<Q>(query: Q, scope: Scope, f: Filters): Q {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = query as any;
  if (scope && 'ownerId' in scope) q = q.where('l.owner_id', '=', scope.ownerId);
  if (scope && 'guestId' in scope) q = q.where('b.guest_id', '=', scope.guestId);
  q = q.where('l.deleted_at', 'is', null);
  if (f.listing !== undefined) q = q.where('b.listing_id', '=', f.listing);
  if (f.status !== undefined) q = q.where('b.status', '=', f.status);
  if (f.from !== undefined) q = q.where('b.check_out', '>', f.from);
  if (f.to !== undefined) q = q.where('b.check_in', '<=', f.to);
  if (f.when?.section === 'cancelled') q = q.where('b.status', 'in', CANCELLED_TRIP_STATUSES);
  else if (f.when)
    q = q
      .where('b.status', 'not in', CANCELLED_TRIP_STATUSES)
      .where('b.check_out', f.when.section === 'upcoming' ? '>' : '<=', f.when.today);
  if (f.pendingBefore)
    q = q.where('b.status', '=', 'pending').where('b.created_at', '<', f.pendingBefore);
  return q as Q;
}

export async function listReservations(
  db: Db,
  scope: Scope,
  f: Filters,
  page: Page,
): Promise<{ rows: ReservationItem[]; total: number }> {
  const base = filtered(reservations(db), scope, f);
  // Trips to come soonest first; past and cancelled ones latest first.
  const past = f.when && f.when.section !== 'upcoming';
  const [rows, count] = await Promise.all([
    base
      .orderBy('b.check_in', past ? 'desc' : 'asc')
      .orderBy('b.id')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    filtered(
      db
        .selectFrom('reservations as b')
        .innerJoin('listings as l', 'l.id', 'b.listing_id')
        .select((eb) => eb.fn.countAll<number>().as('n')),
      scope,
      f,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function listInquiries(
  db: Db,
  scope: Scope,
  f: Filters,
  page: Page,
): Promise<{ rows: InquiryItem[]; total: number }> {
  const base = filtered(inquiries(db), scope, f);
  // The guest's coming inquiries by their dates, soonest first; every other list newest first.
  const ordered =
    f.when?.section === 'upcoming'
      ? base.orderBy('b.check_in', 'asc').orderBy('b.id', 'asc')
      : base.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    filtered(
      db
        .selectFrom('inquiries as b')
        .innerJoin('listings as l', 'l.id', 'b.listing_id')
        .select((eb) => eb.fn.countAll<number>().as('n')),
      scope,
      f,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One reservation the scope may see, else undefined; `lock` takes it `for update`. */
export function findReservation(
  db: Db,
  id: number,
  scope: Scope,
  lock = false,
): Promise<ReservationItem | undefined> {
  if (!Number.isSafeInteger(id)) return Promise.resolve(undefined);
  let q = filtered(reservations(db), scope, {}).where('b.id', '=', id);
  if (lock) q = q.forUpdate('b');
  return q.executeTakeFirst();
}

export function findInquiry(
  db: Db,
  id: number,
  scope: Scope,
  lock = false,
): Promise<InquiryItem | undefined> {
  if (!Number.isSafeInteger(id)) return Promise.resolve(undefined);
  let q = filtered(inquiries(db), scope, {}).where('b.id', '=', id);
  if (lock) q = q.forUpdate('b');
  return q.executeTakeFirst();
}

export function insertReservation(
  db: Db,
  values: Insertable<ReservationsTable>,
): Promise<ReservationRow> {
  return db.insertInto('reservations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function insertInquiry(db: Db, values: Insertable<InquiriesTable>): Promise<InquiryRow> {
  return db.insertInto('inquiries').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateReservation(
  db: Db,
  id: number,
  values: Updateable<ReservationsTable>,
): Promise<ReservationRow> {
  return db
    .updateTable('reservations')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateInquiry(
  db: Db,
  id: number,
  values: Updateable<InquiriesTable>,
): Promise<InquiryRow> {
  return db
    .updateTable('inquiries')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The people a booking mail goes to. */
export function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'lang', 'mail_preferences'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Claims up to `limit` lapsed holds (`available`, hold over at `now`) and marks them `expired`
 * in one statement; `for update skip locked` makes each claimed by one process only.
 */
export async function expireLapsedHolds(db: Db, now: Date, limit: number): Promise<InquiryRow[]> {
  const result = await sql<InquiryRow>`
    update inquiries set status = 'expired', updated_at = ${now}
     where id in (select id from inquiries
                   where status = 'available' and hold_expires_at <= ${now}
                   order by hold_expires_at limit ${limit}
                   for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

/** Claims holds ending within `hours` that had no reminder yet, marking the reminder sent. */
export async function claimHoldReminders(
  db: Db,
  now: Date,
  hours: number,
  limit: number,
): Promise<InquiryRow[]> {
  const until = new Date(now.getTime() + hours * 3_600_000);
  const result = await sql<InquiryRow>`
    update inquiries set hold_reminder_sent_at = ${now}
     where id in (select id from inquiries
                   where status = 'available' and hold_reminder_sent_at is null
                     and hold_expires_at > ${now} and hold_expires_at <= ${until}
                   order by hold_expires_at limit ${limit}
                   for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

/** Confirmed reservations whose check-out day has come in their listing's zone, locked. */
export async function claimStaysToComplete(
  db: Db,
  now: Date,
  limit: number,
): Promise<ReservationItem[]> {
  return reservations(db)
    .where('b.status', '=', 'confirmed')
    .where(sql<SqlBool>`b.check_out <= (${now}::timestamptz at time zone l.time_zone)::date`)
    .orderBy('b.check_out')
    .limit(limit)
    .forUpdate('b')
    .skipLocked()
    .execute();
}

type ListingAddress = Pick<
  ListingRow,
  'street_and_number' | 'floor' | 'suite_number' | 'city' | 'country' | 'latitude' | 'longitude'
>;

/** The address and exact point of these listings (a confirmed guest's trip), by listing id. */
export async function listingAddresses(
  db: Db,
  listingIds: number[],
): Promise<Map<number, ListingAddress>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('listings')
    .select([
      'id',
      'street_and_number',
      'floor',
      'suite_number',
      'city',
      'country',
      'latitude',
      'longitude',
    ])
    .where('id', 'in', listingIds)
    .execute();
  return new Map(rows.map(({ id, ...address }) => [id, address]));
}
