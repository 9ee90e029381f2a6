import { calendarPaths } from '@gazda/contracts/paths';
import { addDays } from '@gazda/domain/dates';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger';
import { parseFeed } from '../../src/features/ical/parse-feed';
import {
  activityOf,
  as,
  daysFromNow,
  expectStatus,
  hostWithListing,
  icalApp,
  type Host,
} from '../helpers/calendar-fixtures';
import { api, extraApp, testApp } from '../helpers/test-app';
import { sendCalendar, startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

const d = (days: number) => daysFromNow(days);
const basic = (date: string) => date.replaceAll('-', '');

/** A feed from "another site", dated from today, naming its guest (which must never leave). */
const foreignFeed = () =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'BEGIN:VEVENT',
    'UID:guest-stay@airbnb.com',
    `DTSTART;VALUE=DATE:${basic(d(40))}`,
    `DTEND;VALUE=DATE:${basic(d(43))}`,
    'SUMMARY:Marko Petrović (HMZ7K2Q9XB)',
    'DESCRIPTION:PHONE: +381 64 123 4567',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let server: LoopbackServer;
let app: Awaited<ReturnType<typeof icalApp>>;
let host: Host;
let exportPath: string;
let reservationId: number;

const feedText = async (path = exportPath) => api('GET', path, { baseUrl: app.baseUrl });
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  server = await startLoopbackServer({ '/airbnb.ics': sendCalendar(foreignFeed()) });
  app = await icalApp();
  host = await hostWithListing();
  const id = host.listingId;
  const call = (method: string, path: string, body?: unknown) =>
    as(host, method, path, body, app.baseUrl);
  reservationId = expectStatus(
    await call('POST', calendarPaths.manualReservations(id), {
      check_in: d(10),
      check_out: d(14),
      guests: 2,
      guest_name: 'Milan Gost',
      comment: 'Tel 064 555 111',
      total: 40000,
    }),
    201,
  ).body.data.id;
  await call('PUT', calendarPaths.putDays(id), { from: d(20), to: d(21), blocked: true });
  await call('PUT', calendarPaths.putDays(id), { from: d(22), to: d(22), blocked: true });
  await call('PUT', calendarPaths.putDays(id), { from: d(25), to: d(25), price: 9000 }); // not a block
  expectStatus(
    await call('POST', calendarPaths.icalImports(id), {
      url: `${server.origin}/airbnb.ics`,
      name: 'Airbnb',
    }),
    201,
  );
  const { db } = await testApp();
  await db
    .insertInto('inquiries')
    .values({
      code: `IQ-EXP-${id}`,
      listing_id: id,
      check_in: d(30),
      check_out: d(33),
      guests: 2,
      currency: 'EUR',
      total: 1,
      status: 'confirmed',
    })
    .execute();
  exportPath = pathOf((await call('GET', calendarPaths.initData(id))).body.data.ical_export.url);
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

describe('[CALENDAR][ICAL] export', () => {
  it('serves RFC 5545 text with CRLF, without login, no guest data', async () => {
    const answer = await feedText();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(answer.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(answer.text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const secret of ['Milan', 'Gost', 'Marko', 'HMZ7K2Q9XB', '555 111', '+381', 'Tel'])
      expect(answer.text).not.toContain(secret);
  });

  it('parsed back, it gives exactly the unavailable ranges: reservation, blocks, iCal, hold', async () => {
    const parsed = parseFeed((await feedText()).text, { ownProdId: null, ownUidSuffix: null });
    if (!parsed.ok) throw new Error('the export does not parse');
    const ranges = parsed.events
      .map((e) => [e.start, e.end])
      .sort(([a], [b]) => a!.localeCompare(b!));
    expect(ranges).toEqual([
      [d(10), d(14)],
      [d(20), d(23)],
      [d(30), d(33)],
      [d(40), d(43)],
    ]);
    expect(
      parsed.events.every((e) => e.uid.endsWith('@gazda') && e.summary === 'Not available'),
    ).toBe(true);
    // Imported with the own-export filter on (the default), nothing comes back: no echo.
    expect(parseFeed((await feedText()).text)).toEqual({ ok: false, error: 'own_export' });
    const own = { listingId: String(host.listingId) };
    expect(parseFeed((await feedText()).text, own)).toEqual({ ok: false, error: 'own_export' });
  });

  it('closes the preparation nights around every stay too, so the other channels agree (#27)', async () => {
    const { db } = await testApp();
    const prepare = (nights: number) =>
      db
        .updateTable('listings')
        .set({ preparation_nights: nights })
        .where('id', '=', host.listingId)
        .execute();
    await prepare(1);
    try {
      const parsed = parseFeed((await feedText()).text, { ownProdId: null, ownUidSuffix: null });
      if (!parsed.ok) throw new Error('the export does not parse');
      const nights = new Set(
        parsed.events.flatMap((e) => {
          const out: string[] = [];
          for (let day = e.start; day < e.end; day = addDays(day, 1)) out.push(day);
          return out;
        }),
      );
      // The night before and the night after the reservation, the hold and the imported stay.
      for (const day of [9, 14, 29, 33, 39, 43]) expect(nights.has(d(day)), d(day)).toBe(true);
      // A host's own blocked night gets none.
      expect(nights.has(d(19))).toBe(false);
      expect(nights.has(d(23))).toBe(false);
    } finally {
      await prepare(0);
    }
  });

  it('keeps UIDs stable: the reservation keeps its UID when its dates change', async () => {
    const uids = async () => {
      const parsed = parseFeed((await feedText()).text, { ownProdId: null, ownUidSuffix: null });
      return parsed.ok ? new Map(parsed.events.map((e) => [e.start, e.uid])) : new Map();
    };
    const before = await uids();
    expect(await uids()).toEqual(before);
    await as(
      host,
      'PUT',
      calendarPaths.manualReservation(host.listingId, reservationId),
      {
        check_in: d(11),
        check_out: d(15),
        guests: 2,
        guest_name: 'Milan Gost',
        total: 40000,
      },
      app.baseUrl,
    );
    const after = await uids();
    expect(after.get(d(11))).toBe(before.get(d(10)));
  });

  it('a wrong token, another listing or a missing .ics is 404', async () => {
    const other = await hostWithListing();
    const otherUrl = (await as(other, 'GET', calendarPaths.initData(other.listingId))).body.data
      .ical_export.url;
    const token = exportPath.split('/').at(-1)!;
    const wrong = exportPath.replace(/[A-Za-z0-9_-]{10}\.ics$/, 'AAAAAAAAAA.ics');
    expect((await feedText(wrong)).status).toBe(404);
    expect((await feedText(`/api/ical/${other.listingId}/${token}`)).status).toBe(404);
    expect((await feedText(exportPath.replace('.ics', ''))).status).toBe(404);
    expect((await feedText(pathOf(otherUrl))).status).toBe(200);
  });

  it('regenerate: a new URL, the old one stops working, logged without the token', async () => {
    const answer = expectStatus(
      await as(host, 'POST', calendarPaths.regenerateIcalExport(host.listingId)),
      200,
    );
    const fresh = pathOf(answer.body.data.url);
    expect(fresh).not.toBe(exportPath);
    expect((await feedText(exportPath)).status).toBe(404);
    expect((await feedText(fresh)).status).toBe(200);
    const init = await as(host, 'GET', calendarPaths.initData(host.listingId));
    expect(init.body.data.ical_export.url).toBe(answer.body.data.url);
    const entry = (await activityOf(host.listingId)).find((e) => e.field === 'ical_export_token');
    expect(entry).toMatchObject({ kind: 'changed', from_value: '***', to_value: '***' });
    exportPath = fresh;
  });

  it('the secret URL never reaches the request log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    const logged = await extraApp(() => {}, { logger: createLogger({ logLevel: 'info' }, sink) });
    try {
      expect((await api('GET', exportPath, { baseUrl: logged.baseUrl })).status).toBe(200);
      await api('GET', '/api/health', { baseUrl: logged.baseUrl });
    } finally {
      await logged.app.close();
    }
    expect(lines.join('')).toContain('/api/health');
    expect(lines.join('')).not.toContain(exportPath.split('/').at(-1)!.slice(0, 20));
  });
});
