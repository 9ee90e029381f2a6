import { describe, expect, it } from 'vitest';
import { eachNight, isWeekendNight } from './dates';
import { quote } from './pricing';
import type { Quote } from './pricing-types';
import {
  workedExampleCalendar as calendar,
  workedExampleListing as listing,
  workedExampleSettings as settings,
} from './worked-example.fixture';

function quoteOf(check_in: string, check_out: string, guests: number): Quote {
  const result = quote({ listing, calendar, settings, stay: { check_in, check_out, guests } });
  if (!result.ok) throw new Error(`expected a quote, got ${result.error}`);
  return result.quote;
}

const feb2027Finals = eachNight('2027-02-01', '2027-03-01').map((d) =>
  isWeekendNight(d) ? 6000 : 5000,
);

// Every row of docs/rules/pricing.md's "Worked examples", every column.
describe.each([
  {
    stay: ['2027-01-06', '2027-01-09', 2],
    finals: [5000, 4500, 6000],
    nights_total: 15500,
    discount: { kind: null, percent: 0, amount: 0 },
    extra: 0,
    host_earnings: 15500,
    fee: 1550,
    vat: 310,
    total: 17360,
    advance: 5208,
    min_stay: 2,
    met: true,
    unavailable: [],
  },
  {
    stay: ['2027-01-06', '2027-01-13', 3],
    finals: [5000, 4500, 6000, 6000, 5000, 4250, 4250],
    nights_total: 35000,
    discount: { kind: 'weekly', percent: 10, amount: 3500 },
    extra: 7000,
    host_earnings: 38500,
    fee: 3850,
    vat: 770,
    total: 43120,
    advance: 12936,
    min_stay: 2,
    met: true,
    unavailable: [],
  },
  {
    stay: ['2027-07-02', '2027-07-05', 2],
    finals: [7200, 7200, 6000],
    nights_total: 20400,
    discount: { kind: null, percent: 0, amount: 0 },
    extra: 0,
    host_earnings: 20400,
    fee: 2040,
    vat: 408,
    total: 22848,
    advance: 6854,
    min_stay: 5,
    met: false,
    unavailable: [],
  },
  {
    stay: ['2027-01-09', '2027-01-11', 1],
    finals: [6000, 5000],
    nights_total: 11000,
    discount: { kind: null, percent: 0, amount: 0 },
    extra: 0,
    host_earnings: 11000,
    fee: 1100,
    vat: 220,
    total: 12320,
    advance: 3696,
    min_stay: 3,
    met: false,
    unavailable: [],
  },
  {
    stay: ['2027-02-01', '2027-03-01', 4],
    finals: feb2027Finals,
    nights_total: 148000,
    discount: { kind: 'monthly', percent: 25, amount: 37000 },
    extra: 56000,
    host_earnings: 167000,
    fee: 16700,
    vat: 3340,
    total: 187040,
    advance: 56112,
    min_stay: 2,
    met: true,
    unavailable: [],
  },
  {
    // "contains blocked 2027-01-20": quoted for the preview, refused for booking.
    stay: ['2027-01-18', '2027-01-22', 2],
    finals: [5000, 5000, 5000, 5000],
    nights_total: 20000,
    discount: { kind: null, percent: 0, amount: 0 },
    extra: 0,
    host_earnings: 20000,
    fee: 2000,
    vat: 400,
    total: 22400,
    advance: 6720,
    min_stay: 2,
    met: true,
    unavailable: ['2027-01-20'],
  },
] as const)('worked example $stay', (row) => {
  const [checkIn, checkOut, guests] = row.stay;
  const q = quoteOf(checkIn, checkOut, guests);

  it('prices every night', () => {
    expect(q.nights).toBe(row.finals.length);
    expect(q.nightly.map((n) => n.final)).toEqual(row.finals);
    expect(q.nightly.map((n) => n.date)).toEqual(eachNight(checkIn, checkOut));
  });

  it('adds up the breakdown', () => {
    expect(q).toMatchObject({
      currency: 'EUR',
      guests,
      nights_total: row.nights_total,
      discount: row.discount,
      extra_guest_fee: row.extra,
      host_earnings: row.host_earnings,
      service_fee: row.fee,
      vat: row.vat,
      total: row.total,
      advance: row.advance,
      remaining: row.total - row.advance,
    });
  });

  it('decides the minimum stay and availability', () => {
    expect(q.min_stay).toBe(row.min_stay);
    expect(q.min_stay_met).toBe(row.met);
    expect(q.unavailable_dates).toEqual(row.unavailable);
  });
});
