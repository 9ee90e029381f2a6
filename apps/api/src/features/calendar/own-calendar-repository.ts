import { addDays } from '@gazda/domain/dates';
import { sql } from 'kysely';
import type { AlongsideKind } from '../../db/alongside';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import {
  windowColumns,
  windowData,
  type CalendarWindowData,
  type DateWindow,
  type StayRow,
  type WindowColumns,
  type WindowOptions,
} from './calendar-window-repository';

type OwnCalendarWindow = {
  listing: ListingRow;
  data: CalendarWindowData;
  /**
   * The earliest expiry, after `options.now`, of a hold the window counts: the instant the same
   * statement would stop counting it. Null when no counted hold expires.
   */
  holdsExpireAt: Date | null;
};

/**
 * GET calendar/{id}: the caller's own live listing (findAccessibleListing's rule: not deleted,
 * owned by `userId`) and the rows of `window` in one statement, or undefined (404). The
 * listing's calendar_version comes from the same snapshot as the rows.
 */
export async function loadOwnCalendarWindow(
  db: Db,
  listingId: number,
  userId: number,
  window: DateWindow,
  options: WindowOptions,
): Promise<OwnCalendarWindow | undefined> {
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return undefined;
  const range = sql`daterange(${window.start}::date, ${window.end}::date, '[)')`;
  const { rows } = await sql<ListingRow & WindowColumns & { holds_expire_at: Date | null }>`
    select l.*, ${windowColumns(sql.ref('l.id'), window, options)},
      (select min(s.hold_expires_at) from inquiries s
        where s.listing_id = l.id and s.status = 'available'
          and s.hold_expires_at > ${options.now} and s.stay && ${range}) as holds_expire_at
      from listings l
     where l.id = ${listingId} and l.deleted_at is null and l.owner_id = ${userId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const {
    holds_expire_at,
    window_rules,
    window_days,
    window_reservations,
    window_holds,
    window_ical_events,
    window_neighbours,
    ...listing
  } = row;
  const data = windowData({
    window_rules,
    window_days,
    window_reservations,
    window_holds,
    window_ical_events,
    window_neighbours,
  });
  return { listing, data, holdsExpireAt: holds_expire_at };
}

/** The rows of a wider window's data that fall in `window` (the same rows a query of it gives). */
export function narrowWindow(
  data: CalendarWindowData,
  window: DateWindow,
  preparationNights = 0,
): CalendarWindowData {
  const inWindow = (stay: StayRow) => stay.start < window.end && stay.end > window.start;
  return {
    rules: data.rules,
    days: data.days.filter((d) => d.date >= window.start && d.date < window.end),
    reservations: data.reservations.filter(inWindow),
    holds: data.holds.filter(inWindow),
    icalEvents: data.icalEvents.filter(inWindow),
    neighbours: neighboursOf(data, window, preparationNights),
  };
}

/**
 * The stays of a wider read within `nights` of `window` (the flanks windowColumns reads): their
 * preparation nights may fall inside it. None without preparation nights, as the query answers.
 */
function neighboursOf(data: CalendarWindowData, window: DateWindow, nights: number): StayRow[] {
  if (nights <= 0) return [];
  const before = { start: addDays(window.start, -nights), end: window.start };
  const after = { start: window.end, end: addDays(window.end, nights) };
  const touches = (stay: StayRow, flank: DateWindow) =>
    stay.start < flank.end && stay.end > flank.start;
  const stays = [
    ...data.reservations,
    ...data.holds,
    ...data.icalEvents,
    ...(data.neighbours ?? []),
  ];
  return stays
    .filter((stay) => touches(stay, before) || touches(stay, after))
    .map(({ id, start, end }) => ({ id, start, end }));
}

export type CalendarVersion = { owner_id: number; calendar_version: number };

/**
 * Each live listing's owner and calendar version, read alongside the bearer token
 * (request-context.ts `readAlongsideAuth`) in the same statement: whether a kept answer is still
 * the answer. A listing that is not live has no member (the route gets null).
 */
export const calendarVersions: AlongsideKind = {
  column: (ids) => sql`(select json_object_agg(id, json_build_object('owner_id', owner_id,
        'calendar_version', calendar_version))
      from listings where id = any(${[...ids]}::bigint[]) and deleted_at is null)`,
};
