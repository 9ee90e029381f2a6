import { sql } from 'kysely';
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

/**
 * GET calendar/{id}: the caller's own live listing (findAccessibleListing's rule: not deleted,
 * owned by `userId`) and the rows of `window` in one statement, or undefined (404).
 */
export async function loadOwnCalendarWindow(
  db: Db,
  listingId: number,
  userId: number,
  window: DateWindow,
  options: WindowOptions,
): Promise<{ listing: ListingRow; data: CalendarWindowData } | undefined> {
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return undefined;
  const { rows } = await sql<ListingRow & WindowColumns>`
    select l.*, ${windowColumns(sql.ref('l.id'), window, options)}
      from listings l
     where l.id = ${listingId} and l.deleted_at is null and l.owner_id = ${userId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const {
    window_rules,
    window_days,
    window_reservations,
    window_holds,
    window_ical_events,
    ...listing
  } = row;
  const data = windowData({
    window_rules,
    window_days,
    window_reservations,
    window_holds,
    window_ical_events,
  });
  return { listing, data };
}

/** The rows of a wider window's data that fall in `window` (the same rows a query of it gives). */
export function narrowWindow(data: CalendarWindowData, window: DateWindow): CalendarWindowData {
  const inWindow = (stay: StayRow) => stay.start < window.end && stay.end > window.start;
  return {
    rules: data.rules,
    days: data.days.filter((d) => d.date >= window.start && d.date < window.end),
    reservations: data.reservations.filter(inWindow),
    holds: data.holds.filter(inWindow),
    icalEvents: data.icalEvents.filter(inWindow),
  };
}
