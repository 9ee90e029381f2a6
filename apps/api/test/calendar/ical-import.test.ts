import { calendarPaths } from '@gazda/contracts/paths';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityOf,
  as,
  expectStatus,
  hostWithListing,
  icalApp,
  type Host,
} from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';
import { sendCalendar, startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

const fixture = (name: string) =>
  readFileSync(new URL(`../ical/fixtures/${name}`, import.meta.url), 'utf8');

/** What /feed.ics serves right now; tests switch it to simulate moves, removals and failures. */
type Serve = { status: number; type: string; body: string } | 'hang';
let feed: Serve = { status: 200, type: 'text/calendar', body: '' };
let server: LoopbackServer;
let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/feed.ics': (_req, res) => {
      if (feed === 'hang') return; // never answers: the 1 s deadline of icalApp() applies
      res.writeHead(feed.status, { 'content-type': feed.type }).end(feed.body);
    },
    '/airbnb.ics': sendCalendar(fixture('airbnb-current.ics')),
    '/airbnb-old.ics': sendCalendar(fixture('airbnb-0.8.8.ics')),
    '/booking.ics': sendCalendar(fixture('booking.ics')),
    '/google.ics': sendCalendar(fixture('google.ics')),
    '/echo.ics': sendCalendar(fixture('echo.ics')),
  });
  app = await icalApp();
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

const call = (host: Host, method: string, path: string, body?: unknown) =>
  as(host, method, path, body, app.baseUrl);
const addImport = (host: Host, path: string, name = 'Airbnb') =>
  call(host, 'POST', calendarPaths.icalImports(host.listingId), {
    url: `${server.origin}${path}`,
    name,
  });
const reasons = async (host: Host, start: string, days: number) =>
  (
    (await call(host, 'GET', `${calendarPaths.days(host.listingId)}?start=${start}&days=${days}`))
      .body.data.days as {
      date: string;
      reason: string | null;
      source_name: string | null;
    }[]
  ).map((d) => [d.date, d.reason, d.source_name]);
const unavailable = async (host: Host, start: string, days: number) =>
  (await reasons(host, start, days)).filter(([, reason]) => reason !== null).map(([date]) => date);

describe('[CALENDAR][ICAL] imports against a loopback server', () => {
  it('Airbnb: events become unavailable days with reason ical and the import name (201)', async () => {
    const host = await hostWithListing();
    const created = expectStatus(await addImport(host, '/airbnb.ics'), 201).body.data;
    expect(created).toMatchObject({
      name: 'Airbnb',
      url: `${server.origin}/airbnb.ics`,
      event_count: 3,
      last_error: null,
      last_error_code: null,
      status: 'ok',
      last_success_at: expect.any(String),
    });
    expect(await reasons(host, '2027-01-05', 6)).toEqual([
      ['2027-01-05', null, null],
      ['2027-01-06', 'ical', 'Airbnb'],
      ['2027-01-07', 'ical', 'Airbnb'],
      ['2027-01-08', 'ical', 'Airbnb'],
      ['2027-01-09', 'ical', 'Airbnb'],
      ['2027-01-10', null, null],
    ]);
    expect(await unavailable(host, '2027-03-25', 10)).toEqual([
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    const entry = (await activityOf(host.listingId)).find((e) => e.entity === 'ical_import');
    expect(entry).toMatchObject({
      kind: 'created',
      to_value: { name: 'Airbnb', host: `127.0.0.1:${server.port}` },
    });
  });

  it('Booking.com (escaped PRODID, a 500-night range), Google (times in Belgrade) and Airbnb 0.8.8', async () => {
    const host = await hostWithListing();
    expect((await addImport(host, '/booking.ics', 'Booking.com')).body.data.event_count).toBe(2);
    expect((await addImport(host, '/google.ics', 'Google')).body.data.event_count).toBe(4);
    expect((await addImport(host, '/airbnb-old.ics', 'Airbnb old')).body.data.event_count).toBe(2);
    expect(await unavailable(host, '2027-02-14', 5)).toEqual([
      '2027-02-15',
      '2027-02-16',
      '2027-02-17',
    ]);
    expect((await reasons(host, '2028-12-30', 2)).map(([, r, n]) => [r, n])).toEqual([
      ['ical', 'Booking.com'],
      [null, null],
    ]);
    // 14:00 on the 15th to 10:00 on the 17th, Belgrade: the nights of the 15th and 16th; the
    // guest is gone at the 10:00 check-out, so the 17th stays free (README of features/ical).
    expect(await unavailable(host, '2027-01-14', 6)).toEqual(['2027-01-15', '2027-01-16']);
    expect(await unavailable(host, '2027-02-19', 4)).toEqual([]); // a cancelled event blocks nothing
    expect(await unavailable(host, '2026-11-19', 13)).toHaveLength(11); // 0.8.8's 11-20 → 12-01
  });

  it('our own export coming back is ignored (no echo)', async () => {
    const host = await hostWithListing();
    expect((await addImport(host, '/echo.ics', 'Channel manager')).body.data.event_count).toBe(1);
    expect(await unavailable(host, '2027-03-01', 12)).toEqual(['2027-03-10', '2027-03-11']);
  });

  it('a moved event moves (same row), a removed one frees its nights, a calendar without events clears all', async () => {
    const host = await hostWithListing();
    feed = { status: 200, type: 'text/calendar', body: fixture('airbnb-current.ics') };
    const created = expectStatus(await addImport(host, '/feed.ics'), 201).body.data;
    const { db } = await testApp();
    const rowOf = (uid: string) =>
      db
        .selectFrom('ical_events')
        .select('id')
        .where('import_id', '=', created.id)
        .where('uid', 'like', `${uid}%`)
        .executeTakeFirst();
    const before = await rowOf('1418fb94e984-9d8c');

    // The first event moves to 01-12 → 01-14; the last one (UID 7f662ec65913-…) is gone.
    const moved = fixture('airbnb-current.ics')
      .replace('DTSTART;VALUE=DATE:20270106', 'DTSTART;VALUE=DATE:20270112')
      .replace('DTEND;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270114')
      .split('BEGIN:VEVENT')
      .filter((part) => !part.includes('UID:7f662ec65913'))
      .join('BEGIN:VEVENT');
    feed = { ...feed, body: moved.includes('END:VCALENDAR') ? moved : `${moved}END:VCALENDAR\r\n` };
    const refreshed = expectStatus(
      await call(host, 'POST', calendarPaths.refreshIcal(host.listingId)),
      200,
    ).body.data;
    expect(refreshed).toEqual([
      expect.objectContaining({ id: created.id, event_count: 2, status: 'ok' }),
    ]);
    expect(await unavailable(host, '2027-01-05', 10)).toEqual(['2027-01-12', '2027-01-13']);
    expect(await unavailable(host, '2027-03-30', 4)).toEqual(['2027-03-30']);
    expect((await rowOf('1418fb94e984-9d8c'))?.id).toBe(before?.id);

    feed = { ...feed, body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' };
    const cleared = await call(host, 'POST', calendarPaths.refreshIcal(host.listingId));
    expect(cleared.body.data[0]).toMatchObject({ event_count: 0, status: 'ok' });
    expect(await unavailable(host, '2027-01-01', 120)).toEqual([]);
  });

  it('a failing feed (500, HTML, timeout, bad syntax) keeps the last good blocks and records the error', async () => {
    const host = await hostWithListing();
    feed = { status: 200, type: 'text/calendar', body: fixture('booking.ics') };
    const created = expectStatus(await addImport(host, '/feed.ics', 'Booking.com'), 201).body.data;
    const good = await unavailable(host, '2027-02-14', 5);
    expect(good).toHaveLength(3);

    const failures: [Serve, string, string][] = [
      [
        { status: 500, type: 'text/plain', body: 'boom' },
        'http_status',
        'The calendar’s server answered with error 500',
      ],
      [
        { status: 200, type: 'text/html', body: fixture('error-page.html') },
        'not_calendar',
        'The address does not return an iCal calendar',
      ],
      ['hang', 'timeout', 'The calendar did not answer in time'],
      [
        {
          status: 200,
          type: 'text/calendar',
          body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027',
        },
        'parse_error',
        'The calendar could not be read',
      ],
    ];
    for (const [serve, code, message] of failures) {
      feed = serve;
      const [status] = (await call(host, 'POST', calendarPaths.refreshIcal(host.listingId))).body
        .data;
      expect(status).toMatchObject({
        id: created.id,
        status: 'failed',
        last_error_code: code,
        last_error: message,
        event_count: 2,
      });
      expect(status.last_success_at).toBe(created.last_success_at);
      expect(status.last_attempt_at > created.last_attempt_at).toBe(true);
      expect(await unavailable(host, '2027-02-14', 5)).toEqual(good);
    }
    const sr = await app.app.inject({
      method: 'GET',
      url: calendarPaths.initData(host.listingId),
      headers: { authorization: `Bearer ${host.token}`, 'app-language': 'sr' },
    });
    expect(sr.json().data.ical_imports[0].last_error).toBe('Kalendar nije moguće pročitati');
  });

  it('a failed first fetch still creates the import, with its error; duplicates and refused URLs are 422', async () => {
    const host = await hostWithListing();
    feed = { status: 404, type: 'text/plain', body: 'no' };
    const created = expectStatus(await addImport(host, '/feed.ics'), 201).body.data;
    expect(created).toMatchObject({
      status: 'failed',
      last_error_code: 'http_status',
      last_success_at: null,
      event_count: 0,
    });
    const again = await addImport(host, '/feed.ics');
    expect([again.status, again.body.errors.url]).toEqual([
      422,
      ['This calendar is already imported'],
    ]);
    for (const [url, message] of [
      ['http://169.254.169.254/latest/meta-data/', 'This address cannot be used for a calendar'],
      [
        'http://user:pw@calendar.example/x.ics',
        'The calendar address must not contain a user name or password',
      ],
      ['ftp://calendar.example/x.ics', 'The value is not valid'],
    ]) {
      const refused = await call(host, 'POST', calendarPaths.icalImports(host.listingId), {
        url,
        name: 'X',
      });
      expect([refused.status, refused.body.errors?.url]).toEqual([422, [message]]);
    }
  });

  it('DELETE removes the import and its blocks (204), and logs it', async () => {
    const host = await hostWithListing();
    const created = expectStatus(await addImport(host, '/airbnb.ics'), 201).body.data;
    expect(await unavailable(host, '2027-01-06', 1)).toEqual(['2027-01-06']);
    expect(
      (await call(host, 'DELETE', calendarPaths.icalImport(host.listingId, created.id))).status,
    ).toBe(204);
    expect(await unavailable(host, '2027-01-01', 100)).toEqual([]);
    expect(
      (await call(host, 'DELETE', calendarPaths.icalImport(host.listingId, created.id))).status,
    ).toBe(404);
    const kinds = (await activityOf(host.listingId))
      .filter((e) => e.entity === 'ical_import')
      .map((e) => e.kind);
    expect(kinds).toEqual(['created', 'deleted']);
  });
});
