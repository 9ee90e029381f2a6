/**
 * A calendar date in the listing's time zone, `YYYY-MM-DD`. Validate at the edge with
 * `isLocalDate`; the functions below throw a RangeError on anything else.
 */
export type LocalDate = string;

/** 0 = Sunday … 6 = Saturday, like `Date#getUTCDay`. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function partsOf(value: string): [number, number, number] | null {
  const match = PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

function requireParts(date: LocalDate): [number, number, number] {
  const parts = partsOf(date);
  if (!parts) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return parts;
}

export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && partsOf(value) !== null;
}

/*
 * The conversions below are pure, and a calendar converts the same few hundred dates thousands of
 * times (a 366-day answer spent a third of its time here): up to 100,000 converted dates and day
 * numbers are remembered, each way.
 */
const CACHED = 100_000;
const datesByDayNumber = new Map<number, LocalDate>();
const dayNumbersByDate = new Map<string, number>();

export function toDayNumber(date: LocalDate): number {
  const known = dayNumbersByDate.get(date);
  if (known !== undefined) return known;
  const dayNumber = computeDayNumber(date);
  if (dayNumbersByDate.size < CACHED) dayNumbersByDate.set(date, dayNumber);
  return dayNumber;
}

/*
 * Days since 1970-01-01 from the date parts alone (H. Hinnant's civil calendar algorithms),
 * so no Date object and no process time zone can shift a date.
 */
function computeDayNumber(date: LocalDate): number {
  const [year, month, day] = requireParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromDayNumber(dayNumber: number): LocalDate {
  const known = datesByDayNumber.get(dayNumber);
  if (known !== undefined) return known;
  const date = computeDate(dayNumber);
  if (datesByDayNumber.size < CACHED) datesByDayNumber.set(dayNumber, date);
  return date;
}

function computeDate(dayNumber: number): LocalDate {
  if (!Number.isSafeInteger(dayNumber)) throw new RangeError(`not a day number: ${dayNumber}`);
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1 || year > 9999) throw new RangeError(`date out of range: day ${dayNumber}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to`; the number of nights of `[from, to)`. */
export function diffDays(from: LocalDate, to: LocalDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function weekdayOfDayNumber(dayNumber: number): Weekday {
  // 1970-01-01 was a Thursday.
  return ((((dayNumber + 4) % 7) + 7) % 7) as Weekday;
}

export function weekday(date: LocalDate): Weekday {
  return weekdayOfDayNumber(toDayNumber(date));
}

/** Friday and Saturday nights are the weekend nights of docs/rules/pricing.md rule 2. */
export function isWeekendNight(date: LocalDate): boolean {
  const day = weekday(date);
  return day === 5 || day === 6;
}

export function compareDates(a: LocalDate, b: LocalDate): -1 | 0 | 1 {
  requireParts(a);
  requireParts(b);
  // Zero-padded ISO dates order lexically.
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The nights of the stay `[checkIn, checkOut)`; empty when checkOut is not after checkIn. */
export function eachNight(checkIn: LocalDate, checkOut: LocalDate): LocalDate[] {
  const first = toDayNumber(checkIn);
  const end = toDayNumber(checkOut);
  const nights: LocalDate[] = [];
  for (let day = first; day < end; day++) nights.push(fromDayNumber(day));
  return nights;
}

/**
 * The calendar date of an instant in a time zone ("today" of a listing). This is the edge where
 * time zones enter; the caller passes the instant, so the domain still reads no clock.
 */
export function localDateAt(epochMilliseconds: number, timeZone: string): LocalDate {
  const parts = dateFormatIn(timeZone).formatToParts(epochMilliseconds);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  requireParts(date);
  return date;
}

/*
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
 * A zone the runtime refuses throws here as before and is not cached; the map is bounded.
 */
const MAX_FORMATTERS = 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format;
}
