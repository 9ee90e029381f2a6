import { calendarPaths } from '@gazda/contracts/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';

/*
 * docs/rules/pricing.md's worked examples, through HTTP: the listing, rules, special price and
 * block are set up with the calendar API itself, then every row of the table is asked of GET
 * …/pricing.
 */
let host: Host;
let leto: number;
let lastMinute: number;

const price = (checkIn: string, checkOut: string, guests?: number) =>
  as(
    host,
    'GET',
    `${calendarPaths.pricing(host.listingId)}?check_in=${checkIn}&check_out=${checkOut}${guests ? `&guests=${guests}` : ''}`,
  );

beforeAll(async () => {
  host = await hostWithListing();
  const rules = calendarPaths.rules(host.listingId);
  leto = (
    await as(host, 'POST', rules, {
      name: 'Leto',
      color: '#f59e0b',
      min_stay: 5,
      price_percent: 20,
    })
  ).body.data.id;
  lastMinute = (
    await as(host, 'POST', rules, { name: 'Last minute', color: '#0ea5e9', price_percent: -15 })
  ).body.data.id;
  const days = calendarPaths.putDays(host.listingId);
  for (const change of [
    { from: '2027-01-07', to: '2027-01-07', price: 4500 },
    { from: '2027-01-11', to: '2027-01-12', rule_id: lastMinute },
    { from: '2027-07-02', to: '2027-07-06', rule_id: leto },
    { from: '2027-01-20', to: '2027-01-20', blocked: true },
  ]) {
    expectStatus(await as(host, 'PUT', days, change), 200);
  }
});

describe('[CALENDAR][PRICING] the worked examples of docs/rules/pricing.md', () => {
  it('2027-01-06 → 01-09, 2 guests: 5000, 4500 (special), 6000 (Fri)', async () => {
    const answer = expectStatus(await price('2027-01-06', '2027-01-09', 2), 200);
    expect(answer.body.data).toEqual({
      currency: 'EUR',
      nights: 3,
      guests: 2,
      min_stay: 2,
      min_stay_met: true,
      nightly: [
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
      ],
      nights_total: 15500,
      discount: { kind: null, percent: 0, amount: 0 },
      extra_guest_fee: 0,
      host_earnings: 15500,
      service_fee: 1550,
      vat: 310,
      total: 17360,
      advance: 5208,
      remaining: 12152,
      unavailable_dates: [],
      refused_by: [],
      // The listing does not collect the tourist tax (docs/rules/tourist-tax.md).
      tourist_tax: { amount: 0, currency: 'RSD', lines: [] },
    });
  });

  it('2027-01-06 → 01-13, 3 guests: weekly discount, Last minute, one extra guest', async () => {
    const { body } = expectStatus(await price('2027-01-06', '2027-01-13', 3), 200);
    expect(body.data.nightly.map((n: { final: number }) => n.final)).toEqual([
      5000, 4500, 6000, 6000, 5000, 4250, 4250,
    ]);
    expect(body.data.nightly[5]).toMatchObject({ rule_id: lastMinute, rule_price: 4250 });
    expect(body.data).toMatchObject({
      nights_total: 35000,
      discount: { kind: 'weekly', percent: 10, amount: 3500 },
      extra_guest_fee: 7000,
      host_earnings: 38500,
      service_fee: 3850,
      vat: 770,
      total: 43120,
      advance: 12936,
      remaining: 30184,
      min_stay: 2,
      min_stay_met: true,
    });
  });

  it('2027-07-02 → 07-05, 2 guests: Leto on 6000/6000/5000, min stay 5 from the rule, not met', async () => {
    const { body } = expectStatus(await price('2027-07-02', '2027-07-05', 2), 200);
    expect(
      body.data.nightly.map((n: { base: number; final: number }) => [n.base, n.final]),
    ).toEqual([
      [6000, 7200],
      [6000, 7200],
      [5000, 6000],
    ]);
    expect(body.data).toMatchObject({
      nights_total: 20400,
      discount: { kind: null, amount: 0 },
      extra_guest_fee: 0,
      host_earnings: 20400,
      service_fee: 2040,
      vat: 408,
      total: 22848,
      advance: 6854,
      min_stay: 5,
      min_stay_met: false,
    });
  });

  it('2027-01-09 → 01-11, 1 guest: Saturday check-in needs 3 nights, not met', async () => {
    const { body } = expectStatus(await price('2027-01-09', '2027-01-11', 1), 200);
    expect(body.data.nightly.map((n: { final: number }) => n.final)).toEqual([6000, 5000]);
    expect(body.data).toMatchObject({
      nights_total: 11000,
      host_earnings: 11000,
      service_fee: 1100,
      vat: 220,
      total: 12320,
      advance: 3696,
      min_stay: 3,
      min_stay_met: false,
    });
  });

  it('2027-02-01 → 03-01, 4 guests: 28 nights, 8 of them weekend, monthly discount', async () => {
    const { body } = expectStatus(await price('2027-02-01', '2027-03-01', 4), 200);
    expect(body.data.nightly.filter((n: { base: number }) => n.base === 6000)).toHaveLength(8);
    expect(body.data).toMatchObject({
      nights: 28,
      nights_total: 148000,
      discount: { kind: 'monthly', percent: 25, amount: 37000 },
      extra_guest_fee: 56000,
      host_earnings: 167000,
      service_fee: 16700,
      vat: 3340,
      total: 187040,
      advance: 56112,
      min_stay: 2,
      min_stay_met: true,
    });
  });

  it('2027-01-18 → 01-22 contains the blocked 2027-01-20: named in unavailable_dates', async () => {
    const { body } = expectStatus(await price('2027-01-18', '2027-01-22', 2), 200);
    expect(body.data.unavailable_dates).toEqual(['2027-01-20']);
  });
});

describe('[CALENDAR][PRICING] refusals', () => {
  it('422 for a reversed or empty range, too many nights or guests, translated', async () => {
    const reversed = await price('2027-01-09', '2027-01-09');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.check_out).toEqual(['The end must come after the start']);
    const tooLong = await price('2027-01-01', '2028-01-03');
    expect(tooLong.body.errors.check_out).toEqual(['A stay can be at most 366 nights']);
    const guests = await price('2027-01-06', '2027-01-09', 7);
    expect(guests.body.errors.guests).toEqual(['More guests than the apartment takes']);
    const missing = await as(
      host,
      'GET',
      `${calendarPaths.pricing(host.listingId)}?check_in=2027-01-06`,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.check_out).toEqual(['This field is required']);
  });

  it('422 naming base_price when the listing has no nightly price yet', async () => {
    const draft = await hostWithListing({ base_price: null, status: 'draft' });
    const answer = await as(
      draft,
      'GET',
      `${calendarPaths.pricing(draft.listingId)}?check_in=2027-01-06&check_out=2027-01-09`,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      base_price: ['Set the nightly price of the apartment first'],
    });
  });
});

describe('[CALENDAR] GET calendar/min-stay-blocked/{id}', () => {
  const blocked = async (start: string) =>
    (await as(host, 'GET', `${calendarPaths.minStayBlocked(host.listingId)}?start=${start}`)).body
      .data.dates as string[];

  it('greys out check-outs before the minimum stay and after the first unavailable night', async () => {
    // Saturday 2027-01-16: min stay 3; 2027-01-20 is blocked, so 01-20 is the last check-out.
    const dates = await blocked('2027-01-16');
    expect(dates.slice(0, 3)).toEqual(['2027-01-17', '2027-01-18', '2027-01-21']);
    expect(dates).not.toContain('2027-01-19');
    expect(dates).not.toContain('2027-01-20');
    expect(dates).toHaveLength(366 - 2); // every later check-out of the horizon but 01-19 and 01-20
  });

  it('uses the rule of the check-in date (Leto: 5 nights)', async () => {
    const dates = await blocked('2027-07-02');
    expect(dates.filter((d) => d < '2027-07-10')).toEqual([
      '2027-07-03',
      '2027-07-04',
      '2027-07-05',
      '2027-07-06',
    ]);
  });

  it('needs start (422)', async () => {
    const answer = await as(host, 'GET', calendarPaths.minStayBlocked(host.listingId));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.start).toEqual(['This field is required']);
  });
});
