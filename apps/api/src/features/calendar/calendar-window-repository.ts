import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CalendarDayRow, CalendarRuleRow } from '../../db/schema';
import { daysInRange, listRules } from './calendar-repository';

/** `[start, end)` of local dates: `end` is exclusive, like a check-out date. */
export type DateWindow = { start: string; end: string };

export type StayRow = { id: number; start: string; end: string };
export type IcalStayRow = StayRow & { source_name: string };

/** Everything that decides the prices and availability of a window: one query per table. */
export type CalendarWindowData = {
  rules: CalendarRuleRow[];
  days: CalendarDayRow[];
  reservations: StayRow[];
  holds: StayRow[];
  icalEvents: IcalStayRow[];
};

export type WindowOptions = {
  /** Inquiry holds count while `hold_expires_at` is after this instant. */
  now: Date;
  /** Editing a reservation: its own nights count as free. */
  excludeReservationId?: number | null;
};

const overlaps = (window: DateWindow) =>
  sql<boolean>`stay && daterange(${window.start}::date, ${window.end}::date, '[)')`;

/** Reservations that hold their nights: every status but cancelled and no-show. */
export function liveReservations(
  db: Db,
  listingId: number,
  window: DateWindow,
  excludeId: number | null = null,
): Promise<StayRow[]> {
  let query = db
    .selectFrom('reservations')
    .select(['id', 'check_in as start', 'check_out as end'])
    .where('listing_id', '=', listingId)
    .where('status', 'not in', ['cancelled', 'no_show'])
    .where(overlaps(window));
  if (excludeId !== null) query = query.where('id', '!=', excludeId);
  return query.orderBy('check_in').execute();
}

/** Inquiry holds (decisions.md §4): answered `available` within the hold, or `confirmed`. */
export function liveHolds(
  db: Db,
  listingId: number,
  window: DateWindow,
  now: Date,
): Promise<StayRow[]> {
  return db
    .selectFrom('inquiries')
    .select(['id', 'check_in as start', 'check_out as end'])
    .where('listing_id', '=', listingId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb.and([eb('status', '=', 'available'), eb('hold_expires_at', '>', now)]),
      ]),
    )
    .where(overlaps(window))
    .orderBy('check_in')
    .execute();
}

export function icalStays(db: Db, listingId: number, window: DateWindow): Promise<IcalStayRow[]> {
  return db
    .selectFrom('ical_events as e')
    .innerJoin('ical_imports as i', 'i.id', 'e.import_id')
    .select(['e.id', 'e.start_date as start', 'e.end_date as end', 'i.name as source_name'])
    .where('e.listing_id', '=', listingId)
    .where(sql<boolean>`e.stay && daterange(${window.start}::date, ${window.end}::date, '[)')`)
    .orderBy('e.start_date')
    .orderBy('i.id')
    .execute();
}

export async function loadCalendarWindow(
  db: Db,
  listingId: number,
  window: DateWindow,
  options: WindowOptions,
): Promise<CalendarWindowData> {
  const [rules, days, reservations, holds, icalEvents] = await Promise.all([
    listRules(db, listingId),
    daysInRange(db, listingId, window.start, window.end),
    liveReservations(db, listingId, window, options.excludeReservationId ?? null),
    liveHolds(db, listingId, window, options.now),
    icalStays(db, listingId, window),
  ]);
  return { rules, days, reservations, holds, icalEvents };
}
