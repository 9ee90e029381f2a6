import { locales, intlLocale } from '@gazda/i18n/locales';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@gazda/i18n/format';
import { compactMoneyParts, longDate, monthLabel, weekdayNames } from './format';

/** A cell's price as it reads: the parts joined. */
const compactMoney = (...args: Parameters<typeof compactMoneyParts>) => {
  const { before, amount, after } = compactMoneyParts(...args);
  return `${before}${amount}${after}`;
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const money = (locale: string, currency: string, digits: number, display?: 'narrowSymbol') =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: display,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

function everything() {
  for (const locale of locales)
    for (let i = 0; i < 100; i++) {
      compactMoney(i * 150, i % 2 ? 'EUR' : 'RSD', locale);
      formatMoney(i * 150, 'EUR', locale);
      monthLabel(`2027-${String((i % 12) + 1).padStart(2, '0')}`, locale);
      weekdayNames(locale);
      weekdayNames(locale, 'long');
      longDate(`2027-01-${String((i % 28) + 1).padStart(2, '0')}`, locale);
    }
}

/** Whole and with cents, euros and dinars, zero. */
const PRICES = [
  [5000, 'EUR'],
  [5050, 'EUR'],
  [1200000, 'RSD'],
  [0, 'EUR'],
] as const;

describe('calendar formatting', () => {
  it.each(locales)('shows what a new Intl formatter with the same options shows (%s)', (locale) => {
    const intl = intlLocale(locale);
    for (const [minor, currency] of PRICES) {
      const digits = minor % 100 === 0 ? 0 : 2;
      expect(compactMoney(minor, currency, locale)).toBe(
        money(intl, currency, digits, 'narrowSymbol').format(minor / 100),
      );
      expect(formatMoney(minor, currency, locale)).toBe(
        money(intl, currency, 2).format(minor / 100),
      );
    }
    const month = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(monthLabel('2027-02', locale)).toBe(
      new Intl.DateTimeFormat(intl, month).format(utc('2027-02-01')),
    );
    for (const weekday of ['short', 'long'] as const) {
      const names = new Intl.DateTimeFormat(intl, { weekday, timeZone: 'UTC' });
      expect(weekdayNames(locale, weekday)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((d) => names.format(utc(`2024-01-0${d}`))),
      );
    }
    const long = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    } as const;
    expect(longDate('2027-01-06', locale)).toBe(
      new Intl.DateTimeFormat(intl, long).format(utc('2027-01-06')),
    );
  });

  it('Serbian and English as the grid shows them', () => {
    expect(monthLabel('2027-02', 'sr')).toBe('februar 2027.');
    expect(monthLabel('2027-02', 'en')).toBe('February 2027');
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(longDate('2027-01-06', 'en')).toBe('Wednesday, January 6, 2027');
    expect(compactMoney(5000, 'EUR', 'en')).toBe('€50');
  });

  it('splits a cell price into the amount and the currency around it, in both languages', () => {
    const nbsp = '\u00a0';
    expect(compactMoneyParts(3570, 'EUR', 'sr')).toEqual({
      before: '',
      amount: '35,70',
      after: `${nbsp}€`,
    });
    expect(compactMoneyParts(420000, 'RSD', 'sr')).toEqual({
      before: '',
      amount: '4.200',
      after: `${nbsp}RSD`,
    });
    expect(compactMoneyParts(3570, 'EUR', 'en')).toEqual({
      before: '€',
      amount: '35.70',
      after: '',
    });
    expect(compactMoneyParts(420000, 'RSD', 'en')).toEqual({
      before: `RSD${nbsp}`,
      amount: '4,200',
      after: '',
    });
    for (const locale of locales)
      for (const [minor, currency] of PRICES) {
        // Joined, the parts read as Intl's whole price (the first test); the amount alone is digits.
        expect(compactMoneyParts(minor, currency, locale).amount).toMatch(/^[\d.,]+$/);
      }
  });

  it('builds no Intl formatter per cell, month or render once each kind was used', () => {
    everything();
    const original = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
    let built = 0;
    const counting = <T extends object>(target: T) =>
      new Proxy(target, {
        construct: (t, args) => (built++, Reflect.construct(t as never, args) as object),
      });
    Object.assign(Intl, {
      NumberFormat: counting(original.NumberFormat),
      DateTimeFormat: counting(original.DateTimeFormat),
    });
    try {
      everything();
    } finally {
      Object.assign(Intl, original);
    }
    expect(built).toBe(0);
  });
});
