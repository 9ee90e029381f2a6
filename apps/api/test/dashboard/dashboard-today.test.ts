import { dashboardPaths } from '@gazda/contracts/paths';
import { addDays, localDateAt } from '@gazda/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { as, expectStatus, guest, inquiryHost, instantHost } from '../bookings/fixtures';
import { createListing, daysFromNow } from '../helpers/calendar-fixtures';
import { api, extraApp, testApp } from '../helpers/test-app';

/*
 * GET dashboard/today on an app whose clock the test sets: half an hour before and after
 * midnight in Belgrade, ten days from now, so the same stays are "tomorrow" and then "today".
 */

const day = daysFromNow(10);
const next = addDays(day, 1);

/** The first instant of `next` in Belgrade (23:00 or 22:00 UTC on `day`). */
function belgradeMidnight(): number {
  for (let t = Date.parse(`${day}T20:00:00Z`); ; t += 30 * 60_000)
    if (localDateAt(t, 'Europe/Belgrade') === next) return t;
}

let clock = Date.now();
let clocked: { app: App; baseUrl: string };

beforeAll(async () => {
  clocked = await extraApp(() => {}, { now: () => new Date(clock) });
});

afterAll(async () => {
  await clocked.app.close();
});

const empty = {
  arrivals: [],
  departures: [],
  staying: [],
  overdue_advances: [],
  waiting_inquiries: [],
  failing_feeds: [],
};

describe('[DASHBOARD][TODAY] GET dashboard/today', () => {
  it('needs a login', async () => {
    expect((await api('GET', dashboardPaths.today)).status).toBe(401);
  });

  it('a user without listings gets every section empty', async () => {
    const g = await guest();
    expect(expectStatus(await as(g, 'GET', dashboardPaths.today), 200).body.data).toEqual(empty);
  });

  it("lists arrivals, departures, who stays, overdue advances, waiting inquiries and failing feeds, in Belgrade's today across midnight", async () => {
    const { db } = await testApp();
    const host = await instantHost();
    const g = await guest();
    // Inserted as the booking flow leaves them: leaves on `next` (advance paid), arrives on
    // `next` (advance due yesterday, unpaid), a pending inquiry asked now on a second listing.
    const reservation = (code: string, check_in: string, check_out: string) => ({
      code: `${code}-${host.listingId}`,
      listing_id: host.listingId,
      guest_id: g.id,
      guest_name: 'Gost Gostić',
      source: 'platform' as const,
      check_in,
      check_out,
      guests: 2,
      currency: 'EUR' as const,
      total: 17920,
      advance: 5376,
      advance_due_date: addDays(day, -1),
    });
    const leaving = await db
      .insertInto('reservations')
      .values({ ...reservation('LEAVE', addDays(day, -2), next), advance_paid: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const arriving = await db
      .insertInto('reservations')
      .values(reservation('ARRIVE', next, addDays(next, 3)))
      .returning('id')
      .executeTakeFirstOrThrow();
    const inquiryListing = await createListing(host.id, { booking_mode: 'inquiry' });
    const inquiry = await db
      .insertInto('inquiries')
      .values({
        code: `ASK-${inquiryListing}`,
        listing_id: inquiryListing,
        guest_id: g.id,
        check_in: next,
        check_out: addDays(next, 3),
        guests: 2,
        currency: 'EUR',
        total: 17920,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const feed = await db
      .insertInto('ical_imports')
      .values({
        listing_id: host.listingId,
        url: 'https://example.com/broken.ics',
        name: 'Booking.com',
        last_attempt_at: new Date(),
        last_error: 'http_status',
        last_error_status: 503,
        next_fetch_at: new Date('2100-01-01'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ical_imports')
      .values({
        listing_id: host.listingId,
        url: 'https://example.com/fine.ics',
        name: 'Airbnb',
        last_success_at: new Date(),
        next_fetch_at: new Date('2100-01-01'),
      })
      .execute();

    // 23:30 in Belgrade on `day`: the arrival and the departure are tomorrow's.
    clock = belgradeMidnight() - 30 * 60_000;
    const before = expectStatus(
      await as(host, 'GET', dashboardPaths.today, undefined, clocked.baseUrl),
      200,
    ).body.data;
    expect(before.arrivals).toEqual([
      expect.objectContaining({ id: arriving.id, day: 'tomorrow', guest_name: 'Gost Gostić' }),
    ]);
    expect(before.departures).toEqual([
      expect.objectContaining({
        id: leaving.id,
        day: 'tomorrow',
        listing_name: 'Dorćol apartment',
      }),
    ]);
    expect(before.staying.map((s: { id: number }) => s.id)).toEqual([leaving.id]);
    // The paid advance is not overdue; the unpaid one was due yesterday.
    expect(before.overdue_advances).toEqual([
      expect.objectContaining({
        id: arriving.id,
        advance: { amount: 5376, currency: 'EUR' },
        advance_due_date: addDays(day, -1),
      }),
    ]);
    expect(before.waiting_inquiries).toEqual([
      expect.objectContaining({
        id: inquiry.id,
        listing_id: inquiryListing,
        answer_by: new Date(new Date(inquiry.created_at).getTime() + 24 * 3_600_000).toISOString(),
      }),
    ]);
    expect(before.failing_feeds).toEqual([
      expect.objectContaining({
        id: feed.id,
        listing_id: host.listingId,
        category: 'apartment',
        name: 'Booking.com',
        error: 'The calendar’s server answered with error 503',
        error_code: 'http_status',
      }),
    ]);

    // 00:30 in Belgrade on `next` (still `day` in UTC): they are today's, the guest who left
    // does not stay tonight, the one who arrives does.
    clock = belgradeMidnight() + 30 * 60_000;
    const after = expectStatus(
      await as(host, 'GET', dashboardPaths.today, undefined, clocked.baseUrl),
      200,
    ).body.data;
    expect(after.arrivals).toEqual([expect.objectContaining({ id: arriving.id, day: 'today' })]);
    expect(after.departures).toEqual([expect.objectContaining({ id: leaving.id, day: 'today' })]);
    expect(after.staying.map((s: { id: number }) => s.id)).toEqual([arriving.id]);

    // Serbian names in Serbian.
    const sr = await api('GET', dashboardPaths.today, {
      token: host.token,
      lang: 'sr',
      baseUrl: clocked.baseUrl,
    });
    expect(sr.body.data.arrivals[0].listing_name).toBe('Apartman Dorćol');

    // Only the caller's listings: the guest, and another host, see none of it.
    const other = await inquiryHost();
    for (const user of [g, other])
      expect(
        expectStatus(await as(user, 'GET', dashboardPaths.today, undefined, clocked.baseUrl), 200)
          .body.data,
      ).toEqual(empty);
  });
});
