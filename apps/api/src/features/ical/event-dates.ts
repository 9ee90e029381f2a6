import type { LocalDateTime, StayWindow } from '@gazda/domain/stay-window';
import ICAL from 'ical.js';
import {
  instantOfUtcWallTime,
  instantOfWallTime,
  isTimeZone,
  toLocalDate,
  wallTimeAt,
} from './zoned-time';
import type { LocalDate, WallTime } from './zoned-time';

/** Where a feed's dates land: the listing's zone and its check-in and check-out times. */
export type Placement = { timeZone: string; stayWindow: StayWindow };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The listing-local value of a DTSTART or DTEND.
 *
 * `VALUE=DATE` is a calendar date and is taken as written: ical.js keeps the raw year, month and
 * day, and no JS Date in any zone is involved, so 20270331 stays 2027-03-31 whatever the server's
 * TZ. A DATE-TIME (Google, Outlook) is a moment: it becomes the wall clock in the listing's zone,
 * `YYYY-MM-DDTHH:MM:SS`, and the domain's stay-window rule decides which nights it takes.
 */
export function localValueOf(
  time: ICAL.Time,
  tzid: string | null,
  timeZone: string,
): LocalDate | LocalDateTime | null {
  if (time.isDate) return toLocalDate(time.year, time.month, time.day);
  const wall: WallTime = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  const local = listingWallTime(time, wall, tzid, timeZone);
  const date = toLocalDate(local.year, local.month, local.day);
  if (date === null) return null;
  // A leap second (:60) is read as :59; the nights cannot differ.
  return `${date}T${pad(local.hour)}:${pad(local.minute)}:${pad(Math.min(local.second, 59))}`;
}

function listingWallTime(
  time: ICAL.Time,
  wall: WallTime,
  tzid: string | null,
  timeZone: string,
): WallTime {
  const utc = ICAL.Timezone.utcTimezone;
  if (time.zone === utc) return wallTimeAt(instantOfUtcWallTime(wall), timeZone);
  const name = tzid === null ? null : tzid.replace(/^"|"$/g, '').replace(/^\//, '');
  // Floating times and times already in the listing's zone are its wall clock as they stand.
  if (name === null || name === timeZone) return wall;
  // RFC 5545: a VTIMEZONE in the feed defines the TZID; ical.js attached it to the time.
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid === name && zone.component) {
    return wallTimeAt(instantOfUtcWallTime(wall) - zone.utcOffset(time) * 1000, timeZone);
  }
  if (isTimeZone(name)) return wallTimeAt(instantOfWallTime(wall, name), timeZone);
  // An unknown zone without a definition: the listing's own time is the least surprising reading.
  return wall;
}
