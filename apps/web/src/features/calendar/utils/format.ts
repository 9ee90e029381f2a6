import { dateFormatter, moneyFormatter } from '@gazda/i18n/format';
import type { Locale } from '@gazda/i18n/locales';
import type { LocalDate } from '@gazda/domain/dates';
import type { YearMonth } from './month';

/*
 * The grid formats every day's price and date: the formatters are the kept ones of
 * @gazda/i18n/format, built once per language and currency, never per cell or render.
 */

/** A price in a day cell: whole amounts without decimals, the short symbol (`50 €`, `€50`). */
export function compactMoney(minor: number, currency: string, locale: Locale): string {
  const style = minor % 100 === 0 ? 'narrowWhole' : 'narrow';
  return moneyFormatter(locale, currency, style).format(minor / 100);
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
