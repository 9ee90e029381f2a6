import { describe, expect, it } from 'vitest';
import { addDays, eachNight } from './dates';
import { hostEarningsOf, nightlyPrices, priceNight, quote } from './pricing';
import {
  DEFAULT_PRICING_SETTINGS,
  pricingCalendar,
  type Quote,
  type QuoteInput,
} from './pricing-types';
import {
  LAST_MINUTE,
  LETO,
  workedExampleCalendar as calendar,
  workedExampleListing as listing,
  workedExampleSettings as settings,
} from './worked-example.fixture';

// pricing.ts's MAX_STAY_NIGHTS, said again: changing it changes this test.
const MAX_STAY_NIGHTS = 366;

function quoteOf(
  check_in: string,
  check_out: string,
  guests: number,
  overrides: Partial<QuoteInput> = {},
): Quote {
  const result = quote({
    listing,
    calendar,
    settings,
    stay: { check_in, check_out, guests },
    ...overrides,
  });
  if (!result.ok) throw new Error(`expected a quote, got ${result.error}`);
  return result.quote;
}

describe('nightly lines', () => {
  it('counts 8 weekend nights in the 28 nights of February 2027', () => {
    expect(
      quoteOf('2027-02-01', '2027-03-01', 4).nightly.filter((n) => n.base === 6000),
    ).toHaveLength(8);
  });

  it('shows base, special, rule and final as in the API example', () => {
    expect(quoteOf('2027-01-06', '2027-01-09', 2).nightly).toEqual([
      {
        date: '2027-01-06',
        base: 5000,
        special: null,
        rule_id: null,
        rule_price: null,
        final: 5000,
      },
      {
        date: '2027-01-07',
        base: 5000,
        special: 4500,
        rule_id: null,
        rule_price: null,
        final: 4500,
      },
      {
        date: '2027-01-08',
        base: 6000,
        special: null,
        rule_id: null,
        rule_price: null,
        final: 6000,
      },
    ]);
  });

  it('keeps the rule price on the line when a special price overrides it', () => {
    const withSpecial = pricingCalendar({
      special_prices: { '2027-07-03': 100 },
      rules: [...calendar.rules.values()],
      rule_by_date: calendar.rule_by_date,
    });
    expect(quoteOf('2027-07-02', '2027-07-04', 2, { calendar: withSpecial }).nightly).toEqual([
      {
        date: '2027-07-02',
        base: 6000,
        special: null,
        rule_id: LETO,
        rule_price: 7200,
        final: 7200,
      },
      { date: '2027-07-03', base: 6000, special: 100, rule_id: LETO, rule_price: 7200, final: 100 },
    ]);
  });

  it.each([
    [-100, 5000, 0],
    [-15, 5000, 4250],
    [-1, 4999, 4949], // 4949.01
    [-50, 4999, 2500], // 2499.5 rounds away from zero
    [0, 5000, 5000],
    [33, 4999, 6649], // 6648.67
    [500, 5000, 30000],
  ])('rule of %i %% on %i is %i', (percent, base, expected) => {
    const cal = pricingCalendar({
      rules: [{ id: 'r', name: 'r', color: '#000', min_stay: null, price_percent: percent }],
      rule_by_date: { '2027-01-06': 'r' },
    });
    const q = quoteOf('2027-01-06', '2027-01-07', 1, {
      calendar: cal,
      listing: { ...listing, base_price: base },
    });
    expect(q.nightly[0]).toMatchObject({ rule_id: 'r', rule_price: expected, final: expected });
  });

  it('uses the base price on weekend nights when no weekend price is set', () => {
    const q = quoteOf('2027-01-08', '2027-01-10', 2, {
      listing: { ...listing, weekend_price: null },
    });
    expect(q.nightly.map((n) => n.base)).toEqual([5000, 5000]);
  });

  it('ignores a date assigned to a rule that no longer exists', () => {
    const cal = pricingCalendar({ rule_by_date: { '2027-01-11': LAST_MINUTE } });
    expect(quoteOf('2027-01-11', '2027-01-12', 1, { calendar: cal }).nightly[0]).toMatchObject({
      rule_id: null,
      rule_price: null,
      final: 5000,
    });
  });
});

describe('discounts', () => {
  it.each([
    // nights, weekly, monthly, kind
    [6, 10, 25, null],
    [7, 10, 25, 'weekly'],
    [27, 10, 25, 'weekly'],
    [28, 10, 25, 'monthly'],
    [28, 10, null, 'weekly'],
    [28, 10, 0, 'weekly'],
    [28, null, null, null],
    [7, null, 25, null],
    [7, 0, 25, null],
  ])('%i nights with weekly %s and monthly %s → %s', (nights, weekly, monthly, kind) => {
    const q = quoteOf('2027-03-01', addDays('2027-03-01', nights), 1, {
      listing: { ...listing, weekly_discount_percent: weekly, monthly_discount_percent: monthly },
    });
    expect(q.discount.kind).toBe(kind);
    const percent = kind === 'monthly' ? monthly : kind === 'weekly' ? weekly : 0;
    expect(q.discount.percent).toBe(percent);
    expect(q.discount.amount).toBe(Math.round((q.nights_total * (percent ?? 0)) / 100));
  });
});

describe('extra guests', () => {
  it.each([
    // guests, price, threshold, fee for 2 nights
    [1, 1000, 2, 0],
    [2, 1000, 2, 0],
    [3, 1000, 2, 2000],
    [6, 1000, 2, 8000],
    [6, 1000, 6, 0],
    [6, 1000, 8, 0], // threshold above max guests: nobody is extra
    [6, null, 2, 0],
    [6, 1000, null, 0],
  ])('%i guests, %s above %s → %i', (guests, price, threshold, fee) => {
    const q = quoteOf('2027-03-01', '2027-03-03', guests, {
      listing: { ...listing, extra_guest_price: price, extra_guest_threshold: threshold },
    });
    expect(q.extra_guest_fee).toBe(fee);
  });
});

describe('settings', () => {
  it('never asks an advance below the platform fee and its VAT', () => {
    const q = quoteOf('2027-01-06', '2027-01-09', 2, {
      settings: { ...settings, advance_percent: 5 },
    });
    expect(q.advance).toBe(q.service_fee + q.vat);
    expect(q.advance).toBe(1860);
    expect(q.remaining).toBe(15500);
  });

  it('has the defaults of docs/rules/decisions.md §6', () => {
    expect(DEFAULT_PRICING_SETTINGS).toEqual({
      service_fee_percent: 10,
      vat_percent: 20,
      advance_percent: 30,
    });
  });

  it('charges no platform fee when the fee is 0 %, e.g. a manual reservation', () => {
    const q = quoteOf('2027-01-06', '2027-01-09', 2, {
      settings: { ...settings, service_fee_percent: 0 },
    });
    expect(q).toMatchObject({ service_fee: 0, vat: 0, total: 15500, advance: 4650 });
  });
});

describe('refused input', () => {
  it.each([
    ['2027-01-06', '2027-01-06', 2, 'invalid_range'],
    ['2027-01-09', '2027-01-06', 2, 'invalid_range'],
    ['2027-02-30', '2027-03-02', 2, 'invalid_date'],
    ['2027-01-06', '06.01.2027', 2, 'invalid_date'],
    ['2027-01-01', '2028-01-03', 2, 'stay_too_long'],
    ['2027-01-06', '2027-01-09', 0, 'invalid_guests'],
    ['2027-01-06', '2027-01-09', -1, 'invalid_guests'],
    ['2027-01-06', '2027-01-09', 1.5, 'invalid_guests'],
    ['2027-01-06', '2027-01-09', 7, 'too_many_guests'],
  ])('%s → %s with %s guests: %s', (check_in, check_out, guests, error) => {
    expect(quote({ listing, calendar, settings, stay: { check_in, check_out, guests } })).toEqual({
      ok: false,
      error,
    });
  });

  it(`accepts ${MAX_STAY_NIGHTS} nights, a leap year`, () => {
    expect(quoteOf('2028-01-01', '2029-01-01', 1).nights).toBe(366);
  });
});

describe('a year-long quote', () => {
  const everyDay = eachNight('2027-01-01', '2028-01-01');
  const busy = pricingCalendar({
    special_prices: everyDay.filter((_, i) => i % 5 === 0).map((d) => [d, 4000] as const),
    rules: [...calendar.rules.values()],
    rule_by_date: everyDay
      .filter((_, i) => i % 3 === 0)
      .map((d, i) => [d, i % 2 ? LETO : LAST_MINUTE] as const),
    unavailable: [],
  });

  it('prices 365 nights', () => {
    const q = quoteOf('2027-01-01', '2028-01-01', 4, { calendar: busy });
    expect(q.nights).toBe(365);
    expect(q.nightly).toHaveLength(365);
    expect(q.discount.kind).toBe('monthly');
    expect(q.nights_total).toBe(q.nightly.reduce((sum, n) => sum + n.final, 0));
  });

  it('is fast', () => {
    const started = performance.now();
    for (let i = 0; i < 200; i++) quoteOf('2027-01-01', '2028-01-01', 4, { calendar: busy });
    const perQuote = (performance.now() - started) / 200;
    // Typically well under 0.5 ms; the bound only catches an accidental quadratic loop.
    expect(perQuote).toBeLessThan(10);
  });
});

describe('priceNight (rule 3)', () => {
  it.each([
    ['the base alone', 5000, null, undefined, { rule_price: null, final: 5000 }],
    ['a rule of +20 %', 5000, null, { price_percent: 20 }, { rule_price: 6000, final: 6000 }],
    ['a rule of -15 %', 5000, null, { price_percent: -15 }, { rule_price: 4250, final: 4250 }],
    [
      'a rule rounded half away from zero',
      4999,
      null,
      { price_percent: -15 },
      { rule_price: 4249, final: 4249 },
    ],
    ['a special price over the base', 5000, 4500, undefined, { rule_price: null, final: 4500 }],
    [
      'a special price over a rule',
      5000,
      4500,
      { price_percent: 20 },
      { rule_price: 6000, final: 4500 },
    ],
    ['a rule of -100 %', 6000, null, { price_percent: -100 }, { rule_price: 0, final: 0 }],
  ] as const)('prices %s', (_name, base, special, rule, expected) => {
    expect(priceNight(base, special, rule)).toEqual(expected);
  });
});

describe('nightlyPrices', () => {
  it('are the nightly lines of the quote of the same nights', () => {
    const nights = nightlyPrices(listing, calendar, { start: '2027-01-04', end: '2027-01-25' });
    expect(nights).toEqual(quoteOf('2027-01-04', '2027-01-25', 2).nightly);
  });

  it.each([
    ['an empty window', '2027-01-06', '2027-01-06', 0],
    ['a window longer than a stay may be', '2027-01-01', '2028-07-01', 547],
  ])('price %s', (_name, start, end, count) => {
    const nights = nightlyPrices(listing, calendar, { start, end });
    expect(nights).toHaveLength(count);
    expect(nights.map((n) => n.date)).toEqual([...eachNight(start, end)]);
  });
});

describe('hostEarningsOf', () => {
  it.each([
    [
      'a platform booking: the quote less the fee and VAT',
      { quote: { host_earnings: 15500 }, total: 17360 },
      15500,
    ],
    ['a manual reservation: the whole total', { quote: null, total: 12000 }, 12000],
  ])('%s', (_name, booking, expected) => {
    expect(hostEarningsOf(booking)).toBe(expected);
  });

  it('is the total less the service fee and VAT of a real quote', () => {
    const q = quoteOf('2026-07-06', '2026-07-09', 2);
    expect(hostEarningsOf({ quote: q, total: q.total })).toBe(q.total - q.service_fee - q.vat);
  });
});
