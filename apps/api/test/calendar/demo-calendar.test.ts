import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { seedDemoCalendar } from '../../src/seed/demo-calendar';
import { as, createListing, expectStatus, hostWithListing } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';

describe('[CALENDAR] demo calendar', () => {
  it('gives the demo apartments rules, specials, blocks, reservations and an offline Airbnb import', async () => {
    const host = await hostWithListing();
    const unpriced = await createListing(host.id, { base_price: null, status: 'draft' });
    const { db } = await testApp();
    await seedDemoCalendar(db, [host.listingId, unpriced], new Date());

    const init = expectStatus(await as(host, 'GET', calendarPaths.initData(host.listingId)), 200)
      .body.data;
    expect(
      init.rules.map((r: { name: string; price_percent: number; min_stay: number | null }) => [
        r.name,
        r.price_percent,
        r.min_stay,
      ]),
    ).toEqual([
      ['Leto', 20, 5],
      ['Last minute', -15, null],
    ]);
    expect(init.ical_imports).toEqual([
      expect.objectContaining({
        name: 'Airbnb',
        status: 'failed',
        event_count: 2,
        last_error: 'The calendar’s server could not be found',
      }),
    ]);
    const days = (await as(host, 'GET', calendarPaths.days(host.listingId))).body.data.days as {
      reason: string | null;
      special: number | null;
    }[];
    const reasons = new Set(days.map((d) => d.reason));
    expect([...reasons].sort()).toEqual(['ical', 'manual', 'reservation', null].sort());
    expect(days.some((d) => d.special !== null)).toBe(true);
    const reservations = (await as(host, 'GET', calendarPaths.reservations(host.listingId))).body
      .data;
    expect(reservations).toHaveLength(2);
    expect((await as(host, 'GET', calendarPaths.rules(unpriced))).body.data).toEqual([]);
  });
});
