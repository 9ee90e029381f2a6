import { bookingPaths, calendarPaths, listingsPaths } from '@gazda/contracts/paths';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ListingsTable } from '../../src/db/schema';
import { addDays, weekday } from '@gazda/domain/dates';
import { as, daysFromNow, expectStatus, type Host } from '../helpers/calendar-fixtures';
import { api, extraApp, testApp, type TestUser } from '../helpers/test-app';
import { guest, instantHost, inquiryHost } from './fixtures';

/*
 * docs/rules/availability.md on both routes that book: every rule refuses a stay that breaks it
 * with its own code and message (en and sr), on the instant booking and on the inquiry, and lets
 * the same stay through once the rule allows it. The app's clock stands at 09:00 UTC of today
 * (10:00 or 11:00 in Belgrade; the sessions are real ones, so "today" is), dates count from it,
 * and the listings have a minimum stay of one night so that only the rule under test refuses.
 */

type Rules = Partial<Insertable<ListingsTable>>;
type Route = 'instant' | 'inquiry';

const TODAY = daysFromNow(0);
const NOW = new Date(`${TODAY}T09:00:00Z`);
/** The date `n` days after today. */
const D = (n: number) => addDays(TODAY, n);
const weekdayOf = (n: number) => weekday(D(n));
const apps = new Map<number, Promise<string>>();

/** A second app whose clock stands at `now` (one per instant, shared by the cases). */
function appAt(now: Date): Promise<string> {
  const key = now.getTime();
  let base = apps.get(key);
  if (!base) {
    base = extraApp(() => {}, { now: () => now }).then(({ baseUrl }) => baseUrl);
    apps.set(key, base);
  }
  return base;
}

const weekdays = (days: number[]) => JSON.stringify(days);

const ONE_NIGHT: Rules = { min_stay: 1, min_stay_by_weekday: '{}', weekend_min_stay: null };

async function hostWith(route: Route, rules: Rules): Promise<Host> {
  const all = { ...ONE_NIGHT, ...rules };
  return route === 'instant' ? instantHost(all) : inquiryHost(all);
}

async function send(
  route: Route,
  user: TestUser,
  listingId: number,
  body: object,
  now = NOW,
  lang: 'en' | 'sr' = 'en',
) {
  const path = route === 'instant' ? bookingPaths.book(listingId) : bookingPaths.inquire(listingId);
  return api('POST', path, { token: user.token, body, lang, baseUrl: await appAt(now) });
}

const stayOf = (check_in: string, check_out: string) => ({ check_in, check_out, guests: 2 });

/** A confirmed platform reservation of another guest, straight into the table. */
async function reservation(listingId: number, checkIn: string, checkOut: string) {
  const { db } = await testApp();
  const other = await guest();
  await db
    .insertInto('reservations')
    .values({
      code: `GZ-T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      listing_id: listingId,
      guest_id: other.id,
      guest_name: 'Drugi Gost',
      source: 'platform',
      status: 'confirmed',
      currency: 'EUR',
      check_in: checkIn,
      check_out: checkOut,
      guests: 1,
      comment: '',
      total: 1000,
      advance: 300,
      remaining: 700,
      booked_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
}

/** An imported (iCal) block of the listing. */
async function importedBlock(listingId: number, start: string, end: string) {
  const { db } = await testApp();
  const imported = await db
    .insertInto('ical_imports')
    .values({
      listing_id: listingId,
      url: 'https://192.168.1.1/a.ics',
      name: 'Airbnb',
      next_fetch_at: '2999-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ical_events')
    .values({
      import_id: imported.id,
      listing_id: listingId,
      uid: `${start}@x`,
      start_date: start,
      end_date: end,
    })
    .execute();
}

type Case = {
  name: string;
  rules: Rules;
  refused: { check_in: string; check_out: string };
  allowed: { check_in: string; check_out: string };
  code: string;
  status: number;
  en: string;
  sr: string;
  field: 'check_in' | 'check_out';
  now?: Date;
  setup?: (listingId: number) => Promise<void>;
};

const PREPARATION_EN =
  'The apartment keeps nights free between stays to get ready for the next guests';
const PREPARATION_SR = 'Smeštaj između boravaka čuva slobodne noći za pripremu za sledeće goste';
const NOTICE_EN = 'This apartment must be booked further ahead of the arrival';
const NOTICE_SR = 'Ovaj smeštaj se mora rezervisati ranije pre dolaska';

const cases: Case[] = [
  {
    name: 'closed to arrival',
    rules: { closed_to_arrival: weekdays([weekdayOf(10)]) },
    refused: stayOf(D(10), D(13)),
    allowed: stayOf(D(11), D(13)),
    code: 'closed_to_arrival',
    status: 422,
    en: 'Arrivals are not possible on this day of the week',
    sr: 'Dolazak nije moguć ovog dana u nedelji',
    field: 'check_in',
  },
  {
    name: 'closed to departure',
    rules: { closed_to_departure: weekdays([weekdayOf(13)]) },
    refused: stayOf(D(10), D(13)),
    allowed: stayOf(D(10), D(14)),
    code: 'closed_to_departure',
    status: 422,
    en: 'Departures are not possible on this day of the week',
    sr: 'Odlazak nije moguć ovog dana u nedelji',
    field: 'check_out',
  },
  {
    name: 'maximum stay (3 nights)',
    rules: { max_stay: 3 },
    refused: stayOf(D(10), D(14)),
    allowed: stayOf(D(10), D(13)),
    code: 'max_stay',
    status: 422,
    en: 'The stay is longer than this apartment allows',
    sr: 'Boravak je duži nego što ovaj smeštaj dozvoljava',
    field: 'check_out',
  },
  {
    name: 'advance notice (3 days)',
    rules: { advance_notice_days: 3 },
    refused: stayOf(D(2), D(5)),
    allowed: stayOf(D(3), D(5)),
    code: 'advance_notice',
    status: 422,
    en: NOTICE_EN,
    sr: NOTICE_SR,
    field: 'check_in',
  },
  {
    name: 'same-day cut-off (10:00, asked at 10:00 or later)',
    rules: { same_day_cutoff: '10:00' },
    refused: stayOf(D(0), D(2)),
    allowed: stayOf(D(1), D(3)),
    code: 'advance_notice',
    status: 422,
    en: NOTICE_EN,
    sr: NOTICE_SR,
    field: 'check_in',
  },
  {
    name: 'booking window (30 days)',
    rules: { booking_window_days: 30 },
    refused: stayOf(D(31), D(34)),
    allowed: stayOf(D(30), D(33)),
    code: 'booking_window',
    status: 422,
    en: 'Bookings are not open yet for dates that far ahead',
    sr: 'Rezervacije za tako daleke datume još nisu otvorene',
    field: 'check_in',
  },
  {
    name: 'preparation nights (2) after a reservation',
    rules: { preparation_nights: 2 },
    setup: (id) => reservation(id, D(5), D(9)),
    refused: stayOf(D(10), D(13)),
    allowed: stayOf(D(11), D(13)),
    code: 'preparation_nights',
    status: 409,
    en: PREPARATION_EN,
    sr: PREPARATION_SR,
    field: 'check_in',
  },
  {
    name: 'preparation nights (1) before an imported block',
    rules: { preparation_nights: 1 },
    setup: (id) => importedBlock(id, D(14), D(16)),
    refused: stayOf(D(10), D(14)),
    allowed: stayOf(D(10), D(13)),
    code: 'preparation_nights',
    status: 409,
    en: PREPARATION_EN,
    sr: PREPARATION_SR,
    field: 'check_in',
  },
];

const routes: Route[] = ['instant', 'inquiry'];

describe('[BOOKING][RULES] a stay a rule refuses, on both routes that book', () => {
  it.each(routes.flatMap((route) => cases.map((c) => [route, c.name, c] as const)))(
    '%s: %s',
    async (route, _name, c) => {
      const host = await hostWith(route, c.rules);
      await c.setup?.(host.listingId);
      const g = await guest();
      const en = await send(route, g, host.listingId, c.refused, c.now);
      expect(en.status, en.text).toBe(c.status);
      expect(en.body).toMatchObject({ code: c.code, message: c.en });
      expect(en.body.errors?.[c.field]).toEqual([c.en]);
      const sr = await send(route, g, host.listingId, c.refused, c.now, 'sr');
      expect(sr.body.message).toBe(c.sr);
      // Nothing was written by the refusals; the stay the rule allows goes through.
      expectStatus(await send(route, g, host.listingId, c.allowed, c.now), 201);
    },
  );

  it('the same-day cut-off lets a same-day arrival through before it', async () => {
    const host = await hostWith('instant', { same_day_cutoff: '18:00' });
    expectStatus(await send('instant', await guest(), host.listingId, stayOf(D(0), D(2))), 201);
  });

  it('names every broken rule in the pricing preview, and none for a stay they allow', async () => {
    const host = await hostWith('instant', {
      closed_to_arrival: weekdays([weekdayOf(2)]),
      max_stay: 2,
      advance_notice_days: 3,
    });
    const base = await appAt(NOW);
    const ask = async (path: string, checkIn: string, checkOut: string, token?: string) => {
      const query = new URLSearchParams({ check_in: checkIn, check_out: checkOut, guests: '1' });
      const answer = await api('GET', `${path}?${query}`, { token, baseUrl: base });
      return expectStatus(answer, 200).body.data.refused_by;
    };
    const publicPath = bookingPaths.pricing(host.listingId);
    expect(await ask(publicPath, D(2), D(5))).toEqual([
      'closed_to_arrival',
      'advance_notice',
      'max_stay',
    ]);
    expect(await ask(publicPath, D(4), D(6))).toEqual([]);
    const ownPath = calendarPaths.pricing(host.listingId);
    expect(await ask(ownPath, D(2), D(3), host.token)).toEqual([
      'closed_to_arrival',
      'advance_notice',
    ]);
  });

  it('a stay over a reservation is still "no longer available", not a rule', async () => {
    const host = await hostWith('instant', { preparation_nights: 2 });
    await reservation(host.listingId, D(10), D(12));
    const res = await send('instant', await guest(), host.listingId, stayOf(D(9), D(13)));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('no_longer_available');
  });

  it("the host's manual reservation is not held to the rules", async () => {
    const host = await hostWith('instant', {
      preparation_nights: 3,
      max_stay: 1,
      closed_to_arrival: weekdays([weekdayOf(10)]),
      advance_notice_days: 7,
    });
    await reservation(host.listingId, D(5), D(9));
    const manual = {
      check_in: D(10),
      check_out: D(13),
      guests: 2,
      guest_name: 'Milan Gost',
      total: 30000,
    };
    const path = calendarPaths.manualReservations(host.listingId);
    expectStatus(await as(host, 'POST', path, manual), 201);
  });
});

type Day = {
  date: string;
  available: boolean;
  reason?: string | null;
  arrival_rule: string | null;
  departure_rule: string | null;
};

describe('[CALENDAR][RULES] the dates the pickers disable', () => {
  it('GET calendar/{id} and the public calendar mark arrivals, departures and preparation nights', async () => {
    const host = await hostWith('instant', {
      closed_to_arrival: weekdays([weekdayOf(8)]),
      closed_to_departure: weekdays([weekdayOf(9)]),
      advance_notice_days: 2,
      booking_window_days: 30,
      preparation_nights: 1,
    });
    await reservation(host.listingId, D(12), D(14));
    const base = await appAt(NOW);
    const read = async (path: string, token?: string) => {
      const answer = await api('GET', `${path}?start=${TODAY}&days=40`, { token, baseUrl: base });
      const days = expectStatus(answer, 200).body.data.days as Day[];
      return (n: number) => days.find((d) => d.date === D(n))!;
    };
    const own = await read(calendarPaths.days(host.listingId), host.token);
    expect(own(0).arrival_rule).toBe('advance_notice');
    expect(own(2).arrival_rule).toBe(null);
    expect(own(8).arrival_rule).toBe('closed_to_arrival');
    expect(own(15).arrival_rule).toBe('closed_to_arrival'); // a week later
    expect(own(9).departure_rule).toBe('closed_to_departure');
    expect(own(10).departure_rule).toBe(null);
    expect(own(30).arrival_rule).toBe(null);
    expect(own(31).arrival_rule).toBe('booking_window');
    expect([own(11), own(14)].map((d) => [d.available, d.reason])).toEqual([
      [false, 'preparation'],
      [false, 'preparation'],
    ]);
    expect(own(12).reason).toBe('reservation');
    expect([own(10).available, own(16).available]).toEqual([true, true]);

    const pub = await read(bookingPaths.calendar(host.listingId));
    expect(pub(8)).toMatchObject({ available: true, arrival_rule: 'closed_to_arrival' });
    expect(pub(9)).toMatchObject({ departure_rule: 'closed_to_departure' });
    expect(pub(0)).toMatchObject({ arrival_rule: 'advance_notice' });
    expect([pub(11).available, pub(14).available]).toEqual([false, false]);
    expect(pub(11)).not.toHaveProperty('reason');
  });

  it('min-stay-blocked adds the check-outs past the maximum and on closed weekdays, owner and public', async () => {
    const host = await hostWith('instant', {
      min_stay: 2,
      max_stay: 4,
      closed_to_departure: weekdays([weekdayOf(13)]),
    });
    const base = await appAt(NOW);
    const read = async (path: string, token?: string) => {
      const answer = await api('GET', `${path}?start=${D(10)}`, { token, baseUrl: base });
      return expectStatus(answer, 200).body.data.dates as string[];
    };
    const own = await read(calendarPaths.minStayBlocked(host.listingId), host.token);
    // D(11) too short, D(13) closed to departure, from D(15) on longer than 4 nights.
    expect(own.slice(0, 4)).toEqual([D(11), D(13), D(15), D(16)]);
    expect(own).not.toContain(D(12));
    expect(own).not.toContain(D(14));
    expect(await read(bookingPaths.minStayBlocked(host.listingId))).toEqual(own);
  });
});

describe('[LISTINGS][RULES] the reservation step stores the rules', () => {
  const step = {
    step: 'reservation',
    booking_mode: 'instant',
    min_stay: 2,
    min_stay_by_weekday: {},
    weekend_min_stay: null,
    check_in_from: '14:00',
    check_in_to: '22:00',
    check_out_until: '10:00',
  };

  it('saves them, keeps them when a step leaves them out, and refuses bad values', async () => {
    const host = await instantHost();
    const rules = {
      max_stay: 14,
      advance_notice_days: 1,
      same_day_cutoff: '16:00',
      preparation_nights: 1,
      booking_window_days: 365,
      closed_to_arrival: [6, 0],
      closed_to_departure: [1],
    };
    const saved = expectStatus(
      await as(host, 'PATCH', listingsPaths.listing(host.listingId), { ...step, ...rules }),
      200,
    ).body.data;
    expect(saved).toMatchObject({ ...rules, closed_to_arrival: [0, 6] });
    const again = expectStatus(
      await as(host, 'PATCH', listingsPaths.listing(host.listingId), { ...step, min_stay: 3 }),
      200,
    ).body.data;
    expect(again).toMatchObject({ ...rules, closed_to_arrival: [0, 6], min_stay: 3 });

    for (const [field, value] of [
      ['advance_notice_days', 8],
      ['preparation_nights', 4],
      ['booking_window_days', 29],
      ['booking_window_days', 731],
      ['same_day_cutoff', '24:00'],
      ['closed_to_arrival', [7]],
      ['closed_to_departure', [1, 1]],
    ] as const) {
      const bad = await as(host, 'PATCH', listingsPaths.listing(host.listingId), {
        ...step,
        [field]: value,
      });
      expect(bad.status, `${field} ${JSON.stringify(value)}`).toBe(422);
      // A list's bad item is named with its index (closed_to_arrival.0).
      expect(Object.keys(bad.body.errors)).toEqual([
        expect.stringMatching(new RegExp(`^${field}`)),
      ]);
    }
    const short = await as(host, 'PATCH', listingsPaths.listing(host.listingId), {
      ...step,
      max_stay: 1,
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({
      max_stay: ['The maximum stay cannot be shorter than the minimum stay'],
    });
  });
});
