import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { api, registerUser, testApp } from '../helpers/test-app';

/**
 * Every calendar route of a listing, with valid input, so only ownership decides the answer. The
 * feed URLs are refused addresses, so no test ever reaches the network.
 */
async function everyRoute(owner: Host) {
  const id = owner.listingId;
  const rule = (
    await as(owner, 'POST', calendarPaths.rules(id), {
      name: 'R',
      color: '#112233',
      price_percent: 5,
    })
  ).body.data.id;
  const booking = {
    check_in: '2027-09-01',
    check_out: '2027-09-04',
    guests: 2,
    guest_name: 'Ana Gost',
    total: 30000,
  };
  const reservation = expectStatus(
    await as(owner, 'POST', calendarPaths.manualReservations(id), booking),
    201,
  ).body.data.id;
  const { db } = await testApp();
  const imported = await db
    .insertInto('ical_imports')
    .values({
      listing_id: id,
      url: 'https://192.168.1.1/airbnb.ics',
      name: 'Airbnb',
      next_fetch_at: '2999-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return [
    ['GET', calendarPaths.days(id)],
    ['PUT', calendarPaths.putDays(id), { from: '2027-09-10', to: '2027-09-11', blocked: true }],
    ['GET', calendarPaths.initData(id)],
    ['GET', calendarPaths.rules(id)],
    ['POST', calendarPaths.rules(id), { name: 'X', color: '#000000', price_percent: 1 }],
    ['PUT', calendarPaths.rule(id, rule), { name: 'X', color: '#000000', price_percent: 1 }],
    ['DELETE', calendarPaths.rule(id, rule)],
    ['GET', calendarPaths.specialPrice(id)],
    ['GET', `${calendarPaths.minStayBlocked(id)}?start=2027-09-01`],
    ['GET', `${calendarPaths.pricing(id)}?check_in=2027-09-10&check_out=2027-09-12&guests=2`],
    ['GET', calendarPaths.reservations(id)],
    ['GET', calendarPaths.inquiries(id)],
    ['POST', calendarPaths.refreshIcal(id)],
    ['POST', calendarPaths.icalImports(id), { url: 'https://127.0.0.1/cal.ics', name: 'X' }],
    ['DELETE', calendarPaths.icalImport(id, imported.id)],
    [
      'POST',
      calendarPaths.manualReservations(id),
      { ...booking, check_in: '2027-10-01', check_out: '2027-10-03' },
    ],
    ['PUT', calendarPaths.manualReservation(id, reservation), { ...booking, guests: 1 }],
    ['POST', calendarPaths.regenerateIcalExport(id)],
  ] as [string, string, unknown?][];
}

describe('[CALENDAR] ownership', () => {
  it("another user's listing is 404 `Apartment not found` on every calendar route, and nothing changes", async () => {
    const owner = await hostWithListing();
    const intruder = await registerUser();
    const routes = await everyRoute(owner);
    expect(routes).toHaveLength(18);
    for (const [method, path, body] of routes) {
      const answer = await api(method, path, { token: intruder.token, body, lang: 'en' });
      // The booking issue opens pricing to guests on listed listings (the booking widget).
      const open = path.startsWith(calendarPaths.pricing(owner.listingId));
      expect([method, path, answer.status, open ? null : answer.body?.message]).toEqual([
        method,
        path,
        open ? 200 : 404,
        open ? null : 'Apartment not found',
      ]);
    }
    const sr = await api('GET', calendarPaths.days(owner.listingId), { token: intruder.token });
    expect(sr.body.message).toBe('Apartman nije pronađen');
    // The owner still sees everything as it was.
    for (const [method, path, body] of routes) {
      const answer = await as(owner, method, path, body);
      expect([method, path, answer.status]).not.toEqual([method, path, 404]);
    }
  });

  it('401 without a token, 404 for an unknown, malformed or deleted listing', async () => {
    const owner = await hostWithListing();
    expect((await api('GET', calendarPaths.initData(owner.listingId))).status).toBe(401);
    expect((await as(owner, 'GET', calendarPaths.days(999_999_999))).status).toBe(404);
    expect((await as(owner, 'GET', '/api/calendar/abc')).status).toBe(404);
    expect((await as(owner, 'GET', '/api/calendar/1e3')).status).toBe(404);
    const { db } = await testApp();
    await db
      .updateTable('listings')
      .set({ deleted_at: new Date() })
      .where('id', '=', owner.listingId)
      .execute();
    expect((await as(owner, 'GET', calendarPaths.days(owner.listingId))).status).toBe(404);
  });
});

describe('[CALENDAR] GET calendar/init-data/{id}', () => {
  it('gives the listing defaults, rules, imports, export URL and the platform settings', async () => {
    const host = await hostWithListing();
    await as(host, 'POST', calendarPaths.rules(host.listingId), {
      name: 'Leto',
      color: '#f59e0b',
      min_stay: 5,
      price_percent: 20,
    });
    const first = expectStatus(await as(host, 'GET', calendarPaths.initData(host.listingId)), 200)
      .body.data;
    expect(first.listing).toEqual({
      id: host.listingId,
      name: 'Dorćol apartment',
      status: 'listed',
      time_zone: 'Europe/Belgrade',
      currency: 'EUR',
      base_price: 5000,
      weekend_price: 6000,
      extra_guest_price: 1000,
      extra_guest_threshold: 2,
      max_guests: 6,
      weekly_discount_percent: 10,
      monthly_discount_percent: 25,
      min_stay: 2,
      min_stay_by_weekday: { '6': 3 },
      weekend_min_stay: 2,
    });
    expect(first.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.rules).toEqual([
      { id: expect.any(Number), name: 'Leto', color: '#f59e0b', min_stay: 5, price_percent: 20 },
    ]);
    expect(first.ical_imports).toEqual([]);
    expect(first.settings).toEqual({
      service_fee_percent: 10,
      vat_percent: 20,
      advance_percent: 30,
    });
    expect(first.ical_export.url).toMatch(
      new RegExp(`^http://panel\\.test/api/ical/${host.listingId}/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    // Created once, then stable.
    const second = (await as(host, 'GET', calendarPaths.initData(host.listingId))).body.data;
    expect(second.ical_export.url).toBe(first.ical_export.url);
  });
});

describe('[CALENDAR] OpenAPI', () => {
  it('documents the calendar paths', async () => {
    const answer = expectStatus(await api('GET', '/api/openapi.json'), 200);
    for (const path of [
      '/api/calendar/{id}',
      '/api/calendar/{id}/days',
      '/api/calendar/init-data/{id}',
      '/api/calendar/{id}/pricing',
      '/api/calendar/inquries/{id}',
      '/api/calendar/{id}/ical-imports/{importId}',
      '/api/ical/{id}/{file}',
    ])
      expect(answer.body.paths[path], path).toBeDefined();
  });
});
