import { intlLocale, type Locale } from './locales';

// Every currency the product prices in (EUR, RSD) has 100 minor units; see @gazda/domain/money.
const MINOR_UNITS_PER_MAJOR = 100;

export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / MINOR_UNITS_PER_MAJOR);
}

/** A `YYYY-MM-DD` local date as midnight UTC, so formatting in UTC never shifts the day. */
function utcOf(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** A `YYYY-MM-DD` local date, shown without any time-zone shift (`6. jan 2027.` / `Jan 6, 2027`). */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcOf(date));
}

/** Without the year, for rows of a breakdown (`6. jan` / `Jan 6`). */
export function formatShortDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcOf(date));
}

export function formatDateTime(iso: string, locale: Locale, timeZone = 'Europe/Belgrade'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
