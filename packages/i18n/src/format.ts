import type { Formatters } from 'intl-messageformat';
import { intlLocale, type Locale } from './locales';

// Every currency the product prices in (EUR, RSD) has 100 minor units; see @gazda/domain/money.
const MINOR_UNITS_PER_MAJOR = 100;

/*
 * Building an Intl formatter costs far more than using one (locale negotiation, ICU data), and the
 * panel formats every price cell, calendar day and row of a list: each formatter is built once per
 * language and named option set (and currency or time zone), then kept. The option sets are fixed
 * by name below, so a key is a few words, never an options object turned into text per call.
 */
const dateStyles = {
  /** `6. jan 2027.` / `Jan 6, 2027` */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** `6. jan` / `Jan 6` */
  shortDate: { day: 'numeric', month: 'short' },
  /** `sreda, 6. januar 2027.` / `Wednesday, January 6, 2027` */
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** `februar 2027.` / `February 2027` */
  month: { month: 'long', year: 'numeric' },
  /** `feb 27` / `Feb 27`, under a chart's bars */
  shortMonth: { month: 'short', year: '2-digit' },
  /** `pon` / `Mon` */
  weekday: { weekday: 'short' },
  /** `ponedeljak` / `Monday` */
  longWeekday: { weekday: 'long' },
  /** `6. jan 2027. 14:05` / `Jan 6, 2027, 2:05 PM` */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** `14:05:09` in both languages (a screen on the wall) */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof dateStyles;

const moneyStyles = {
  /** `1.234,50 €` / `€1,234.50` */
  full: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** The short symbol (`50,50 €`, `€50.50`) */
  narrow: { currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** The short symbol, whole amounts (`50 €`, `€50`) */
  narrowWhole: {
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  },
} satisfies Record<string, Intl.NumberFormatOptions>;

type MoneyStyle = keyof typeof moneyStyles;

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules;

// Currencies and time zones come from data: bounded, so a long-running server never grows it.
const MAX_KEPT = 1000;
const kept = new Map<string, Formatter>();

function keep<T extends Formatter>(key: string, make: () => T): T {
  let formatter = kept.get(key) as T | undefined;
  if (!formatter) {
    // A currency or time zone Intl refuses throws here, as it did before, and is not kept.
    formatter = make();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, formatter);
  }
  return formatter;
}

/** The kept date formatter of a named style; dates of `YYYY-MM-DD` are shown in UTC (no shift). */
export function dateFormatter(
  locale: Locale,
  style: DateStyle,
  timeZone = 'UTC',
): Intl.DateTimeFormat {
  return keep(
    `date|${locale}|${style}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { ...dateStyles[style], timeZone }),
  );
}

/** The kept money formatter of a named style, for amounts in major units. */
export function moneyFormatter(
  locale: Locale,
  currency: string,
  style: MoneyStyle = 'full',
): Intl.NumberFormat {
  return keep(
    `money|${locale}|${style}|${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        ...moneyStyles[style],
      }),
  );
}

/** A share in per mille as a percentage with at most one decimal (`16,9 %` / `16.9%`). */
export function formatPermille(permille: number, locale: Locale): string {
  return keep(
    `percent|${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }),
  ).format(permille / 1000);
}

/** An amount in minor units (`1.234,50 €` / `€1,234.50`). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return moneyFormatter(locale, currency).format(amount / MINOR_UNITS_PER_MAJOR);
}

/** A `YYYY-MM-DD` local date as midnight UTC, so formatting in UTC never shifts the day. */
function utcOf(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** A `YYYY-MM-DD` local date, shown without any time-zone shift (`6. jan 2027.` / `Jan 6, 2027`). */
export function formatDate(date: string, locale: Locale): string {
  return dateFormatter(locale, 'date').format(utcOf(date));
}

/** Without the year, for rows of a breakdown (`6. jan` / `Jan 6`). */
export function formatShortDate(date: string, locale: Locale): string {
  return dateFormatter(locale, 'shortDate').format(utcOf(date));
}

/** A `YYYY-MM` month (`februar 2027.` / `February 2027`, short: `feb 27` / `Feb 27`). */
export function formatMonth(month: string, locale: Locale, short = false): string {
  return dateFormatter(locale, short ? 'shortMonth' : 'month').format(utcOf(`${month}-01`));
}

export function formatDateTime(iso: string, locale: Locale, timeZone = 'Europe/Belgrade'): string {
  return dateFormatter(locale, 'dateTime', timeZone).format(new Date(iso));
}

/*
 * The formatters ICU messages use (numbers, dates, plurals inside a message: ./translate), kept
 * the same way and shared by every message. Their options come from the parsed messages, a few
 * distinct small objects, so here they are keyed by their text.
 */
export const messageFormatters: Formatters = {
  getNumberFormat: (locales, options) =>
    keep(
      `msg-number|${String(locales)}|${options ? JSON.stringify(options) : ''}`,
      () => new Intl.NumberFormat(locales, options),
    ),
  getDateTimeFormat: (locales, options) =>
    keep(
      `msg-date|${String(locales)}|${options ? JSON.stringify(options) : ''}`,
      () => new Intl.DateTimeFormat(locales, options),
    ),
  getPluralRules: (locales, options) =>
    keep(
      `msg-plural|${String(locales)}|${options ? JSON.stringify(options) : ''}`,
      () => new Intl.PluralRules(locales, options),
    ),
};

/**
 * The first formatter a page builds loads its language's ICU data: about 25 ms, 100 ms on a slow
 * phone, inside whichever render formats first (issue #9). These build the usual first ones (a
 * price, a short date, a plural inside a message) ahead of time, one call each, for the panel to
 * run as separate tasks while the first screen's data is on its way (apps/web/src/main.tsx).
 */
export function formatterWarmUps(locale: Locale): (() => unknown)[] {
  return [
    () => moneyFormatter(locale, 'EUR'),
    () => dateFormatter(locale, 'shortDate'),
    // As ./translate's messages ask for it (intl-messageformat: a plural's cardinal rules).
    () => messageFormatters.getPluralRules(intlLocale(locale), { type: 'cardinal' }),
  ];
}
