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

/** Rows by their listing, in the order they came. */
function byListing<T>(rows: T[], listingOf: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(listingOf(row));
    const list = map.get(id);
    if (list) list.push(row);
    else map.set(id, [row]);
  }
  return map;
}

const stay = <T extends { listing_id: number }>({ listing_id: _, ...row }: T) => row;

/**
 * loadCalendarWindow for many listings at once (the search prices its candidates): the same
 * five queries, each for every listing, instead of five per listing. Same rows, same order.
 */
export async function loadCalendarWindows(
  db: Db,
  listingIds: number[],
  window: DateWindow,
  options: Pick<WindowOptions, 'now'>,
): Promise<Map<number, CalendarWindowData>> {
  const result = new Map<number, CalendarWindowData>();
  if (listingIds.length === 0) return result;
  const ids = [...new Set(listingIds)];
  const [rules, days, reservations, holds, icalEvents] = await Promise.all([
    db
      .selectFrom('calendar_rules')
      .selectAll()
      .where('listing_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('calendar_days')
      .selectAll()
      .where('listing_id', 'in', ids)
      .where('date', '>=', window.start)
      .where('date', '<', window.end)
      .orderBy('listing_id')
      .orderBy('date')
      .execute(),
    db
      .selectFrom('reservations')
      .select(['listing_id', 'id', 'check_in as start', 'check_out as end'])
      .where('listing_id', 'in', ids)
      .where('status', 'not in', ['cancelled', 'no_show'])
      .where(overlaps(window))
      .orderBy('check_in')
      .execute(),
    db
      .selectFrom('inquiries')
      .select(['listing_id', 'id', 'check_in as start', 'check_out as end'])
      .where('listing_id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'confirmed'),
          eb.and([eb('status', '=', 'available'), eb('hold_expires_at', '>', options.now)]),
        ]),
      )
      .where(overlaps(window))
      .orderBy('check_in')
      .execute(),
    db
      .selectFrom('ical_events as e')
      .innerJoin('ical_imports as i', 'i.id', 'e.import_id')
      .select([
        'e.listing_id',
        'e.id',
        'e.start_date as start',
        'e.end_date as end',
        'i.name as source_name',
      ])
      .where('e.listing_id', 'in', ids)
      .where(sql<boolean>`e.stay && daterange(${window.start}::date, ${window.end}::date, '[)')`)
      .orderBy('e.start_date')
      .orderBy('i.id')
      .execute(),
  ]);
  const grouped = {
    rules: byListing(rules, (r) => r.listing_id),
    days: byListing(days, (d) => d.listing_id),
    reservations: byListing(reservations, (r) => r.listing_id),
    holds: byListing(holds, (r) => r.listing_id),
    icalEvents: byListing(icalEvents, (r) => r.listing_id),
  };
  for (const id of ids) {
    result.set(id, {
      rules: grouped.rules.get(id) ?? [],
      days: grouped.days.get(id) ?? [],
      reservations: (grouped.reservations.get(id) ?? []).map(stay),
      holds: (grouped.holds.get(id) ?? []).map(stay),
      icalEvents: (grouped.icalEvents.get(id) ?? []).map(stay),
    });
  }
  return result;
}
