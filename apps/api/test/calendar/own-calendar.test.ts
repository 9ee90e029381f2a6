import { calendarPaths } from '@gazda/contracts/paths';
import { calendarDaysSchema } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import { addDays } from '@gazda/domain/dates';
import { describe, expect, it } from 'vitest';
import { listingToday, requireOwnListing } from '../../src/features/calendar/calendar-access';
import { calendarDaysJson } from '../../src/features/calendar/calendar-days-json';
import { calendarDays } from '../../src/features/calendar/calendar-model';
import { getCalendar } from '../helpers/calendar-oracle';
import { loadCalendarWindow } from '../../src/features/calendar/calendar-window-repository';
import {
  as,
  daysFromNow,
  expectStatus,
  hostWithListing,
  type Host,
} from '../helpers/calendar-fixtures';
import {
  loadOwnCalendarWindow,
  narrowWindow,
} from '../../src/features/calendar/own-calendar-repository';
import { testApp } from '../helpers/test-app';

/*
 * Issue #9: GET calendar/{id} reads the listing and its window in one statement. Without `start`
 * the listing's today is not known before that statement, so it reads the UTC date ±1 and
 * narrows; the oracle is the former path (the listing, then the exact window of its today).
 */

async function fill(host: Host) {
  const { db } = await testApp();
  const id = host.listingId;
  // The reservations first: blocked days and imported stays would refuse them.
  const booking = { guests: 2, guest_name: 'Milan', comment: '', total: 42000 };
  for (const [from, to] of [
    [2, 5],
    [363, 369],
  ] as const)
    expectStatus(
      await as(host, 'POST', calendarPaths.manualReservations(id), {
        ...booking,
        check_in: daysFromNow(from),
        check_out: daysFromNow(to),
      }),
      201,
    );
  await db
    .insertInto('calendar_days')
    .values(
      [-2, -1, 0, 1, 2, 364, 365, 366, 367].map((n, i) => ({
        listing_id: id,
        date: daysFromNow(n),
        blocked: i % 2 === 0,
        special_price: i % 2 === 0 ? null : 7000 + n,
      })),
    )
    .execute();
  const imported = await db
    .insertInto('ical_imports')
    .values({
      listing_id: id,
      url: 'https://192.168.1.1/a.ics',
      name: 'Air "bnb"',
      next_fetch_at: '2999-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ical_events')
    .values([
      {
        import_id: imported.id,
        listing_id: id,
        uid: 'a@x',
        start_date: daysFromNow(-3),
        end_date: daysFromNow(1),
      },
      {
        import_id: imported.id,
        listing_id: id,
        uid: 'b@x',
        start_date: daysFromNow(365),
        end_date: daysFromNow(370),
      },
    ])
    .execute();
  await db
    .insertInto('inquiries')
    .values({
      listing_id: id,
      guests: 2,
      currency: 'EUR',
      total: 1,
      code: `IQ-${id}-own`,
      check_in: daysFromNow(-1),
      check_out: daysFromNow(2),
      status: 'confirmed',
    })
    .execute();
}

describe('[CALENDAR] GET calendar/{id} in one statement', () => {
  it('answers what the listing and its exact window answer, in zones from UTC−11 to UTC+14 at any hour', async () => {
    const { app } = await testApp();
    const today = daysFromNow(0);
    for (const time_zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Belgrade']) {
      const host = await hostWithListing({ time_zone });
      await fill(host);
      for (const at of ['00:30', '11:59', '23:30']) {
        const now = new Date(`${today}T${at}:00Z`);
        const deps = { ...app.deps, now: () => now };
        for (const query of [
          { days: 366 },
          { days: 1 },
          { days: 400, start: addDays(today, -1) },
        ]) {
          const listing = await requireOwnListing(deps.db, host.listingId, host.id);
          const start = query.start ?? listingToday(listing, now);
          const window = { start, end: addDays(start, query.days) };
          const data = await loadCalendarWindow(deps.db, listing.id, window, { now });
          const expected = calendarDays(listing, data, window, now);
          const got = await getCalendar(deps, host.id, host.listingId, query);
          expect(got, `${time_zone} ${at} ${JSON.stringify(query)}`).toEqual(expected);
          const wide = { start: addDays(window.start, -1), end: addDays(window.end, 2) };
          const read = await loadOwnCalendarWindow(deps.db, host.listingId, host.id, wide, { now });
          expect(read?.listing).toEqual(listing);
          expect(narrowWindow(read!.data, window)).toEqual(data);
        }
      }
      const other = await hostWithListing();
      await expect(
        getCalendar(app.deps, other.id, host.listingId, { days: 366 }),
      ).rejects.toMatchObject({
        status: 404,
      });
    }
  });

  it('writes the 200 body exactly as JSON.stringify would, and the contract takes it', async () => {
    const day = {
      date: '2027-01-01',
      price: 7000,
      base: 6000,
      special: null,
      rule_id: null,
      available: true,
      reason: null,
      source_name: null,
      min_stay: 2,
      booking: null,
      arrival_rule: null,
      departure_rule: null,
    };
    const body = {
      data: {
        days: [
          day,
          {
            ...day,
            special: -5,
            rule_id: 12,
            available: false,
            reason: 'ical' as const,
            source_name: 'Air "bnb" \\ ž\n',
          },
          { ...day, price: Number.NaN, base: Number.POSITIVE_INFINITY },
          {
            ...day,
            available: false,
            reason: 'reservation' as const,
            booking: { id: 7, kind: 'manual' as const, guest_name: 'Đorđe "Đ." \\ \n' },
            arrival_rule: 'closed_to_arrival' as const,
            departure_rule: 'closed_to_departure' as const,
          },
        ],
      },
    };
    expect(calendarDaysJson(body)).toBe(JSON.stringify(body));
    expect(calendarDaysJson({ data: { days: [] } })).toBe('{"data":{"days":[]}}');
    const host = await hostWithListing();
    await fill(host);
    const answer = expectStatus(await as(host, 'GET', calendarPaths.days(host.listingId)), 200);
    expect(dataOf(calendarDaysSchema).parse(answer.body)).toEqual(answer.body);
    expect(answer.text).toBe(JSON.stringify(answer.body));
  });
});
