import ICAL from 'ical.js';
import {
  addDays,
  instantOfUtcWallTime,
  instantOfWallTime,
  isTimeZone,
  toLocalDate,
  wallTimeAt,
} from './zoned-time';
import type { LocalDate, WallTime } from './zoned-time';

/**
 * The listing-local calendar date of a DTSTART or DTEND.
 *
 * `VALUE=DATE` is a calendar date and is taken as written: ical.js keeps the raw year, month and
 * day, and no JS Date in any zone is involved, so 20270331 stays 2027-03-31 whatever the server's
 * TZ. A DATE-TIME (Google, Outlook) is a moment: it becomes the wall clock in the listing's zone;
 * a start is floored to its date, an end with any time after midnight is rounded up to the next
 * date, so a stay ending at 10:00 still blocks that night and no night is ever lost.
 */
export function localDateOf(
  time: ICAL.Time,
  tzid: string | null,
  boundary: 'start' | 'end',
  timeZone: string,
): LocalDate | null {
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
  const afterMidnight = local.hour !== 0 || local.minute !== 0 || local.second !== 0;
  return boundary === 'end' && afterMidnight ? addDays(date, 1) : date;
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
