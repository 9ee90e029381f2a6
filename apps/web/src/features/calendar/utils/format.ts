import { dateFormatter, moneyFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { LocalDate } from '@gazda/domain/dates';
import type { YearMonth } from './month';

/*
 * The grid formats every day's price and date: the formatters are the kept ones of
 * @gazda/i18n/format, built once per language and currency, never per cell or render.
 */

/** A day cell's price in parts: the amount, and the currency with its space before or after it. */
type CompactMoney = { before: string; amount: string; after: string };

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);

/**
 * A price in a day cell: whole amounts without decimals, the short symbol (`50 €`, `€50`,
 * `35,70 €`, `4.200 RSD`), split so that the grid can let the currency give way where a long
 * price does not fit a narrow cell (the full price is in the cell's label).
 */
export function compactMoneyParts(minor: number, currency: string, locale: Locale): CompactMoney {
  const style = minor % 100 === 0 ? 'narrowWhole' : 'narrow';
  const parts = moneyFormatter(locale, currency, style).formatToParts(minor / 100);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    before: text(0, first),
    amount: text(first, last + 1),
    after: text(last + 1, parts.length),
  };
}

function utcDate(date: LocalDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** `februar 2027.` / `February 2027` */
export function monthLabel(month: YearMonth, locale: Locale): string {
  return dateFormatter(locale, 'month').format(utcDate(`${month}-01`));
}

/** Monday-first short weekday names (`pon` … `ned`, `Mon` … `Sun`). 2024-01-01 was a Monday. */
export function weekdayNames(locale: Locale, width: 'short' | 'long' = 'short'): string[] {
  const format = dateFormatter(locale, width === 'short' ? 'weekday' : 'longWeekday');
  return Array.from({ length: 7 }, (_, i) => format.format(utcDate(`2024-01-0${i + 1}`)));
}

/** A day for a screen reader: `sreda, 6. januar 2027.` / `Wednesday, January 6, 2027`. */
export function longDate(date: LocalDate, locale: Locale): string {
  return dateFormatter(locale, 'longDate').format(utcDate(date));
}
