import { calendarPaths } from '@gazda/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTargets } from '../../src/features/ical-sync/ical-sync-repository';
import { syncImport } from '../../src/features/ical-sync/ical-sync-service';
import { nextSyncAt } from '../../src/features/ical-sync/sync-schedule';
import { as, expectStatus, hostWithListing, type Host } from '../helpers/calendar-fixtures';
import { extraApp, testApp } from '../helpers/test-app';
import {
  sendVersioned,
  startLoopbackServer,
  type LoopbackServer,
  type Versioned,
} from '../ical/loopback-server';

/*
 * Issue #24 item 4: a feed is fetched with the validators of its last answer, and a 304, or a body
 * whose digest is the stored one, costs no parse and no write of blocks; the sync time moves.
 * "No parse, no write" is shown by removing one stored event behind the sync's back: a parse and
 * apply would bring it back.
 */

const event = (uid: string, start: string, end: string) =>
  `BEGIN:VEVENT\r\nDTSTAMP:20261201T080000Z\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
const calendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
const twoStays = calendar(
  event('a@airbnb.com', '20270105', '20270108'),
  event('b@airbnb.com', '20270210', '20270212'),
);

let etagFeed: Versioned = { body: twoStays, etag: '"1"' };
let stampedAt = 0;
let failing = true;
let server: LoopbackServer;
let clockShift = 0;
let app: Awaited<ReturnType<typeof extraApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/etag.ics': sendVersioned(() => etagFeed),
    // No validators, and a DTSTAMP that changes on every answer (as Airbnb's).
    '/stamped.ics': sendVersioned(() => ({
      body: twoStays.replaceAll(
        'DTSTAMP:20261201T080000Z',
        `DTSTAMP:2026120${stampedAt++ % 9}T08000${stampedAt % 9}Z`,
      ),
    })),
    '/broken.ics': (req, res) => {
      if (failing) return void res.writeHead(500, { 'content-type': 'text/plain' }).end('down');
      sendVersioned(() => ({ body: twoStays }))(req, res);
    },
  });
  app = await extraApp(() => {}, {
    config: { icalAllowPrivate: true, icalFetchTimeoutSeconds: 2 },
    now: () => new Date(Date.now() + clockShift),
  });
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

async function imported(path: string) {
  const host = await hostWithListing();
  const created = await as(
    host,
    'POST',
    calendarPaths.icalImports(host.listingId),
    { url: `${server.origin}${path}`, name: 'Airbnb' },
    app.baseUrl,
  );
  return { host, id: expectStatus(created, 201).body.data.id as number };
}

async function row(id: number) {
  const { db } = await testApp();
  return db.selectFrom('ical_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function storedUids(id: number) {
  const { db } = await testApp();
  const rows = await db
    .selectFrom('ical_events')
    .select('uid')
    .where('import_id', '=', id)
    .execute();
  return rows.map((r) => r.uid).sort();
}

/** Removes one stored event without the sync knowing: only a parse and apply restores it. */
async function forgetEvent(id: number, uid: string) {
  const { db } = await testApp();
  await db.deleteFrom('ical_events').where('import_id', '=', id).where('uid', '=', uid).execute();
}

const refresh = async (host: Host) =>
  expectStatus(
    await as(host, 'POST', calendarPaths.refreshIcal(host.listingId), undefined, app.baseUrl),
    200,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('[CALENDAR][ICAL] fetch only what changed', () => {
  it('a 304 to the stored ETag: no parse, no write of blocks, the sync time moves', async () => {
    etagFeed = { body: twoStays, etag: '"1"' };
    const { host, id } = await imported('/etag.ics');
    const first = await row(id);
    expect(first).toMatchObject({ etag: '"1"', event_count: 2, failures: 0 });
    expect(first.body_hash).toEqual(expect.any(String));
    await forgetEvent(id, 'b@airbnb.com');
    const conditional = server.counts.conditional;
    await pause(5);

    await refresh(host);
    expect(server.counts.conditional - conditional).toBe(1);
    expect(await storedUids(id)).toEqual(['a@airbnb.com']); // not parsed, not applied
    const after = await row(id);
    expect(after.last_success_at!.getTime()).toBeGreaterThan(first.last_success_at!.getTime());
    expect(after).toMatchObject({ etag: '"1"', body_hash: first.body_hash, last_error: null });
  });

  it('a changed feed (a new ETag) is parsed and applied, and its new ETag kept', async () => {
    etagFeed = { body: twoStays, etag: '"1"' };
    const { host, id } = await imported('/etag.ics');
    etagFeed = {
      body: calendar(
        event('a@airbnb.com', '20270105', '20270109'),
        event('c@airbnb.com', '20270301', '20270305'),
      ),
      etag: '"2"',
    };
    const conditional = server.counts.conditional;
    await refresh(host);
    expect(server.counts.conditional - conditional).toBe(1); // asked with "1", got the new body
    expect(await storedUids(id)).toEqual(['a@airbnb.com', 'c@airbnb.com']);
    expect(await row(id)).toMatchObject({ etag: '"2"', event_count: 2 });
  });

  it('a body of the same digest (only its DTSTAMPs differ): no parse, no write', async () => {
    const { host, id } = await imported('/stamped.ics');
    const first = await row(id);
    expect(first).toMatchObject({ etag: null, last_modified: null, event_count: 2 });
    await forgetEvent(id, 'a@airbnb.com');
    const conditional = server.counts.conditional;
    await pause(5);

    await refresh(host);
    expect(server.counts.conditional - conditional).toBe(0); // nothing to ask with
    expect(await storedUids(id)).toEqual(['b@airbnb.com']);
    const after = await row(id);
    expect(after.last_success_at!.getTime()).toBeGreaterThan(first.last_success_at!.getTime());
    expect(after.body_hash).toBe(first.body_hash);
  });

  it('on another day the feed is asked for without validators and read again (recurring events move with today)', async () => {
    etagFeed = { body: twoStays, etag: '"1"' };
    const { host, id } = await imported('/etag.ics');
    await forgetEvent(id, 'b@airbnb.com');
    const conditional = server.counts.conditional;
    clockShift = 24 * 3_600_000;
    try {
      await refresh(host);
    } finally {
      clockShift = 0;
    }
    expect(server.counts.conditional - conditional).toBe(0);
    expect(await storedUids(id)).toEqual(['a@airbnb.com', 'b@airbnb.com']);
  });
});

describe('[CALENDAR][ICAL] a failing feed is retried with backoff', () => {
  it('5, 10, 20 minutes, then the interval; a success returns to the regular schedule', async () => {
    failing = true;
    const { host, id } = await imported('/broken.ics'); // the first fetch fails already
    const deps = app.app.deps;
    const [target] = await importTargets(deps.db, host.listingId);
    const minutesAhead = async () => {
      const r = await row(id);
      return Math.round((r.next_fetch_at.getTime() - r.last_attempt_at!.getTime()) / 60_000);
    };
    const seen = [await minutesAhead()];
    for (let i = 0; i < 4; i++) {
      await syncImport(deps, target!);
      seen.push(await minutesAhead());
    }
    expect(seen).toEqual([5, 10, 15, 15, 15]); // never later than ICAL_REFRESH_MINUTES (15)
    expect(await row(id)).toMatchObject({ failures: 5, last_error: 'http_status' });

    failing = false;
    await syncImport(deps, target!);
    const healed = await row(id);
    expect(healed).toMatchObject({ failures: 0, last_error: null, event_count: 2 });
    expect(healed.next_fetch_at).toEqual(
      nextSyncAt(healed.last_success_at!, deps.config.icalRefreshMinutes, id),
    );
  });
});
