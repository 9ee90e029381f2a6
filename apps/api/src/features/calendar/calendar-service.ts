import type { CalendarDay } from '@gazda/contracts/calendar';
import {
  availabilityRules,
  listingClockAt,
  ruleBlockedCheckOuts,
} from '@gazda/domain/availability-rules';
import { addDays } from '@gazda/domain/dates';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { minStayBlockedDates } from '@gazda/domain/min-stay';
import type { ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { apartmentNotFound } from '../../errors';
import { listingToday, requireOwnListing } from './calendar-access';
import { calendarDays, calendarOf } from './calendar-model';
import { specialPricesFrom } from './calendar-repository';
import { loadCalendarWindow } from './calendar-window-repository';
import { loadOwnCalendarWindow, narrowWindow } from './own-calendar-repository';

/*
 * What other features use of the calendar (ADR 0018): the lock every write that could double-book
 * a night takes first (ADR 0010), one listing's window and the model read from it, and the
 * calendar's activity log.
 */
export { logCalendar, type CalendarActor, type CalendarEntry } from './calendar-activity';
export { calendarDays, occupiedRanges } from './calendar-model';
export { lockListingCalendar } from './calendar-repository';
export { loadCalendarWindow } from './calendar-window-repository';

/** How far ahead the date picker greys out check-out dates for one check-in. */
const MIN_STAY_HORIZON_DAYS = 366;

export type CalendarQuery = { start?: string; days: number; excludeReservationID?: number };

/** The days of GET calendar/{id} and what they were computed from. */
type ComputedCalendar = {
  days: CalendarDay[];
  listing: ListingRow;
  /** The window's first day: `start`, or the listing's today. */
  start: string;
  holdsExpireAt: Date | null;
};

/**
 * GET calendar/{id}: `days` days from `start` (today in the listing's zone by default). The
 * listing and the window's rows come in one statement; without `start` the listing's today is
 * not known before it, so the statement reads the days that can hold it (the UTC date ±1: every
 * zone's today) and the rows are then narrowed to the listing's own window.
 */
export async function computeCalendar(
  deps: Deps,
  userId: number,
  listingId: number,
  query: CalendarQuery,
  now: Date,
): Promise<ComputedCalendar> {
  const utcToday = now.toISOString().slice(0, 10);
  const read = query.start
    ? { start: query.start, end: addDays(query.start, query.days) }
    : { start: addDays(utcToday, -1), end: addDays(utcToday, query.days + 1) };
  const found = await loadOwnCalendarWindow(deps.db, listingId, userId, read, {
    now,
    excludeReservationId: query.excludeReservationID ?? null,
  });
  if (!found) throw apartmentNotFound();
  const start = query.start ?? listingToday(found.listing, now);
  const window = { start, end: addDays(start, query.days) };
  const data = query.start
    ? found.data
    : narrowWindow(found.data, window, found.listing.preparation_nights);
  const days = calendarDays(found.listing, data, window, now);
  return { days, listing: found.listing, start, holdsExpireAt: found.holdsExpireAt };
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
  return blockedCheckOuts(deps, listing, start);
}

/**
 * The check-outs a picker greys out for check-in `start`: the minimum stay's and the first taken
 * night's (`minStayBlockedDates`, preparation nights included) and the availability rules'
 * (`ruleBlockedCheckOuts`: max stay, weekdays closed to departure, a start that cannot be a
 * check-in). The host's and the public picker ask the same.
 */
export async function blockedCheckOuts(
  deps: Deps,
  listing: ListingRow,
  start: string,
): Promise<string[]> {
  const window = { start, end: addDays(start, MIN_STAY_HORIZON_DAYS) };
  const now = deps.now();
  const data = await loadCalendarWindow(deps.db, listing.id, window, { now });
  const calendar = calendarOf(data, window, listing.preparation_nights ?? 0);
  const clock = listingClockAt(now.getTime(), listing.time_zone);
  const dates = new Set([
    ...minStayBlockedDates(start, listingPricing(listing), calendar, MIN_STAY_HORIZON_DAYS),
    ...ruleBlockedCheckOuts(start, availabilityRules(listing), clock, MIN_STAY_HORIZON_DAYS),
  ]);
  return [...dates].sort();
}
