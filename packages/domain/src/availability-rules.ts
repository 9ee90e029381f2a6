import type { OccupiedRange, UnavailableReason } from './availability';
import { addDays, diffDays, fromDayNumber, toDayNumber, weekday, type LocalDate } from './dates';

/*
 * The availability rules a host sets on a listing (docs/rules/availability.md): how long a stay
 * may be, how soon and how far ahead it may start, which weekdays may not be a check-in or a
 * check-out, and how many nights stay free around every other stay. Pure: "now" is a
 * `ListingClock` the caller reads in the listing's time zone (`listingClockAt`).
 */

/** Each rule's code: the API's error code, the calendar's marks and the preview's explanation. */
export const AVAILABILITY_RULES = [
  'closed_to_arrival',
  'closed_to_departure',
  'advance_notice',
  'booking_window',
  'max_stay',
  'preparation_nights',
] as const;
export type AvailabilityRule = (typeof AVAILABILITY_RULES)[number];

/** The rules that keep a date from being a check-in (`arrivalRefusal`). */
type ArrivalRule = Exclude<AvailabilityRule, 'preparation_nights'>;
/** The rule that keeps a date from being a check-out. */
type DepartureRule = 'closed_to_departure';

/** 0 = Sunday … 6 = Saturday, as the keys of `min_stay_by_weekday`. */
type RuleWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type AvailabilityRules = {
  /** Nights, or null for no limit (a quote still refuses stays past 366 nights). */
  max_stay: number | null;
  /** 0–7 days between today and the earliest check-in. */
  advance_notice_days: number;
  /** `HH:MM` in the listing's zone: with no notice, same-day arrivals are booked until then. */
  same_day_cutoff: string | null;
  /** 0–3 nights kept free before and after every reservation, hold and imported block. */
  preparation_nights: number;
  /** null, or 30–730: the latest check-in is today plus this many days. */
  booking_window_days: number | null;
  closed_to_arrival: readonly RuleWeekday[];
  closed_to_departure: readonly RuleWeekday[];
};

/** The limits the listing form and the server's schemas check (one place, docs/rules). */
export const AVAILABILITY_LIMITS = {
  max_stay: { min: 1, max: 365 },
  advance_notice_days: { min: 0, max: 7 },
  preparation_nights: { min: 0, max: 3 },
  booking_window_days: { min: 30, max: 730 },
} as const;

/** A listing without rules: what every listing had before the rules existed. */
export const NO_AVAILABILITY_RULES: AvailabilityRules = {
  max_stay: null,
  advance_notice_days: 0,
  same_day_cutoff: null,
  preparation_nights: 0,
  booking_window_days: null,
  closed_to_arrival: [],
  closed_to_departure: [],
};

/** "Now" in the listing's time zone: its date and its wall-clock `HH:MM`. */
type ListingClock = { today: LocalDate; time: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a wall-clock `HH:MM` (00:00–23:59). */
function isCutoffTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Weekday numbers 0–6 from stored JSON, each once and in order; anything else is dropped. */
function ruleWeekdays(value: unknown): RuleWeekday[] {
  if (!Array.isArray(value)) return [];
  const days = value.filter((d): d is RuleWeekday => Number.isInteger(d) && d >= 0 && d <= 6);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The rule fields as stored (weekday lists as JSON) or as the panel holds them. */
export type AvailabilityRuleFields = {
  max_stay: number | null;
  advance_notice_days: number | null;
  same_day_cutoff: string | null;
  preparation_nights: number | null;
  booking_window_days: number | null;
  closed_to_arrival: unknown;
  closed_to_departure: unknown;
};

/** The one mapping of a listing's stored fields to `AvailabilityRules`, server and panel. */
export function availabilityRules(fields: AvailabilityRuleFields): AvailabilityRules {
  return {
    max_stay: fields.max_stay,
    advance_notice_days: fields.advance_notice_days ?? 0,
    same_day_cutoff: isCutoffTime(fields.same_day_cutoff) ? fields.same_day_cutoff : null,
    preparation_nights: fields.preparation_nights ?? 0,
    booking_window_days: fields.booking_window_days,
    closed_to_arrival: ruleWeekdays(fields.closed_to_arrival),
    closed_to_departure: ruleWeekdays(fields.closed_to_departure),
  };
}

/**
 * The earliest check-in: today plus the notice; with no notice, tomorrow once the same-day
 * cut-off has passed (at the cut-off itself it has: "until 18:00" ends at 18:00).
 */
function earliestCheckIn(rules: AvailabilityRules, clock: ListingClock): LocalDate {
  if (rules.advance_notice_days > 0) return addDays(clock.today, rules.advance_notice_days);
  if (rules.same_day_cutoff !== null && clock.time >= rules.same_day_cutoff)
    return addDays(clock.today, 1);
  return clock.today;
}

/** The latest check-in the booking window allows, or null without a window. */
function latestCheckIn(rules: AvailabilityRules, clock: ListingClock): LocalDate | null {
  return rules.booking_window_days === null
    ? null
    : addDays(clock.today, rules.booking_window_days);
}

/**
 * Why `date` cannot be a check-in, or null. A date before today is refused as advance notice too;
 * the booking routes answer "dates unavailable" for the past before they ask the rules.
 *
 * With the check-in's minimum stay (`minStayFor`), a date from which no stay can end is refused
 * too: `max_stay` when the minimum is longer than the maximum, `closed_to_departure` when every
 * check-out the two allow falls on a closed weekday (a week of lengths covers every weekday).
 */
export function arrivalRefusal(
  date: LocalDate,
  rules: AvailabilityRules,
  clock: ListingClock,
  minStay = 1,
): ArrivalRule | null {
  if (rules.closed_to_arrival.includes(weekday(date))) return 'closed_to_arrival';
  if (date < earliestCheckIn(rules, clock)) return 'advance_notice';
  const latest = latestCheckIn(rules, clock);
  if (latest !== null && date > latest) return 'booking_window';
  const shortest = Math.max(1, minStay);
  if (rules.max_stay !== null && shortest > rules.max_stay) return 'max_stay';
  if (rules.closed_to_departure.length === 0) return null;
  const longest = Math.min(rules.max_stay ?? shortest + 6, shortest + 6);
  for (let nights = shortest; nights <= longest; nights++) {
    if (!departureRefusal(addDays(date, nights), rules)) return null;
  }
  return 'closed_to_departure';
}

/** Why `date` cannot be a check-out, or null. */
export function departureRefusal(date: LocalDate, rules: AvailabilityRules): DepartureRule | null {
  return rules.closed_to_departure.includes(weekday(date)) ? 'closed_to_departure' : null;
}

/** The reasons whose nights get preparation nights around them: stays, not the host's blocks. */
const STAY_REASONS: ReadonlySet<UnavailableReason> = new Set(['reservation', 'inquiry', 'ical']);

/**
 * The nights `preparation_nights` keeps free around each stay: `[start - n, start)` and
 * `[end, end + n)` of every reservation, hold and imported block (a host's own blocked night is
 * not a stay and gets none). Merged with the stays by `unavailableDates`, a preparation night
 * shows only where nothing stronger occupies it.
 */
export function preparationRanges(
  ranges: readonly OccupiedRange[],
  nights: number,
): OccupiedRange[] {
  if (nights <= 0) return [];
  const around: OccupiedRange[] = [];
  for (const range of ranges) {
    if (!STAY_REASONS.has(range.reason) || range.end <= range.start) continue;
    around.push({ start: addDays(range.start, -nights), end: range.start, reason: 'preparation' });
    around.push({ start: range.end, end: addDays(range.end, nights), reason: 'preparation' });
  }
  return around;
}

/**
 * Every rule the stay `[check_in, check_out)` breaks, in `AVAILABILITY_RULES` order; empty when
 * the rules allow it. `unavailable` is the stay's nights as `unavailableDates` gives them with
 * `preparationRanges` merged in: a night whose only reason is preparation breaks
 * `preparation_nights` (a night taken by a stay is "no longer available", not a rule).
 */
export function stayRuleRefusals(
  stay: { check_in: LocalDate; check_out: LocalDate },
  rules: AvailabilityRules,
  clock: ListingClock,
  unavailable: ReadonlyMap<LocalDate, UnavailableReason> = new Map(),
): AvailabilityRule[] {
  const refused = new Set<AvailabilityRule>();
  if (rules.closed_to_arrival.includes(weekday(stay.check_in))) refused.add('closed_to_arrival');
  if (departureRefusal(stay.check_out, rules)) refused.add('closed_to_departure');
  if (stay.check_in < earliestCheckIn(rules, clock)) refused.add('advance_notice');
  const latest = latestCheckIn(rules, clock);
  if (latest !== null && stay.check_in > latest) refused.add('booking_window');
  if (rules.max_stay !== null && diffDays(stay.check_in, stay.check_out) > rules.max_stay)
    refused.add('max_stay');
  const first = toDayNumber(stay.check_in);
  const end = toDayNumber(stay.check_out);
  for (let day = first; day < end; day++) {
    if (unavailable.get(fromDayNumber(day)) === 'preparation') {
      refused.add('preparation_nights');
      break;
    }
  }
  return AVAILABILITY_RULES.filter((rule) => refused.has(rule));
}

/**
 * For a guest who picked check-in `start`: the dates of `(start, start + horizonDays]` the rules
 * refuse as check-out, on top of `minStayBlockedDates` (the API answers the union): every date
 * when `start` cannot be a check-in at all, else the dates past the maximum stay and the weekdays
 * closed to departure.
 */
export function ruleBlockedCheckOuts(
  start: LocalDate,
  rules: AvailabilityRules,
  clock: ListingClock,
  horizonDays: number,
): LocalDate[] {
  const startDay = toDayNumber(start);
  const closedStart = arrivalRefusal(start, rules, clock) !== null;
  const blocked: LocalDate[] = [];
  for (let day = startDay + 1; day <= startDay + horizonDays; day++) {
    const date = fromDayNumber(day);
    const tooLong = rules.max_stay !== null && day - startDay > rules.max_stay;
    if (closedStart || tooLong || departureRefusal(date, rules)) blocked.push(date);
  }
  return blocked;
}

/** `ListingClock` of an instant in a time zone: the edge where the API's clock enters. */
export function listingClockAt(epochMilliseconds: number, timeZone: string): ListingClock {
  const parts = clockFormatIn(timeZone).formatToParts(epochMilliseconds);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // Some runtimes write midnight as hour 24 with hourCycle h23 unset; h23 is asked for below.
  const hour = part('hour') === '24' ? '00' : part('hour');
  return {
    today: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${hour}:${part('minute')}`,
  };
}

const MAX_FORMATTERS = 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format;
}
