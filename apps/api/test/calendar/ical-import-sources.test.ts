import { calendarPaths } from '@gazda/contracts/paths';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  expectStatus,
  hostWithListing,
  icalApp,
  type Host,
} from '../helpers/calendar-fixtures';
import { sendCalendar, startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

/*
 * Issue #24 items 3 and 7: a timed event takes the nights of the listing's own check-in and
 * check-out times; webcal:// addresses; another Gazda listing's export is a calendar like any
 * other, this listing's own is ignored and says so.
 */
const timedFeed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'BEGIN:VEVENT',
  'UID:timed@google.com',
  'DTSTART;TZID=Europe/Belgrade:20270210T150000',
  'DTEND;TZID=Europe/Belgrade:20270213T100000',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: LoopbackServer;
let tls: net.Server;
let tlsPort: number;
const tlsFirstBytes: number[] = [];
let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({ '/timed.ics': sendCalendar(timedFeed) });
  // Stands in for a https:// calendar host: records whether a connection opens with TLS.
  tls = net.createServer((socket) =>
    socket.once('data', (chunk: Buffer) => {
      tlsFirstBytes.push(chunk[0] ?? -1);
      socket.destroy();
    }),
  );
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  tlsPort = (tls.address() as AddressInfo).port;
  app = await icalApp();
});
afterAll(async () => {
  await app.app.close();
  await server.close();
  tls.close();
});

const call = (host: Host, method: string, path: string, body?: unknown) =>
  as(host, method, path, body, app.baseUrl);
const addImport = (host: Host, url: string, name = 'Calendar') =>
  call(host, 'POST', calendarPaths.icalImports(host.listingId), { url, name });
const unavailable = async (host: Host, start: string, days: number) =>
  (
    (await call(host, 'GET', `${calendarPaths.days(host.listingId)}?start=${start}&days=${days}`))
      .body.data.days as { date: string; reason: string | null }[]
  )
    .filter((day) => day.reason !== null)
    .map((day) => day.date);
/** The listing's export URL, on the test app's own address. */
const exportUrlOf = async (host: Host) => {
  const url = (await call(host, 'GET', calendarPaths.initData(host.listingId))).body.data
    .ical_export.url as string;
  return `${app.baseUrl}${new URL(url).pathname}`;
};

describe('[CALENDAR][ICAL] a timed event takes the nights of its stay', () => {
  it('15:00 on the 10th to 10:00 on the 13th blocks the 10th, 11th and 12th (default 14:00/10:00)', async () => {
    const host = await hostWithListing();
    expectStatus(await addImport(host, `${server.origin}/timed.ics`), 201);
    expect(await unavailable(host, '2027-02-08', 8)).toEqual([
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
    ]);
  });

  it("with the listing's own check-in and check-out times", async () => {
    // check-out until 16:00: a guest arriving at 15:00 meets the one before, that night is taken
    const late = await hostWithListing({ check_in_from: '17:00', check_out_until: '16:00' });
    expectStatus(await addImport(late, `${server.origin}/timed.ics`), 201);
    expect(await unavailable(late, '2027-02-08', 8)).toEqual([
      '2027-02-09',
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
    ]);
    // check-in from 08:00: still there at 10:00 on the 13th, that night is taken too
    const early = await hostWithListing({ check_in_from: '08:00', check_out_until: '07:00' });
    expectStatus(await addImport(early, `${server.origin}/timed.ics`), 201);
    expect(await unavailable(early, '2027-02-08', 8)).toEqual([
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
      '2027-02-13',
    ]);
  });
});

describe('[CALENDAR][ICAL] webcal:// addresses', () => {
  it('are saved and fetched as https://', async () => {
    const host = await hostWithListing();
    const before = tlsFirstBytes.length;
    const created = expectStatus(
      await addImport(host, `webcal://127.0.0.1:${tlsPort}/calendar.ics`, 'iCloud'),
      201,
    ).body.data;
    expect(created).toMatchObject({
      url: `https://127.0.0.1:${tlsPort}/calendar.ics`,
      status: 'failed', // the stand-in speaks no TLS; what matters is that TLS was tried
      last_error_code: 'network',
    });
    expect(tlsFirstBytes.slice(before)).toEqual([0x16]); // a TLS handshake, not "GET /…"
    const again = await addImport(host, `https://127.0.0.1:${tlsPort}/calendar.ics`);
    expect([again.status, again.body.errors?.url]).toEqual([
      422,
      ['This calendar is already imported'],
    ]);
  });
});

describe('[CALENDAR][ICAL] Gazda exports', () => {
  it("another listing's export imports normally, without the blocks that listing imported", async () => {
    const other = await hostWithListing();
    expectStatus(
      await call(other, 'PUT', calendarPaths.putDays(other.listingId), {
        from: '2027-03-10',
        to: '2027-03-12',
        blocked: true,
      }),
      200,
    );
    // `other` imports a timed feed: those nights are second-hand there and do not pass on.
    expectStatus(await addImport(other, `${server.origin}/timed.ics`), 201);

    const host = await hostWithListing();
    const created = expectStatus(await addImport(host, await exportUrlOf(other), 'Studio'), 201)
      .body.data;
    expect(created).toMatchObject({ status: 'ok', event_count: 1, last_error: null, notice: null });
    expect(await unavailable(host, '2027-02-01', 60)).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ]);

    // The two listings importing each other: no block multiplies from one refresh to the next.
    expectStatus(await addImport(other, await exportUrlOf(host), 'Apartment'), 201);
    for (const listing of [host, other, host, other]) {
      expectStatus(await call(listing, 'POST', calendarPaths.refreshIcal(listing.listingId)), 200);
    }
    const imports = async (h: Host) =>
      (await call(h, 'GET', calendarPaths.initData(h.listingId))).body.data.ical_imports.map(
        (i: { name: string; event_count: number }) => [i.name, i.event_count],
      );
    expect(await imports(host)).toEqual([['Studio', 1]]);
    expect(await imports(other)).toEqual([
      ['Calendar', 1],
      ['Apartment', 0],
    ]);
  });

  it("this listing's own export is ignored, and the import says why", async () => {
    const host = await hostWithListing();
    await call(host, 'PUT', calendarPaths.putDays(host.listingId), {
      from: '2027-03-10',
      to: '2027-03-12',
      blocked: true,
    });
    const created = expectStatus(await addImport(host, await exportUrlOf(host), 'Mine'), 201).body
      .data;
    expect(created).toMatchObject({
      status: 'failed',
      last_error_code: 'own_export',
      last_error: 'This is this apartment’s own calendar export, so it is ignored',
      event_count: 0,
    });
    const sr = await app.app.inject({
      method: 'GET',
      url: calendarPaths.initData(host.listingId),
      headers: { authorization: `Bearer ${host.token}`, 'app-language': 'sr' },
    });
    expect(sr.json().data.ical_imports[0].last_error).toBe(
      'Ovo je izvoz kalendara ovog apartmana, pa se zanemaruje',
    );
  });
});
