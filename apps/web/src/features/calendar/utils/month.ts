import { addDays, toDayNumber, weekday, type LocalDate } from '@gazda/domain/dates';

/** A calendar month as `YYYY-MM`, the shape of the editor's `month` search param. */
export type YearMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function isYearMonth(value: unknown): value is YearMonth {
  return typeof value === 'string' && MONTH.test(value);
}

export function monthOf(date: LocalDate): YearMonth {
  return date.slice(0, 7);
}

export function firstDayOf(month: YearMonth): LocalDate {
  return `${month}-01`;
}

export function addMonths(month: YearMonth, count: number): YearMonth {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  const nextYear = Math.floor(index / 12);
  return `${String(nextYear).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

function daysInMonth(month: YearMonth): number {
  return toDayNumber(firstDayOf(addMonths(month, 1))) - toDayNumber(firstDayOf(month));
}

/** `count` months starting at `first`. */
export function monthSequence(first: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

/** Monday = 0 … Sunday = 6: the column of a date in a Monday-first week. */
function mondayColumn(date: LocalDate): number {
  return (weekday(date) + 6) % 7;
}

/**
 * The weeks of a month, Monday first: each week has seven cells, a date of the month or null for
 * the padding before the first and after the last day.
 */
export function monthWeeks(month: YearMonth): (LocalDate | null)[][] {
  const first = firstDayOf(month);
  const cells: (LocalDate | null)[] = Array.from({ length: mondayColumn(first) }, () => null);
  const length = daysInMonth(month);
  for (let i = 0; i < length; i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (LocalDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month a `month` param asks for, inside `[first, last]`; anything else is `first`. */
export function clampMonthParam(
  value: string | null,
  first: YearMonth,
  last: YearMonth,
): YearMonth {
  if (!isYearMonth(value)) return first;
  if (value < first) return first;
  if (value > last) return last;
  return value;
}
