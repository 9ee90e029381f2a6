import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  averageReviewHours,
  inquiryFunnel,
  insightsByCurrency,
  stayDistributions,
  yearEarlier,
  type InsightInput,
} from './insights';

describe("a stay's earnings night by night", () => {
  // A stay from 30 January: its first two nights are January's, the rest February's.
  it.each([
    [1000, 4, 500],
    [1001, 4, 501],
    [1003, 4, 502],
    [7, 3, 5],
    [0, 2, 0],
  ])('%i over %i nights: January gets %i, and the months add up', (total, nights, january) => {
    const [block] = insightsByCurrency({
      listings: [{ id: 1, currency: 'EUR', since: '2027-01-01' }],
      stays: [
        {
          listing_id: 1,
          check_in: '2027-01-30',
          check_out: addDays('2027-01-30', nights),
          status: 'confirmed',
          earnings: total,
          booked_on: '2027-01-01',
        },
      ],
      closed: [],
      imported: [],
      from: '2027-01-01',
      to: '2027-02-28',
    });
    expect(block!.months[0]!.earnings).toBe(january);
    expect(block!.months[0]!.earnings + block!.months[1]!.earnings).toBe(total);
  });
});

// Two listings in EUR over January and February 2027, counted by hand below.
const input: InsightInput = {
  listings: [
    { id: 1, currency: 'EUR', since: '2026-01-01' },
    { id: 2, currency: 'EUR', since: '2027-02-15' },
    { id: 3, currency: 'RSD', since: '2026-01-01' },
  ],
  stays: [
    // 29 Jan – 2 Feb: 3 nights in January, 1 in February; 40,003 cents → 3 × 10,001 + 10,000.
    {
      listing_id: 1,
      check_in: '2027-01-29',
      check_out: '2027-02-02',
      status: 'completed',
      earnings: 40_003,
      booked_on: '2027-01-01',
    },
    // Cancelled and no-show: neither nights nor earnings nor bookings.
    {
      listing_id: 1,
      check_in: '2027-01-10',
      check_out: '2027-01-12',
      status: 'cancelled',
      earnings: 20_000,
      booked_on: '2027-01-05',
    },
    {
      listing_id: 1,
      check_in: '2027-02-10',
      check_out: '2027-02-12',
      status: 'no_show',
      earnings: 20_000,
      booked_on: '2027-02-09',
    },
    // Confirmed, 7 nights in February on listing 2 (which opened on the 15th).
    {
      listing_id: 2,
      check_in: '2027-02-20',
      check_out: '2027-02-27',
      status: 'confirmed',
      earnings: 70_000,
      booked_on: '2026-11-01',
    },
    // A manual stay before the period: its nights inside the period count, the booking does not.
    {
      listing_id: 1,
      check_in: '2026-12-30',
      check_out: '2027-01-02',
      status: 'completed',
      earnings: 30_000,
      booked_on: '2026-12-29',
    },
    // Entered by hand before listing 2 opened: its nights count (booked and so available).
    {
      listing_id: 2,
      check_in: '2027-02-13',
      check_out: '2027-02-15',
      status: 'confirmed',
      earnings: 2,
      booked_on: '2027-02-16',
    },
    // RSD listing.
    {
      listing_id: 3,
      check_in: '2027-01-05',
      check_out: '2027-01-07',
      status: 'confirmed',
      earnings: 1_000_000,
      booked_on: '2027-01-05',
    },
  ],
  closed: [
    { listing_id: 1, date: '2027-01-15' },
    { listing_id: 1, date: '2027-01-16' },
    // Closed but booked (a stay wins): the night still counts as booked.
    { listing_id: 1, date: '2027-01-30' },
  ],
  imported: [
    { listing_id: 1, start: '2027-02-05', end: '2027-02-08' },
    // Overlaps a closed night: the closed night is not available, so not "elsewhere" either.
    { listing_id: 1, start: '2027-01-16', end: '2027-01-18' },
  ],
  from: '2027-01-01',
  to: '2027-02-28',
};

describe('insightsByCurrency', () => {
  const [eur, rsd] = insightsByCurrency(input);

  it('counts nights, earnings and bookings per month as worked out by hand', () => {
    expect(eur!.currency).toBe('EUR');
    expect(eur!.months).toEqual([
      {
        month: '2027-01',
        // Listing 1: 31 nights less 15 and 16 (closed) = 29; listing 2 not yet open.
        nights_available: 29,
        // 1 Jan (from the December stay) + 29, 30, 31 Jan.
        nights_booked: 4,
        // 17 Jan (16 is closed).
        nights_blocked_elsewhere: 1,
        // 10,000 (1 Jan: 30,000 / 3) + 3 × 10,001.
        earnings: 40_003,
        bookings: 1,
        // 40,003 / 4 = 10,000.75.
        average_nightly_rate: 10_001,
      },
      {
        month: '2027-02',
        // Listing 1: 28; listing 2: 15–28 February = 14, and 13–14 February booked.
        nights_available: 44,
        // 1 Feb (listing 1) + 7 + 2 (listing 2).
        nights_booked: 10,
        // 5, 6, 7 Feb.
        nights_blocked_elsewhere: 3,
        earnings: 10_000 + 70_000 + 2,
        bookings: 2,
        // 80,002 / 10.
        average_nightly_rate: 8_000,
      },
    ]);
    expect(eur!.totals).toEqual({
      nights_available: 73,
      nights_booked: 14,
      nights_blocked_elsewhere: 4,
      earnings: 120_005,
      bookings: 3,
      // 120,005 / 14 = 8,571.79
      average_nightly_rate: 8_572,
      // 14 / 73 = 0.19178…
      occupancy_permille: 192,
    });
  });

  it('keeps each currency apart', () => {
    expect(rsd!.currency).toBe('RSD');
    expect(rsd!.totals.earnings).toBe(1_000_000);
    expect(rsd!.totals.nights_booked).toBe(2);
    expect(rsd!.totals.nights_available).toBe(59);
  });

  it('answers an empty EUR block for a host with no listing', () => {
    const [only] = insightsByCurrency({ ...input, listings: [] });
    expect(only!.currency).toBe('EUR');
    expect(only!.totals.nights_available).toBe(0);
    expect(only!.totals.occupancy_permille).toBe(0);
  });
});

describe('stayDistributions', () => {
  it('buckets the live stays arriving in the period', () => {
    const result = stayDistributions(input);
    // Lead times: 28 days (8–30), 111 days (91+), booked after arrival (0), 0 days (0–1).
    expect(result.lead_time).toEqual([2, 0, 1, 0, 1]);
    // Lengths: 4 (4–6), 7 (7–13), 2 (2), 2 (2).
    expect(result.length_of_stay).toEqual([0, 2, 0, 1, 1, 0, 0]);
    // Fri 29 Jan, Sat 20 Feb, Sat 13 Feb, Tue 5 Jan.
    expect(result.arrivals_by_weekday).toEqual([0, 0, 1, 0, 0, 1, 2]);
  });
});

describe('yearEarlier', () => {
  it.each([
    ['2027-03-01', '2026-03-01'],
    ['2028-02-29', '2027-02-28'],
    ['2027-12-31', '2026-12-31'],
  ])('%s → %s', (date, expected) => expect(yearEarlier(date)).toBe(expected));
});

describe('inquiryFunnel', () => {
  const asked = new Date('2027-01-10T12:00:00Z');
  const after = (hours: number) => new Date(asked.getTime() + hours * 3_600_000);
  it('counts answered, answered within 24 hours (the deadline itself included) and converted', () => {
    expect(
      inquiryFunnel([
        { asked_at: asked, answered_at: after(1), converted: true },
        { asked_at: asked, answered_at: after(24), converted: false },
        { asked_at: asked, answered_at: after(24.01), converted: false },
        { asked_at: asked, answered_at: null, converted: false },
      ]),
    ).toEqual({ received: 4, answered: 3, answered_in_time: 2, converted: 1 });
  });
});

describe('averageReviewHours', () => {
  it('rounds the mean to whole hours, and is 0 without reviews', () => {
    const at = (hour: number) => new Date(Date.UTC(2027, 0, 1, hour));
    expect(
      averageReviewHours([
        { submitted_at: at(0), approved_at: at(3) },
        { submitted_at: at(0), approved_at: at(6) },
      ]),
    ).toBe(5);
    expect(averageReviewHours([])).toBe(0);
  });
});
