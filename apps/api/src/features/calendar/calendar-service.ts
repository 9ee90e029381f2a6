import type { CalendarDay } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import { minStayBlockedDates } from '@gazda/domain/min-stay';
import type { Deps } from '../../deps';
import { listingToday, requireOwnListing } from './calendar-access';
import { calendarDays, calendarOf, listingPricing } from './calendar-model';
import { specialPricesFrom } from './calendar-repository';
import { loadCalendarWindow } from './calendar-window-repository';

/** How far ahead the date picker greys out check-out dates for one check-in. */
export const MIN_STAY_HORIZON_DAYS = 366;

export type CalendarQuery = { start?: string; days: number; excludeReservationID?: number };

/** GET calendar/{id}: `days` days from `start` (today in the listing's zone by default). */
export async function getCalendar(
  deps: Deps,
  userId: number,
  listingId: number,
  query: CalendarQuery,
): Promise<CalendarDay[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  const start = query.start ?? listingToday(listing, deps.now());
  const window = { start, end: addDays(start, query.days) };
  const data = await loadCalendarWindow(deps.db, listing.id, window, {
    now: deps.now(),
    excludeReservationId: query.excludeReservationID ?? null,
  });
  return calendarDays(listing, data, window);
}

/** GET calendar/special-price/{id}: the dates with a special price, from today on. */
export async function getSpecialPrices(
  deps: Deps,
  userId: number,
  listingId: number,
): Promise<{ date: string; price: number }[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  return specialPricesFrom(deps.db, listing.id, listingToday(listing, deps.now()));
}

/** GET calendar/min-stay-blocked/{id}?start=D: the check-out dates the picker greys out. */
export async function getMinStayBlocked(
  deps: Deps,
  userId: number,
  listingId: number,
  start: string,
): Promise<string[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  const window = { start, end: addDays(start, MIN_STAY_HORIZON_DAYS) };
  const data = await loadCalendarWindow(deps.db, listing.id, window, { now: deps.now() });
  const calendar = calendarOf(data, window);
  return minStayBlockedDates(start, listingPricing(listing), calendar, MIN_STAY_HORIZON_DAYS);
}
