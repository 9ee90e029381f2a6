import { calendarPaths, insightsPaths } from '@gazda/contracts/paths';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createListing, expectStatus } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp, type TestUser } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';
import { rawGet } from '../helpers/raw-get';

/*
 * GET insights and the exports (issue #31): two listings over January and February 2027 with
 * stays across the month boundary, a cancellation, a no-show, a manual stay, closed nights and an
 * imported calendar. Every figure is checked against a count written here, night by night with
 * JavaScript dates, apart from the domain's.
 */

type Stay = {
  listing: 0 | 1;
  check_in: string;
  check_out: string;
  status: 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  earnings: number | null;
  total: number;
  booked_at: string;
};

const STAYS: Stay[] = [
  // 29 Jan – 2 Feb on listing A, quoted: 3 nights in January, 1 in February.
  {
    listing: 0,
    check_in: '2027-01-29',
    check_out: '2027-02-02',
    status: 'completed',
    earnings: 40_003,
    total: 44_803,
    booked_at: '2027-01-01T10:00:00Z',
  },
  {
    listing: 0,
    check_in: '2027-01-10',
    check_out: '2027-01-12',
    status: 'cancelled',
    earnings: 20_000,
    total: 22_400,
    booked_at: '2027-01-05T10:00:00Z',
  },
  {
    listing: 0,
    check_in: '2027-02-10',
    check_out: '2027-02-12',
    status: 'no_show',
    earnings: 20_000,
    total: 22_400,
    booked_at: '2027-02-09T10:00:00Z',
  },
  // A manual stay (no quote): the host earns its whole total.
  {
    listing: 1,
    check_in: '2027-02-20',
    check_out: '2027-02-27',
    status: 'confirmed',
    earnings: null,
    total: 70_000,
    booked_at: '2026-11-01T10:00:00Z',
  },
  {
    listing: 1,
    check_in: '2027-01-03',
    check_out: '2027-01-06',
    status: 'completed',
    earnings: 29_999,
    total: 33_599,
    booked_at: '2027-01-02T22:30:00Z',
  },
];
const CLOSED: [0 | 1, string][] = [
  [0, '2027-01-15'],
  [0, '2027-01-16'],
  [1, '2027-02-01'],
];
const IMPORTED: [0 | 1, string, string][] = [
  [0, '2027-02-05', '2027-02-08'],
  [1, '2027-01-16', '2027-01-18'],
];

function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = new Date(`${checkIn}T00:00:00Z`); d < new Date(`${checkOut}T00:00:00Z`);) {
    nights.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return nights;
}

/** The expected figures, counted directly from the lists above. */
function expected(from: string, to: string) {
  const period = nightsOf(
    from,
    new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10),
  );
  const months = new Map<string, Record<string, number>>();
  for (const night of period) {
    if (!months.has(night.slice(0, 7))) {
      months.set(night.slice(0, 7), {
        nights_available: 0,
        nights_booked: 0,
        nights_blocked_elsewhere: 0,
        earnings: 0,
        bookings: 0,
      });
    }
  }
  for (const listing of [0, 1] as const) {
    const earned = new Map<string, number>();
    for (const stay of STAYS.filter((s) => s.listing === listing)) {
      if (stay.status === 'cancelled' || stay.status === 'no_show') continue;
      const nights = nightsOf(stay.check_in, stay.check_out);
      const whole = stay.earnings ?? stay.total;
      // Even shares, the remainder one unit at a time on the first nights.
      nights.forEach((night, i) =>
        earned.set(night, Math.floor(whole / nights.length) + (i < whole % nights.length ? 1 : 0)),
      );
    }
    for (const night of period) {
      const month = months.get(night.slice(0, 7))!;
      if (earned.has(night)) {
        month.nights_available! += 1;
        month.nights_booked! += 1;
        month.earnings! += earned.get(night)!;
      } else if (!CLOSED.some(([l, d]) => l === listing && d === night)) {
        month.nights_available! += 1;
        if (IMPORTED.some(([l, s, e]) => l === listing && s <= night && night < e))
          month.nights_blocked_elsewhere! += 1;
      }
    }
  }
  for (const stay of STAYS) {
    if (stay.status === 'cancelled' || stay.status === 'no_show') continue;
    if (stay.check_in >= from && stay.check_in <= to)
      months.get(stay.check_in.slice(0, 7))!.bookings! += 1;
  }
  return [...months.entries()].map(([month, m]) => ({
    month,
    ...m,
    average_nightly_rate: m.nights_booked ? Math.round(m.earnings! / m.nights_booked) : 0,
  }));
}

let host: TestUser;
let listings: number[];

beforeAll(async () => {
  const { db } = await testApp();
  host = await registerUser();
  listings = [
    await createListing(host.id),
    await createListing(host.id, { name_sr: 'Vila Zlatibor', name_en: 'Zlatibor villa' }),
  ];
  await db
    .updateTable('listings')
    .set({ created_at: new Date('2026-06-01T00:00:00Z') })
    .where('id', 'in', listings)
    .execute();
  const priced = expectStatus(
    await as(
      host,
      'GET',
      `${calendarPaths.pricing(listings[0]!)}?check_in=2027-01-06&check_out=2027-01-09&guests=2`,
    ),
    200,
  ).body.data;
  const { unavailable_dates: _u, refused_by: _r, ...frozenQuote } = priced;
  for (const [i, stay] of STAYS.entries()) {
    await db
      .insertInto('reservations')
      .values({
        code: `INS${i}-${listings[stay.listing]}`,
        reference_code: `97-${i}`,
        listing_id: listings[stay.listing]!,
        guest_id: null,
        guest_name: i === 0 ? '=HYPERLINK("x")' : 'Đorđe Šćepanović',
        source: stay.earnings === null ? 'manual' : 'platform',
        status: stay.status,
        check_in: stay.check_in,
        check_out: stay.check_out,
        guests: 2,
        currency: 'EUR',
        total: stay.total,
        advance: 5_000,
        advance_paid: i === 0,
        booked_at: stay.booked_at,
        // A real quote of the listing, as a booking freezes it, with the stay's own earnings.
        quote:
          stay.earnings === null
            ? null
            : JSON.stringify({ ...frozenQuote, host_earnings: stay.earnings }),
      })
      .execute();
  }
  for (const [listing, date] of CLOSED) {
    await db
      .insertInto('calendar_days')
      .values({ listing_id: listings[listing]!, date, blocked: true })
      .execute();
  }
  for (const [i, [listing, start, end]] of IMPORTED.entries()) {
    const feed = await db
      .insertInto('ical_imports')
      .values({
        listing_id: listings[listing]!,
        url: `https://example.com/${i}.ics`,
        name: 'Airbnb',
        next_fetch_at: new Date('2100-01-01'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ical_events')
      .values({
        import_id: feed.id,
        listing_id: listings[listing]!,
        uid: `u${i}`,
        start_date: start,
        end_date: end,
      })
      .execute();
  }
});

const insightsOf = (user: TestUser, query: string) =>
  as(user, 'GET', `${insightsPaths.insights}?${query}`);

describe('GET insights', () => {
  it('answers every month to the para, as counted here', async () => {
    const data = expectStatus(await insightsOf(host, 'from=2027-01-01&to=2027-02-28'), 200).body
      .data;
    const months = expected('2027-01-01', '2027-02-28');
    expect(data.currency).toBe('EUR');
    expect(data.months).toEqual(months);
    const sum = (key: string) =>
      months.reduce((total, m) => total + (m as unknown as Record<string, number>)[key]!, 0);
    expect(data.totals).toEqual({
      nights_available: sum('nights_available'),
      nights_booked: sum('nights_booked'),
      nights_blocked_elsewhere: sum('nights_blocked_elsewhere'),
      earnings: sum('earnings'),
      bookings: sum('bookings'),
      average_nightly_rate: Math.round(sum('earnings') / sum('nights_booked')),
      occupancy_permille: Math.round((sum('nights_booked') * 1000) / sum('nights_available')),
    });
    // By hand, for the reader: January earns 3 × 10,001 (A: 40,003 / 4) and 10,000 + 10,000 +
    // 9,999 (B: 29,999 / 3).
    expect(data.months[0].earnings).toBe(3 * 10_001 + 3 * 9_999 + 2);
    expect(data.by_currency).toHaveLength(1);
    expect(data.previous_year).toBeNull();
    expect(data.listings.map((l: { name: string }) => l.name)).toEqual([
      'Dorćol apartment',
      'Zlatibor villa',
    ]);
  });

  it('counts one listing alone, and the stays’ shape', async () => {
    const data = expectStatus(
      await insightsOf(host, `from=2027-01-01&to=2027-01-31&listing_id=${listings[1]}`),
      200,
    ).body.data;
    expect(data.totals.nights_booked).toBe(3);
    expect(data.totals.earnings).toBe(29_999);
    expect(data.totals.nights_blocked_elsewhere).toBe(2);
    // Booked 22:30 UTC on 2 January = 23:30 in Belgrade, arriving the 3rd: one day ahead.
    expect(data.distributions.lead_time).toEqual([1, 0, 0, 0, 0]);
    expect(data.distributions.length_of_stay).toEqual([0, 0, 1, 0, 0, 0, 0]);
    // 3 January 2027 is a Sunday.
    expect(data.distributions.arrivals_by_weekday).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it('compares with the same period a year earlier when anything was booked then', async () => {
    const data = expectStatus(await insightsOf(host, 'from=2028-01-01&to=2028-02-29'), 200).body
      .data;
    expect(data.previous_year.from).toBe('2027-01-01');
    expect(data.previous_year.to).toBe('2027-02-28');
    expect(data.previous_year.by_currency[0].months).toEqual(expected('2027-01-01', '2027-02-28'));
    expect(data.totals.nights_booked).toBe(0);
  });

  it('refuses another host’s listing (404), a reversed or too long period (422), and a guest sees zeros', async () => {
    const other = await registerUser();
    expectStatus(
      await insightsOf(other, `from=2027-01-01&to=2027-01-31&listing_id=${listings[0]}`),
      404,
    );
    const reversed = expectStatus(await insightsOf(host, 'from=2027-02-01&to=2027-01-01'), 422);
    expect(JSON.stringify(reversed.body)).toContain('to');
    const long = expectStatus(await insightsOf(host, 'from=2020-01-01&to=2027-01-01'), 422);
    expect(JSON.stringify(long.body)).toContain('three years');
    expectStatus(await insightsOf(host, 'from=2027-02-30&to=2027-03-01'), 422);
    const empty = expectStatus(await insightsOf(other, 'from=2027-01-01&to=2027-01-31'), 200).body
      .data;
    expect(empty.totals.nights_available).toBe(0);
    expect(
      (await api('GET', `${insightsPaths.insights}?from=2027-01-01&to=2027-01-31`)).status,
    ).toBe(401);
  });
});

describe('GET reservations/export.csv', () => {
  it('is CSV that a parser and a Serbian Excel read back: BOM, semicolons, decimals with a comma', async () => {
    const answer = await api('GET', `${insightsPaths.export}?from=2027-01-01&to=2027-02-28`, {
      token: host.token,
      lang: 'sr',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const raw = await rawGet(
      `${(await testApp()).baseUrl}${insightsPaths.export}?from=2027-01-01&to=2027-01-02`,
      {
        authorization: `Bearer ${host.token}`,
      },
    );
    expect([...raw.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(answer.text, { delimiter: ';', bom: true });
    expect(rows[0]).toEqual([
      'Šifra',
      'Poziv na broj',
      'Oglas',
      'Gost',
      'Dolazak',
      'Odlazak',
      'Noći',
      'Gosti',
      'Valuta',
      'Ukupno',
      'Zarada domaćina',
      'Naknada platforme i PDV',
      'Avans',
      'Avans plaćen',
      'Status',
    ]);
    expect(rows).toHaveLength(1 + STAYS.length);
    const first = rows.find((row) => row[4] === '2027-01-29')!;
    // A name a spreadsheet would run as a formula is kept as text.
    expect(first[3]).toBe(`'=HYPERLINK("x")`);
    expect(first.slice(6)).toEqual([
      '4',
      '2',
      'EUR',
      '448,03',
      '400,03',
      '48,00',
      '50,00',
      'Da',
      'Završena',
    ]);
    const manual = rows.find((row) => row[4] === '2027-02-20')!;
    expect(manual[3]).toBe('Đorđe Šćepanović');
    expect(manual[2]).toBe('Vila Zlatibor');
    expect(manual.slice(9, 12)).toEqual(['700,00', '700,00', '0,00']);
  });

  it('names the columns in English with decimal points, and has only the caller’s reservations', async () => {
    const other = await registerUser();
    const own = await api('GET', `${insightsPaths.export}?from=2027-01-01&to=2027-02-28`, {
      token: other.token,
      lang: 'en',
    });
    const rows: string[][] = parse(own.text, { delimiter: ';', bom: true });
    expect(rows).toEqual([
      [
        'Code',
        'Payment reference',
        'Listing',
        'Guest',
        'Check-in',
        'Check-out',
        'Nights',
        'Guests',
        'Currency',
        'Total',
        'Host earnings',
        'Service fee and VAT',
        'Advance',
        'Advance paid',
        'Status',
      ],
    ]);
    const mine = await api('GET', `${insightsPaths.export}?from=2027-01-29&to=2027-01-29`, {
      token: host.token,
      lang: 'en',
    });
    const [, row] = parse(mine.text, { delimiter: ';', bom: true }) as string[][];
    expect(row!.slice(9, 12)).toEqual(['448.03', '400.03', '48.00']);
  });

  it('is the operator’s over every host, with the host first; a host gets 403 there', async () => {
    const operator = await registerAdmin();
    const answer = await api('GET', `${insightsPaths.adminExport}?from=2027-01-01&to=2027-02-28`, {
      token: operator.token,
      lang: 'en',
    });
    expect(answer.status).toBe(200);
    const rows: string[][] = parse(answer.text, { delimiter: ';', bom: true });
    expect(rows[0]![0]).toBe('Host');
    expect(rows.filter((row) => row[0] === host.email)).toHaveLength(STAYS.length);
    expect(
      (
        await api('GET', `${insightsPaths.adminExport}?from=2027-01-01&to=2027-02-28`, {
          token: host.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET admin/insights', () => {
  it('counts the period’s bookings and gross value per Belgrade day, the inquiries’ answers and conversions, and the reviews', async () => {
    const { db } = await testApp();
    const operator = await registerAdmin();
    const owner = await registerUser();
    const listing = await createListing(owner.id);
    // Booked at 23:30 UTC on 31 May 2031 = 1 June in Belgrade; and on 2 June at noon.
    for (const [i, [bookedAt, currency, total]] of (
      [
        ['2031-05-31T22:30:00Z', 'EUR', 10_000],
        ['2031-06-02T10:00:00Z', 'RSD', 1_200_000],
        ['2031-06-02T11:00:00Z', 'EUR', 5_000],
      ] as const
    ).entries()) {
      await db
        .insertInto('reservations')
        .values({
          code: `OPS${i}-${listing}`,
          listing_id: listing,
          guest_name: 'Gost',
          source: 'platform',
          status: i === 2 ? 'cancelled' : 'confirmed',
          check_in: `2031-07-0${i + 1}`,
          check_out: `2031-07-0${i + 2}`,
          guests: 1,
          currency,
          total,
          booked_at: bookedAt,
        })
        .execute();
    }
    const asked = '2031-06-01T08:00:00Z';
    for (const [i, [answeredAt, status]] of (
      [
        ['2031-06-01T09:00:00Z', 'realised'],
        ['2031-06-02T09:00:00Z', 'unavailable'],
        [null, 'pending'],
      ] as const
    ).entries()) {
      await db
        .insertInto('inquiries')
        .values({
          code: `ASK${i}-${listing}`,
          listing_id: listing,
          check_in: '2031-08-01',
          check_out: '2031-08-03',
          guests: 1,
          currency: 'EUR',
          total: 1_000,
          status,
          created_at: asked,
          answered_at: answeredAt,
        })
        .execute();
    }
    await db
      .updateTable('listings')
      .set({ submitted_at: '2031-06-01T00:00:00Z', approved_at: '2031-06-01T05:00:00Z' })
      .where('id', '=', listing)
      .execute();

    const answer = await api('GET', `/api/admin/insights?from=2031-06-01&to=2031-06-03`, {
      token: operator.token,
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.days).toEqual([
      { date: '2031-06-01', bookings: 1, gross: { EUR: 10_000, RSD: 0 } },
      { date: '2031-06-02', bookings: 2, gross: { EUR: 5_000, RSD: 1_200_000 } },
      { date: '2031-06-03', bookings: 0, gross: { EUR: 0, RSD: 0 } },
    ]);
    expect(data.inquiries).toEqual({ received: 3, answered: 2, answered_in_time: 1, converted: 1 });
    expect(data.listings.reviewed).toBe(1);
    expect(data.listings.average_review_hours).toBe(5);
    expect(data.listings.waiting_review).toBeGreaterThanOrEqual(0);

    expect(
      (
        await api('GET', `/api/admin/insights?from=2031-06-01&to=2031-06-03`, {
          token: owner.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('GET', `/api/admin/insights?from=2031-01-01&to=2032-06-03`, {
          token: operator.token,
        })
      ).status,
    ).toBe(422);
  });
});
