import { calendarPaths } from '@gazda/contracts/paths';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  expectStatus,
  hostWithListing,
  icalApp,
  type Host,
} from '../helpers/calendar-fixtures';
import { endlessFeed, hostileFeed } from '../ical/hostile-feeds';
import { startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

/*
 * Issue #24 items 1 and 2: no feed stalls the server, and a body that is not a calendar never
 * wipes the blocks it brought before.
 */
const airbnb = readFileSync(
  new URL('../ical/fixtures/airbnb-current.ics', import.meta.url),
  'utf8',
);
const noEvents = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Empty//EN\r\nEND:VCALENDAR\r\n';

let feed = { type: 'text/calendar', body: airbnb };
let server: LoopbackServer;
let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/feed.ics': (_req, res) => res.writeHead(200, { 'content-type': feed.type }).end(feed.body),
  });
  app = await icalApp();
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

const call = (host: Host, method: string, path: string, body?: unknown) =>
  as(host, method, path, body, app.baseUrl);
const refresh = async (host: Host) =>
  expectStatus(await call(host, 'POST', calendarPaths.refreshIcal(host.listingId)), 200).body
    .data[0];
const unavailable = async (host: Host) =>
  (
    (await call(host, 'GET', `${calendarPaths.days(host.listingId)}?start=2027-01-01&days=120`))
      .body.data.days as { date: string; reason: string | null }[]
  )
    .filter((day) => day.reason !== null)
    .map((day) => day.date);

/** A host whose import of /feed.ics holds the three Airbnb blocks. */
async function hostWithBlocks() {
  const host = await hostWithListing();
  feed = { type: 'text/calendar', body: airbnb };
  const created = expectStatus(
    await call(host, 'POST', calendarPaths.icalImports(host.listingId), {
      url: `${server.origin}/feed.ics`,
      name: 'Airbnb',
    }),
    201,
  ).body.data;
  expect(created).toMatchObject({ status: 'ok', event_count: 3 });
  const blocks = await unavailable(host);
  expect(blocks).toHaveLength(12);
  return { host, created, blocks };
}

/** GET /api/health/live one request after another until stopped: how long each one took. */
function probeLiveness() {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${app.baseUrl}/api/health/live`);
      expect(answer.status).toBe(200);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

describe('[CALENDAR][ICAL] no feed can stall the server', () => {
  it('40 events repeating every second since 1900: health answers, the import fails with its reason, the blocks stay', async () => {
    const { host, created, blocks } = await hostWithBlocks();
    feed = { type: 'text/calendar', body: hostileFeed() };
    const stop = probeLiveness();
    const status = await refresh(host);
    const times = await stop();
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(1_000);
    expect(status).toMatchObject({
      id: created.id,
      status: 'failed',
      last_error_code: 'too_many_occurrences',
      last_error: 'The calendar has too many repeating events',
      event_count: 3,
      last_success_at: created.last_success_at,
    });
    expect(await unavailable(host)).toEqual(blocks);
    const sr = await app.app.inject({
      method: 'GET',
      url: calendarPaths.initData(host.listingId),
      headers: { authorization: `Bearer ${host.token}`, 'app-language': 'sr' },
    });
    expect(sr.json().data.ical_imports[0].last_error).toBe(
      'Kalendar ima previše ponavljajućih događaja',
    );
  });

  it('a rule ical.js never finishes: its worker is stopped after 5 s while health answers, then the next feed is read', async () => {
    const { host, blocks } = await hostWithBlocks();
    feed = { type: 'text/calendar', body: endlessFeed() };
    const stop = probeLiveness();
    const started = performance.now();
    const status = await refresh(host);
    const took = performance.now() - started;
    const times = await stop();
    expect(took).toBeGreaterThanOrEqual(5_000);
    expect(times.length).toBeGreaterThan(10);
    expect(Math.max(...times)).toBeLessThan(1_000);
    expect(status).toMatchObject({ status: 'failed', last_error_code: 'too_many_occurrences' });
    expect(await unavailable(host)).toEqual(blocks);

    feed = { type: 'text/calendar', body: airbnb };
    expect(await refresh(host)).toMatchObject({ status: 'ok', event_count: 3 });
  });
});

describe('[CALENDAR][ICAL] a body that is not a calendar never wipes blocks', () => {
  it.each([
    ['an empty 200', 'text/calendar', ''],
    ['only whitespace', 'text/calendar', ' \r\n\r\n'],
    ['a text page', 'text/plain', 'Calendar temporarily unavailable'],
    ['an HTML page', 'text/html', '<!doctype html><title>Sign in</title>'],
  ])('%s fails as "not a calendar" and keeps the blocks', async (_name, type, body) => {
    const { host, created, blocks } = await hostWithBlocks();
    feed = { type, body };
    expect(await refresh(host)).toMatchObject({
      status: 'failed',
      last_error_code: 'not_calendar',
      last_error: 'The address does not return an iCal calendar',
      event_count: 3,
      last_success_at: created.last_success_at,
      notice: null,
    });
    expect(await unavailable(host)).toEqual(blocks);
  });

  it('a valid calendar without events clears the blocks, and says it has none', async () => {
    const { host } = await hostWithBlocks();
    feed = { type: 'text/calendar', body: noEvents };
    expect(await refresh(host)).toMatchObject({
      status: 'ok',
      last_error: null,
      event_count: 0,
      notice: 'The calendar has no events',
    });
    expect(await unavailable(host)).toEqual([]);
    const sr = await app.app.inject({
      method: 'GET',
      url: calendarPaths.initData(host.listingId),
      headers: { authorization: `Bearer ${host.token}`, 'app-language': 'sr' },
    });
    expect(sr.json().data.ical_imports[0].notice).toBe('Kalendar nema događaja');
  });
});
