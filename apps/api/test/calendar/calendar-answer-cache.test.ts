import { authPaths, calendarPaths } from '@gazda/contracts/paths';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '@gazda/domain/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { openDatabase } from '../../src/db/database';
import { nextLocalDayAt } from '../../src/features/calendar/calendar-access';
import { calendarDaysJson } from '../../src/features/calendar/calendar-days-json';
import type { CalendarQuery } from '../../src/features/calendar/calendar-service';
import { getCalendar } from '../helpers/calendar-oracle';
import {
  daysFromNow,
  expectStatus,
  hostWithListing,
  type Host,
} from '../helpers/calendar-fixtures';
import { api, extraApp, registerUser, testApp } from '../helpers/test-app';
import { rawGet } from '../helpers/raw-get';

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/*
 * Issue #9: GET calendar/{id} answers from a per-process cache (0014-calendar-answer-cache.md).
 * After every kind of write, and as the clock moves, the answer must be what a fresh computation
 * gives; on two app instances over one database (two pools on PostgreSQL), each with its own
 * cache, a write through one is seen at once by the other.
 */

type Instance = { app: App; baseUrl: string };

let clock = Date.now();
const now = () => new Date(clock);
let first: Instance;
let second: Instance;
let secondDb: OpenDatabase | undefined;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  // On PostgreSQL the second instance has a pool of its own, as a second process would.
  if (url) secondDb = await openDatabase({ kind: 'postgres', url });
  first = await extraApp(() => {}, { now });
  second = await extraApp(() => {}, { now, db: secondDb?.db });
});

afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await secondDb?.close();
});

const query = (q: Partial<CalendarQuery> = {}): CalendarQuery => ({ days: 366, ...q });

function pathOf(host: Host, q: CalendarQuery): string {
  const params = new URLSearchParams();
  if (q.start) params.set('start', q.start);
  if (q.days !== 366) params.set('days', String(q.days));
  if (q.excludeReservationID) params.set('excludeReservationID', String(q.excludeReservationID));
  const search = params.toString();
  return `${calendarPaths.days(host.listingId)}${search ? `?${search}` : ''}`;
}

/** The answer computed afresh at the instances' clock, as the route's text. */
async function fresh(host: Host, q: CalendarQuery): Promise<string> {
  const deps = { ...first.app.deps, now };
  return calendarDaysJson({ data: { days: await getCalendar(deps, host.id, host.listingId, q) } });
}

/** Each instance answers (plain, brotli and gzip) exactly the fresh computation, twice. */
async function expectCurrent(host: Host, q: CalendarQuery = query()): Promise<string> {
  const expected = await fresh(host, q);
  for (const instance of [first, second]) {
    for (let round = 0; round < 2; round++) {
      const url = `${instance.baseUrl}${pathOf(host, q)}`;
      const auth = { authorization: `Bearer ${host.token}` };
      const plain = await rawGet(url, auth);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(expected);
      const br = await rawGet(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^application\/json/);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(expected);
      const gz = await rawGet(url, { ...auth, 'accept-encoding': 'gzip;q=1, br;q=0.5' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString('utf8')).toBe(expected);
    }
  }
  return expected;
}

/** A write through one instance's API (alternating), as the host. */
function write(host: Host, via: Instance, method: string, path: string, body?: unknown) {
  return api(method, path, { token: host.token, body, lang: 'en', baseUrl: via.baseUrl });
}

describe('[CALENDAR] the kept GET calendar answer', () => {
  let host: Host;

  beforeAll(async () => {
    clock = Date.now();
    host = await hostWithListing();
  });

  it('is what a fresh computation answers after every kind of write, on either instance', async () => {
    const { db } = await testApp();
    const id = host.listingId;
    let before = await expectCurrent(host);
    const changed = async (what: string) => {
      const after = await expectCurrent(host);
      expect(after, what).not.toBe(before);
      before = after;
    };

    // Rules: created and put on days, changed, deleted.
    const rule = expectStatus(
      await write(host, first, 'POST', calendarPaths.rules(id), {
        name: 'Leto',
        color: '#336699',
        min_stay: 4,
        price_percent: 20,
      }),
      201,
    ).body.data;
    const ruled = { from: daysFromNow(10), to: daysFromNow(12), rule_id: rule.id };
    expectStatus(await write(host, second, 'PUT', calendarPaths.putDays(id), ruled), 200);
    await changed('a rule on days');
    const ruleBody = { name: 'Leto', color: '#336699', min_stay: 5, price_percent: 30 };
    expectStatus(await write(host, first, 'PUT', calendarPaths.rule(id, rule.id), ruleBody), 200);
    await changed('the rule changed');
    expectStatus(await write(host, second, 'DELETE', calendarPaths.rule(id, rule.id)), 204);
    await changed('the rule deleted');

    // Days: a special price, a block.
    const days = { from: daysFromNow(20), to: daysFromNow(21) };
    expectStatus(
      await write(host, first, 'PUT', calendarPaths.putDays(id), { ...days, price: 9100 }),
      200,
    );
    await changed('a special price');
    expectStatus(
      await write(host, second, 'PUT', calendarPaths.putDays(id), { ...days, blocked: true }),
      200,
    );
    await changed('a block');

    // A manual reservation made, then cancelled and confirmed again (as other flows do).
    const made = expectStatus(
      await write(host, first, 'POST', calendarPaths.manualReservations(id), {
        check_in: daysFromNow(30),
        check_out: daysFromNow(33),
        guests: 2,
        guest_name: 'Milan',
        comment: '',
        total: 15000,
      }),
      201,
    ).body.data;
    await changed('a reservation made');
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', made.id)
      .execute();
    await changed('the reservation cancelled');
    await db
      .updateTable('reservations')
      .set({ status: 'confirmed' })
      .where('id', '=', made.id)
      .execute();
    await changed('the reservation confirmed');
    const excluded = query({ start: daysFromNow(25), excludeReservationID: made.id });
    await expectCurrent(host, excluded);

    // An iCal import with events, then its name (the days' source_name).
    const imported = await db
      .insertInto('ical_imports')
      .values({ listing_id: id, url: `https://example.test/${id}.ics`, name: 'Booking' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ical_events')
      .values({
        import_id: imported.id,
        listing_id: id,
        uid: 'e1@x',
        start_date: daysFromNow(40),
        end_date: daysFromNow(43),
      })
      .execute();
    await changed('imported events');
    await db
      .updateTable('ical_imports')
      .set({ name: 'Airbnb' })
      .where('id', '=', imported.id)
      .execute();
    await changed('the import renamed');
    await db.deleteFrom('ical_imports').where('id', '=', imported.id).execute();
    await changed('the import removed (its events with it)');

    // The listing itself: base price, minimum stay.
    await db.updateTable('listings').set({ base_price: 5500 }).where('id', '=', id).execute();
    await changed('the base price');
    await db.updateTable('listings').set({ min_stay: 3 }).where('id', '=', id).execute();
    await changed('the minimum stay');
  });

  it('is kept: a change that bypasses the triggers is not seen until a real write', async () => {
    const { db } = await testApp();
    const id = host.listingId;
    const date = daysFromNow(50);
    const q = query({ start: daysFromNow(45), days: 30 });
    const before = await expectCurrent(host, q);
    // session_replication_role = replica turns triggers off for this transaction only.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .insertInto('calendar_days')
        .values({ listing_id: id, date, special_price: 12345, blocked: false })
        .execute();
    });
    for (const instance of [first, second]) {
      const kept = await api('GET', pathOf(host, q), {
        token: host.token,
        baseUrl: instance.baseUrl,
      });
      expect(kept.text).toBe(before);
    }
    expect(await fresh(host, q)).not.toBe(before);
    await db.updateTable('listings').set({ min_stay: 2 }).where('id', '=', id).execute();
    expect(await expectCurrent(host, q)).toContain('"price":12345');
  });

  it('counts a hold until its expiry, to the millisecond of the instances’ clock', async () => {
    const { db } = await testApp();
    const id = host.listingId;
    const listing = await db
      .selectFrom('listings')
      .select('time_zone')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The hold lapses before the listing's local midnight, which moves the window as well.
    const midnight = nextLocalDayAt(listing, now());
    const expires = clock + Math.min(3_600_000, Math.floor((midnight - clock) / 2));
    await db
      .insertInto('inquiries')
      .values({
        listing_id: id,
        code: `IQ-cache-${id}`,
        guests: 2,
        currency: 'EUR',
        total: 1,
        check_in: daysFromNow(60),
        check_out: daysFromNow(62),
        status: 'available',
        hold_expires_at: new Date(expires),
      })
      .execute();
    const held = await expectCurrent(host);
    expect(held).toContain('"reason":"inquiry"');
    clock = expires - 1;
    expect(await expectCurrent(host)).toBe(held);
    clock = expires;
    const lapsed = await expectCurrent(host);
    expect(lapsed).not.toContain('"reason":"inquiry"');
  });

  it('moves a window from today at the listing’s local midnight', async () => {
    const { db } = await testApp();
    const listing = await db
      .selectFrom('listings')
      .select('time_zone')
      .where('id', '=', host.listingId)
      .executeTakeFirstOrThrow();
    const today = await expectCurrent(host);
    const midnight = nextLocalDayAt(listing, now());
    clock = midnight - 1;
    expect(await expectCurrent(host)).toBe(today);
    clock = midnight;
    const tomorrow = await expectCurrent(host);
    const firstDate = (text: string) => JSON.parse(text).data.days[0].date as string;
    expect(firstDate(tomorrow)).toBe(addDays(firstDate(today), 1));
  });

  it('answers 404 to another user and 401 to a revoked token, however warm', async () => {
    await expectCurrent(host);
    const other = await registerUser();
    for (const instance of [first, second]) {
      const answer = await api('GET', calendarPaths.days(host.listingId), {
        token: other.token,
        lang: 'en',
        baseUrl: instance.baseUrl,
      });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('"days"');
    }
    const session = await registerUser();
    const owner = { ...host, token: session.token, id: session.id };
    await (
      await testApp()
    ).db
      .updateTable('listings')
      .set({ owner_id: session.id })
      .where('id', '=', host.listingId)
      .execute();
    await expectCurrent(owner);
    expectStatus(await api('POST', authPaths.logout, { token: session.token }), 204);
    for (const instance of [first, second]) {
      const answer = await api('GET', calendarPaths.days(host.listingId), {
        token: session.token,
        baseUrl: instance.baseUrl,
      });
      expect(answer.status).toBe(401);
    }
    // The former owner: the listing is no longer theirs.
    const former = await api('GET', calendarPaths.days(host.listingId), {
      token: host.token,
      baseUrl: first.baseUrl,
    });
    expect(former.status).toBe(404);
    await (
      await testApp()
    ).db
      .updateTable('listings')
      .set({ owner_id: host.id })
      .where('id', '=', host.listingId)
      .execute();
  });

  it('answers 404 once the listing is deleted', async () => {
    await expectCurrent(host);
    const { db } = await testApp();
    const deletedAt = new Date();
    await db
      .updateTable('listings')
      .set({ deleted_at: deletedAt })
      .where('id', '=', host.listingId)
      .execute();
    for (const instance of [first, second]) {
      const answer = await api('GET', calendarPaths.days(host.listingId), {
        token: host.token,
        baseUrl: instance.baseUrl,
      });
      expect(answer.status).toBe(404);
    }
  });
});
