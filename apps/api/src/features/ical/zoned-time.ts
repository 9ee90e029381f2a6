/**
 * The few date operations the iCal slice needs, kept local on purpose (the slice stays
 * self-contained). Calendar dates are `YYYY-MM-DD` strings; arithmetic goes through
 * `Date.UTC` and time zones through `Intl` with an explicit zone, so the result never depends
 * on the server's own TZ: no local-time constructor or getter anywhere (a test greps for them).
 */
export type LocalDate = string;

export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const DAY_MS = 86_400_000;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Null when the parts are not a real calendar date (20270230). */
export function toLocalDate(year: number, month: number, day: number): LocalDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || year > 9999 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a zone. */
export function wallTimeAt(instantMs: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function wallAsUtc(t: WallTime): number {
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
}

/**
 * The instant a wall-clock time denotes in a zone. Two passes settle the offset across a DST
 * change; a time inside a spring-forward gap lands one hour later, as calendars do.
 */
export function instantOfWallTime(t: WallTime, timeZone: string): number {
  const guess = wallAsUtc(t);
  const firstOffset = wallAsUtc(wallTimeAt(guess, timeZone)) - guess;
  const instant = guess - firstOffset;
  const secondOffset = wallAsUtc(wallTimeAt(instant, timeZone)) - instant;
  return secondOffset === firstOffset ? instant : guess - secondOffset;
}

export function instantOfUtcWallTime(t: WallTime): number {
  return wallAsUtc(t);
}
