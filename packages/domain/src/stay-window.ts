import { addDays, isLocalDate, type LocalDate } from './dates';

/** A listing-local wall-clock time, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS`. */
export type LocalDateTime = string;

/** `HH:MM`: from when a guest may arrive on a night's date, until when they leave the next day. */
export type StayWindow = { checkIn: string; checkOut: string };

/**
 * Used when the listing has not set its times yet (the listing form asks for them): the usual
 * hotel times in Serbia. A later check-out than 10:00 would only make timed events block less.
 */
export const DEFAULT_STAY_WINDOW: StayWindow = { checkIn: '14:00', checkOut: '10:00' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;

/** The listing's own times, each falling back to the default when unset or malformed. */
export function stayWindowOf(checkIn: string | null, checkOut: string | null): StayWindow {
  return {
    checkIn: checkIn !== null && TIME.test(checkIn) ? checkIn : DEFAULT_STAY_WINDOW.checkIn,
    checkOut: checkOut !== null && TIME.test(checkOut) ? checkOut : DEFAULT_STAY_WINDOW.checkOut,
  };
}

const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

function split(value: LocalDateTime): [LocalDate, string] {
  const match = DATE_TIME.exec(value);
  if (!match || !isLocalDate(match[1]) || !TIME.test(match[2]!))
    throw new RangeError(`not a YYYY-MM-DDTHH:MM[:SS] time: ${value}`);
  return [match[1], seconds(match[2]!)];
}

/**
 * The nights `[start, end)` that something occupying `[from, to)` takes from hotel guests.
 *
 * Night D is the stay window from check-in on D to check-out on D + 1. A timed value blocks the
 * night when it overlaps that window: a guest leaving at 10:00 on the 13th does not take the night
 * of the 13th, one leaving at 16:00 does (it overlaps the 13th's window from 14:00); someone
 * arriving at 00:30 on the 7th takes the night of the 6th. Comparing wall-clock times is enough:
 * check-in and check-out are never inside a daylight-saving gap or overlap (02:00–03:00).
 *
 * A bare date keeps its calendar meaning: `from` is the first night, `to` is exclusive, as in a
 * stay `[check_in, check_out)`. Null when no night is touched (an hour between check-out and
 * check-in, or `to` not after `from`).
 */
export function nightsOverlapping(
  from: LocalDate | LocalDateTime,
  to: LocalDate | LocalDateTime,
  window: StayWindow,
): { start: LocalDate; end: LocalDate } | null {
  const start = firstNight(from, seconds(window.checkOut));
  const end = nightAfterLast(to, seconds(window.checkIn));
  return start < end ? { start, end } : null;
}

/** The first night whose window ends after `from`: before check-out, the night before is taken. */
function firstNight(from: LocalDate | LocalDateTime, checkOut: string): LocalDate {
  if (isLocalDate(from)) return from;
  const [date, time] = split(from);
  return time < checkOut ? addDays(date, -1) : date;
}

/** The night after the last one whose window starts before `to`: after check-in, that day's. */
function nightAfterLast(to: LocalDate | LocalDateTime, checkIn: string): LocalDate {
  if (isLocalDate(to)) return to;
  const [date, time] = split(to);
  return time > checkIn ? addDays(date, 1) : date;
}
