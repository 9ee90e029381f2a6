import { NIGHT_HOLDING_STATUSES } from '@gazda/domain/state-machines/reservation';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { CalendarDayRow, CalendarRuleRow } from '../../db/schema';

/** `[start, end)` of local dates: `end` is exclusive, like a check-out date. */
export type DateWindow = { start: string; end: string };

export type StayRow = { id: number; start: string; end: string };
type IcalStayRow = StayRow & { source_name: string };
/**
 * A reservation's or a hold's stay with the guest's full name (the host's own calendar names its
 * bookings; the public one drops it), and a reservation's source. The search's many-listing read
 * (loadCalendarWindows) leaves them out.
 */
export type BookedStayRow = StayRow & { guest_name?: string; source?: 'platform' | 'manual' };

/** Everything that decides the prices and availability of a window. */
export type CalendarWindowData = {
  rules: CalendarRuleRow[];
  days: CalendarDayRow[];
  reservations: BookedStayRow[];
  holds: BookedStayRow[];
  icalEvents: IcalStayRow[];
  /**
   * Stays (reservations, holds, imported events) just outside the window, up to the listing's
   * preparation nights away: their preparation nights may fall inside it (availability-rules).
   * Only for the window's availability; absent where preparation is not asked (the search).
   */
  neighbours?: StayRow[];
};

export type WindowOptions = {
  /** Inquiry holds count while `hold_expires_at` is after this instant. */
  now: Date;
  /** Editing a reservation: its own nights count as free. */
  excludeReservationId?: number | null;
};

const overlaps = (window: DateWindow) =>
  sql<boolean>`stay && daterange(${window.start}::date, ${window.end}::date, '[)')`;

/** Reservations that hold their nights (the domain's NIGHT_HOLDING_STATUSES). */
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
    .where('status', 'in', NIGHT_HOLDING_STATUSES)
    .where(overlaps(window));
  if (excludeId !== null) query = query.where('id', '!=', excludeId);
  return query.orderBy('check_in').execute();
}

/**
 * Inquiry holds (docs/rules/decisions.md §4): answered `available` within the hold, or `confirmed`.
 */
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

type WindowJson = {
  rules: (Omit<CalendarRuleRow, 'created_at'> & { created_at: string })[];
  days: CalendarDayRow[];
  reservations: BookedStayRow[];
  holds: BookedStayRow[];
  icalEvents: IcalStayRow[];
};

/**
 * The five row sets of a window as columns of one select list, for the listing `listing` (a
 * value or a column of the statement's FROM): each set a json_agg in the order the separate
 * queries had. JSON carries dates as 'YYYY-MM-DD' and numbers as numbers, like the drivers'
 * parsers (db/types.ts); rules' timestamps are turned back into Dates by windowData.
 */
export function windowColumns(
  listing: RawBuilder<unknown> | number,
  window: DateWindow,
  options: WindowOptions,
) {
  const range = sql`daterange(${window.start}::date, ${window.end}::date, '[)')`;
  const excludeId = options.excludeReservationId ?? null;
  const stays = sql`json_build_object('id', s.id, 'start', s.check_in, 'end', s.check_out`;
  // The hold's guest by the account's name (an inquiry keeps none of its own).
  const holdName = sql`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
  return sql`
      (select coalesce(json_agg(r order by r.id), '[]')
         from calendar_rules r where r.listing_id = ${listing}) as window_rules,
      (select coalesce(json_agg(d order by d.date), '[]')
         from calendar_days d
        where d.listing_id = ${listing}
          and d.date >= ${window.start}::date and d.date < ${window.end}::date) as window_days,
      (select coalesce(json_agg(${stays}, 'guest_name', s.guest_name, 'source', s.source)
                order by s.check_in), '[]')
         from reservations s
        where s.listing_id = ${listing}
          and s.status in (${sql.join(NIGHT_HOLDING_STATUSES)})
          and s.stay && ${range}
          and (${excludeId}::bigint is null or s.id <> ${excludeId}::bigint)) as window_reservations,
      (select coalesce(json_agg(${stays}, 'guest_name', ${holdName}) order by s.check_in), '[]')
         from inquiries s left join users u on u.id = s.guest_id
        where s.listing_id = ${listing}
          and (s.status = 'confirmed'
               or (s.status = 'available' and s.hold_expires_at > ${options.now}))
          and s.stay && ${range}) as window_holds,
      (select coalesce(json_agg(json_build_object('id', e.id, 'start', e.start_date,
                'end', e.end_date, 'source_name', i.name) order by e.start_date, i.id), '[]')
         from ical_events e join ical_imports i on i.id = e.import_id
        where e.listing_id = ${listing} and e.stay && ${range}) as window_ical_events,
      ${neighboursColumn(listing, window, options)}`;
}

/**
 * The stays within the listing's preparation nights before or after the window (the two flanks
 * `[start - n, start)` and `[end, end + n)`; empty ranges when n is 0, so nothing is read).
 */
function neighboursColumn(
  listing: RawBuilder<unknown> | number,
  window: DateWindow,
  options: WindowOptions,
) {
  const n = sql`(select p.preparation_nights from listings p where p.id = ${listing})`;
  const flanks = (column: RawBuilder<unknown>) =>
    sql`(${column} && daterange(${window.start}::date - ${n}, ${window.start}::date, '[)')
      or ${column} && daterange(${window.end}::date, ${window.end}::date + ${n}, '[)'))`;
  const excludeId = options.excludeReservationId ?? null;
  return sql`(select coalesce(json_agg(json_build_object('id', n.id, 'start', n.check_in,
                'end', n.check_out) order by n.check_in), '[]') from (
        select s.id, s.check_in, s.check_out from reservations s
         where s.listing_id = ${listing}
           and s.status in (${sql.join(NIGHT_HOLDING_STATUSES)})
           and ${flanks(sql.ref('s.stay'))}
           and (${excludeId}::bigint is null or s.id <> ${excludeId}::bigint)
        union all
        select s.id, s.check_in, s.check_out from inquiries s
         where s.listing_id = ${listing}
           and (s.status = 'confirmed'
                or (s.status = 'available' and s.hold_expires_at > ${options.now}))
           and ${flanks(sql.ref('s.stay'))}
        union all
        select e.id, e.start_date, e.end_date from ical_events e
         where e.listing_id = ${listing} and ${flanks(sql.ref('e.stay'))}) n) as window_neighbours`;
}

export type WindowColumns = {
  window_rules: WindowJson['rules'];
  window_days: WindowJson['days'];
  window_reservations: WindowJson['reservations'];
  window_holds: WindowJson['holds'];
  window_ical_events: WindowJson['icalEvents'];
  /** windowColumns reads it; a caller building rows of its own may leave it out. */
  window_neighbours?: StayRow[];
};

export function windowData(row: WindowColumns): CalendarWindowData {
  return {
    rules: row.window_rules.map((r) => ({ ...r, created_at: new Date(r.created_at) })),
    days: row.window_days,
    reservations: row.window_reservations,
    holds: row.window_holds,
    icalEvents: row.window_ical_events,
    neighbours: row.window_neighbours ?? [],
  };
}

/** The five row sets of a window in one statement (one round trip, one connection). */
export async function loadCalendarWindow(
  db: Db,
  listingId: number,
  window: DateWindow,
  options: WindowOptions,
): Promise<CalendarWindowData> {
  const { rows } =
    await sql<WindowColumns>`select ${windowColumns(listingId, window, options)}`.execute(db);
  return windowData(rows[0]!);
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
      .where('status', 'in', NIGHT_HOLDING_STATUSES)
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
