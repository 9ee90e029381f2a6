import { diffDays, localDateAt, type LocalDate } from '@gazda/domain/dates';
import { addMonths, firstDayOf, monthOf, type YearMonth } from './month';

/** Months reachable after today's: a year ahead (issue 4: at least 12 months). */
const MONTHS_AHEAD = 12;

/*
 * Listings are in Serbia; the server's init-data answers the listing's own `today`, which decides
 * what is past. The browser only uses this zone to pick the first month to load, in parallel with
 * init-data instead of after it.
 */
const LISTING_TIME_ZONE = 'Europe/Belgrade';

export function browserToday(): LocalDate {
  return localDateAt(Date.now(), LISTING_TIME_ZONE);
}

export type CalendarWindow = {
  firstMonth: YearMonth;
  lastMonth: YearMonth;
  /** The first day loaded (first of today's month, so the month's past days show muted). */
  start: LocalDate;
  /** How many days are loaded: every day of the reachable months. */
  days: number;
  /** The day after the last loaded day. */
  end: LocalDate;
};

export function calendarWindow(today: LocalDate): CalendarWindow {
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, MONTHS_AHEAD);
  const start = firstDayOf(firstMonth);
  const end = firstDayOf(addMonths(lastMonth, 1));
  return { firstMonth, lastMonth, start, days: diffDays(start, end), end };
}
