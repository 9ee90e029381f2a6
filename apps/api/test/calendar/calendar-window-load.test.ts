import { calendarPaths } from '@gazda/contracts/paths';
import { calendarDaysSchema } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import {
  loadCalendarWindow,
  type DateWindow,
} from '../../src/features/calendar/calendar-window-repository';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';

/*
 * GET calendar/{id} loads its window in one statement (issue #9: one round trip instead of five).
 * The oracle here is the five plain queries the window was read with before: the same rows, in
 * the same order, with the same JavaScript types (dates as 'YYYY-MM-DD', ids and prices as
 * numbers, timestamps as Dates), on whichever database the tests run.
 */
const overlaps = (w: DateWindow) =>
  sql<boolean>`stay && daterange(${w.start}::date, ${w.end}::date, '[)')`;

async function fivePlainQueries(db: Db, listingId: number, w: DateWindow, now: Date, skip = -1) {
  const [rules, days, reservations, holds, icalEvents] = await Promise.all([
    db
      .selectFrom('calendar_rules')
      .selectAll()
      .where('listing_id', '=', listingId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('calendar_days')
      .selectAll()
      .where('listing_id', '=', listingId)
      .where('date', '>=', w.start)
      .where('date', '<', w.end)
      .orderBy('date')
      .execute(),
    db
      .selectFrom('reservations')
      .select(['id', 'check_in as start', 'check_out as end', 'guest_name', 'source'])
      .where('listing_id', '=', listingId)
      .where('status', 'not in', ['cancelled', 'no_show'])
      .where('id', '!=', skip)
      .where(overlaps(w))
      .orderBy('check_in')
      .execute(),
    db
      .selectFrom('inquiries as s')
      .leftJoin('users as u', 'u.id', 's.guest_id')
      .select([
        's.id',
        's.check_in as start',
        's.check_out as end',
        sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`.as(
          'guest_name',
        ),
      ])
      .where('s.listing_id', '=', listingId)
      .where((eb) =>
        eb.or([
          eb('s.status', '=', 'confirmed'),
          eb.and([eb('s.status', '=', 'available'), eb('s.hold_expires_at', '>', now)]),
        ]),
      )
      .where(sql<boolean>`s.stay && daterange(${w.start}::date, ${w.end}::date, '[)')`)
      .orderBy('s.check_in')
      .execute(),
    db
      .selectFrom('ical_events as e')
      .innerJoin('ical_imports as i', 'i.id', 'e.import_id')
      .select(['e.id', 'e.start_date as start', 'e.end_date as end', 'i.name as source_name'])
      .where('e.listing_id', '=', listingId)
      .where(sql<boolean>`e.stay && daterange(${w.start}::date, ${w.end}::date, '[)')`)
      .orderBy('e.start_date')
      .orderBy('i.id')
      .execute(),
  ]);
  return { rules, days, reservations, holds, icalEvents };
}

async function fill(host: Host, db: Db): Promise<number> {
  const id = host.listingId;
  const rule = expectStatus(
    await as(host, 'POST', calendarPaths.rules(id), {
      name: 'Leto',
      color: '#336699',
      min_stay: 3,
      price_percent: 15,
    }),
    201,
  ).body.data.id as number;
  await as(host, 'POST', calendarPaths.rules(id), {
    name: 'Zima',
    color: '#993366',
    price_percent: -10,
  });
  const put = (body: object) => as(host, 'PUT', calendarPaths.putDays(id), body);
  expectStatus(await put({ from: '2027-07-01', to: '2027-07-10', rule_id: rule }), 200);
  expectStatus(await put({ from: '2027-07-05', to: '2027-07-06', price: 12_345 }), 200);
  expectStatus(await put({ from: '2027-07-20', to: '2027-07-21', blocked: true }), 200);
  const booking = { guests: 2, guest_name: 'Milan', comment: '', total: 42000 };
  const reserve = (check_in: string, check_out: string) =>
    as(host, 'POST', calendarPaths.manualReservations(id), { ...booking, check_in, check_out });
  expectStatus(await reserve('2027-07-12', '2027-07-15'), 201);
  const other = expectStatus(await reserve('2027-06-28', '2027-07-02'), 201).body.data.id as number;
  const imported = await db
    .insertInto('ical_imports')
    .values({
      listing_id: id,
      url: 'https://192.168.1.1/a.ics',
      name: 'Airbnb',
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
        start_date: '2027-07-25',
        end_date: '2027-07-28',
      },
      {
        import_id: imported.id,
        listing_id: id,
        uid: 'b@x',
        start_date: '2027-08-30',
        end_date: '2027-09-02',
      },
    ])
    .execute();
  const hold = { listing_id: id, guests: 2, currency: 'EUR' as const, total: 1 };
  await db
    .insertInto('inquiries')
    .values([
      {
        ...hold,
        code: `IQ-${id}-1`,
        check_in: '2027-08-01',
        check_out: '2027-08-04',
        status: 'available',
        hold_expires_at: new Date(Date.now() + 3_600_000),
      },
      {
        ...hold,
        code: `IQ-${id}-2`,
        check_in: '2027-08-10',
        check_out: '2027-08-12',
        status: 'available',
        hold_expires_at: new Date(Date.now() - 1000),
      },
      {
        ...hold,
        code: `IQ-${id}-3`,
        check_in: '2027-08-15',
        check_out: '2027-08-17',
        status: 'confirmed',
      },
    ])
    .execute();
  return other;
}

describe('[CALENDAR] the window in one statement', () => {
  it('answers exactly what the five plain queries answer, excluded reservation and all', async () => {
    const { db } = await testApp();
    const host = await hostWithListing();
    const other = await fill(host, db);
    const now = new Date();
    for (const w of [
      { start: '2027-06-01', end: '2027-09-01' },
      { start: '2027-07-05', end: '2027-07-06' },
      { start: '2030-01-01', end: '2030-02-01' },
    ]) {
      const expected = await fivePlainQueries(db, host.listingId, w, now);
      const got = await loadCalendarWindow(db, host.listingId, w, { now });
      // No preparation nights: no neighbours are read (availability-rules.test.ts has them).
      expect(got).toEqual({ ...expected, neighbours: [] });
      expect(got.rules.map((r) => r.created_at)).toEqual(expected.rules.map((r) => r.created_at));
      expect(got.rules.every((r) => r.created_at instanceof Date)).toBe(true);
    }
    const full = { start: '2027-06-01', end: '2027-09-01' };
    const got = await loadCalendarWindow(db, host.listingId, full, {
      now,
      excludeReservationId: other,
    });
    expect(got).toEqual({
      ...(await fivePlainQueries(db, host.listingId, full, now, other)),
      neighbours: [],
    });
    expect(got.reservations).toHaveLength(1);
    expect(got.holds.map((h) => h.start)).toEqual(['2027-08-01', '2027-08-15']);
    expect(got.icalEvents).toEqual([
      expect.objectContaining({ start: '2027-07-25', end: '2027-07-28', source_name: 'Airbnb' }),
      expect.objectContaining({ start: '2027-08-30', end: '2027-09-02', source_name: 'Airbnb' }),
    ]);
    expect(got.days.find((d) => d.date === '2027-07-05')).toMatchObject({
      special_price: 12_345,
      rule_id: expect.any(Number),
      blocked: false,
    });
  });

  it('GET calendar/{id} answers a body the contract schema takes as it is (no zod pass on the way out)', async () => {
    const { db } = await testApp();
    const host = await hostWithListing();
    await fill(host, db);
    const answer = expectStatus(
      await as(host, 'GET', `${calendarPaths.days(host.listingId)}?start=2027-06-01&days=400`),
      200,
    );
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const parsed = dataOf(calendarDaysSchema).strict().parse(answer.body);
    expect(parsed).toEqual(answer.body);
    expect(parsed.data.days).toHaveLength(400);
    expect(JSON.stringify(parsed)).toBe(answer.text);
    const reasons = new Set(parsed.data.days.map((d) => d.reason));
    expect(reasons).toEqual(new Set([null, 'reservation', 'inquiry', 'ical', 'manual']));
  });
});
