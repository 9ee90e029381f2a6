import { intlLocale, type Locale } from '@gazda/i18n/locales';
import type { LocalDate } from '@gazda/domain/dates';
import type { YearMonth } from './month';

/**
 * Intl formatters are costly to build and the grid formats every day's price and date: one of
 * each kind per language and currency, built on first use and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A price in a day cell: whole amounts without decimals, the short symbol (`50 €`, `€50`). */
export function compactMoney(minor: number, currency: string, locale: Locale): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return cached(
    `compact|${locale}|${currency}|${digits}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(minor / 100);
}

/** A full price for a screen reader (`50,00 €`): what formatMoney says, with a kept formatter. */
export function fullMoney(minor: number, currency: string, locale: Locale): string {
  return cached(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(minor / 100);
}

function utcDate(date: LocalDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** `februar 2027.` / `February 2027` */
export function monthLabel(month: YearMonth, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(`${month}-01`));
}

/** Monday-first short weekday names (`pon` … `ned`, `Mon` … `Sun`). 2024-01-01 was a Monday. */
export function weekdayNames(locale: Locale, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(utcDate(`2024-01-0${i + 1}`)));
}

/** A day for a screen reader: `sreda, 6. januar 2027.` / `Wednesday, January 6, 2027`. */
export function longDate(date: LocalDate, locale: Locale): string {
  return cached(
    `long|${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(utcDate(date));
}
