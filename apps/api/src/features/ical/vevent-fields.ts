import { nightsOverlapping } from '@gazda/domain/stay-window';
import ICAL from 'ical.js';
import { localValueOf, type Placement } from './event-dates';
import { addDays, toLocalDate } from './zoned-time';
import type { LocalDate } from './zoned-time';

/** Reading VEVENT properties the way every feed we know writes them. */
export function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function isCancelled(component: ICAL.Component): boolean {
  return textOf(component, 'status').toUpperCase() === 'CANCELLED';
}

export function tzidOf(prop: ICAL.Property | null | undefined): string | null {
  const tzid = prop?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/** A date that cannot be placed; the parser turns it into a feed-level parse_error. */
class UnplaceableEvent extends Error {
  override name = 'UnplaceableEvent';
}

const RAW_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// `DTSTART:20270106` without VALUE=DATE (hand-written feeds): ical.js reads it as a broken
// DATE-TIME `2027-01-06T::`; it is plainly a date.
const RAW_BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})T::$/;
const RAW_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/;

/**
 * The value of a DTSTART or DTEND, checked against the raw text first: ical.js silently rolls
 * an impossible 20270230 over to 2 March, and a block two days off is worse than a failed feed.
 */
function timeOf(prop: ICAL.Property): ICAL.Time {
  const raw: unknown = prop.jCal[3];
  if (typeof raw !== 'string') throw new UnplaceableEvent('date without a value');
  const date = RAW_DATE.exec(raw) ?? RAW_BARE_DATE.exec(raw);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
    if (toLocalDate(year, month, day) === null) throw new UnplaceableEvent('impossible date');
    return ICAL.Time.fromData({ year, month, day, isDate: true });
  }
  const parts = RAW_DATE_TIME.exec(raw)?.slice(1).map(Number);
  const [year = 0, month = 0, day = 0, hour = 99, minute = 99, second = 99] = parts ?? [];
  if (toLocalDate(year, month, day) === null || hour > 23 || minute > 59 || second > 60) {
    throw new UnplaceableEvent('impossible date-time');
  }
  const value = prop.getFirstValue();
  if (!(value instanceof ICAL.Time)) throw new UnplaceableEvent('unreadable date-time');
  return value;
}

/**
 * The nights `[start, end)` of a VEVENT: DTEND exclusive, else DTSTART + DURATION, else one night.
 * Null for a timed event that takes no night (an hour between check-out and check-in).
 */
export function datesOf(vevent: ICAL.Component, placement: Placement): Nights | null {
  const startProp = vevent.getFirstProperty('dtstart');
  if (!startProp) throw new UnplaceableEvent('VEVENT without DTSTART');
  const startTime = timeOf(startProp);
  const endProp = vevent.getFirstProperty('dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  if (endProp) {
    const endTime = timeOf(endProp);
    return rangeOf(startTime, tzidOf(startProp), endTime, tzidOf(endProp), placement);
  }
  if (duration instanceof ICAL.Duration) {
    const endTime = startTime.clone();
    endTime.addDuration(duration);
    return rangeOf(startTime, tzidOf(startProp), endTime, tzidOf(startProp), placement);
  }
  return rangeOf(startTime, tzidOf(startProp), null, null, placement);
}

type Nights = { start: LocalDate; end: LocalDate };

export function rangeOf(
  startTime: ICAL.Time,
  startZone: string | null,
  endTime: ICAL.Time | null,
  endZone: string | null,
  placement: Placement,
): Nights | null {
  const start = localValueOf(startTime, startZone, placement.timeZone);
  const end = endTime === null ? null : localValueOf(endTime, endZone, placement.timeZone);
  if (start === null || (endTime !== null && end === null))
    throw new UnplaceableEvent('invalid date');
  // A missing end, or one not after the start, blocks the start's night: a feed that gives no
  // length still means "not available then". (Dates and times compare as text: same format.)
  const startDate = start.slice(0, 10);
  if (end === null || end <= start) return { start: startDate, end: addDays(startDate, 1) };
  return nightsOverlapping(start, end, placement.stayWindow);
}
