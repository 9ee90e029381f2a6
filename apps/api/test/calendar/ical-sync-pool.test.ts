import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSyncAt } from '../../src/features/ical-sync/sync-schedule';
import { startIcalSyncPool } from '../../src/jobs/ical-sync-pool';
import { startJobs } from '../../src/jobs/start-jobs';
import { hostWithListing, icalApp } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';
import {
  sendVersioned,
  startLoopbackServer,
  type Handler,
  type LoopbackServer,
} from '../ical/loopback-server';

/*
 * Issue #24 item 5: the iCal feeds are synced by a rolling pool beside the scheduler, within an
 * overall and a per-origin limit, and their next syncs spread over the interval. Each import
 * claimed once by two pools: ical-schedule.test.ts.
 */

const feed =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:p@test\r\nDTSTART;VALUE=DATE:20270105\r\nDTEND;VALUE=DATE:20270107\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** Requests being answered by all the test's servers together, and the most at once. */
const overall = { now: 0, max: 0 };
function counted(handler: Handler): Handler {
  return (req, res) => {
    overall.now += 1;
    overall.max = Math.max(overall.max, overall.now);
    res.once('close', () => (overall.now -= 1));
    handler(req, res);
  };
}

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/f${i}.ics`);
const servers: LoopbackServer[] = [];

/** A loopback origin serving `count` feeds, each answer `delayMs` late. */
async function origin(count: number, delayMs: number, handler?: Handler) {
  const server = await startLoopbackServer(
    Object.fromEntries(
      paths(count).map((p) => [
        p,
        counted(handler ?? sendVersioned(() => ({ body: feed }), delayMs)),
      ]),
    ),
  );
  servers.push(server);
  return server;
}

/** Imports of the given URLs on fresh listings (up to 10 per listing), all due now. */
async function dueImports(urls: readonly string[]) {
  const { db } = await testApp();
  const listingIds: number[] = [];
  for (let i = 0; i < urls.length; i += 10) listingIds.push((await hostWithListing()).listingId);
  const rows = await db
    .insertInto('ical_imports')
    .values(
      urls.map((url, i) => ({
        listing_id: listingIds[Math.floor(i / 10)]!,
        url,
        name: `feed ${i}`,
        next_fetch_at: new Date(Date.now() - 60_000),
      })),
    )
    .returning('id')
    .execute();
  return { ids: rows.map((r) => r.id), listingIds };
}

async function syncedCount(ids: readonly number[]): Promise<number> {
  const { db } = await testApp();
  const rows = await db
    .selectFrom('ical_imports')
    .select('id')
    .where('id', 'in', ids)
    .where('last_success_at', 'is not', null)
    .execute();
  return rows.length;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not settled in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  app = await icalApp({ icalFetchTimeoutSeconds: 5 });
});
afterAll(async () => {
  await app.app.close();
  await Promise.all(servers.map((s) => s.close()));
});

describe('[CALENDAR][ICAL] the sync pool', () => {
  it('keeps at most `concurrency` feeds in flight, at most `perOrigin` to one origin, on kept-alive connections', async () => {
    const origins = await Promise.all([origin(12, 100), origin(12, 100), origin(12, 100)]);
    const { ids, listingIds } = await dueImports(
      origins.flatMap((o) => paths(12).map((p) => `${o.origin}${p}`)),
    );
    overall.max = 0;
    const pool = startIcalSyncPool(app.app.deps, {
      concurrency: 8,
      perOrigin: 3,
      listingIds,
      idleMs: 50,
    });
    try {
      await until(async () => (await syncedCount(ids)) === ids.length);
    } finally {
      await pool.stop();
    }
    expect(overall.max).toBe(8);
    for (const o of origins) {
      expect(o.counts.maxInFlight).toBe(3);
      expect(o.hits).toHaveLength(12);
      expect(o.counts.connections).toBeLessThanOrEqual(3);
    }
  });

  it('a feed that never answers holds one slot only: the others and the mail job go on', async () => {
    const hanging = await origin(1, 0, () => {}); // accepts, never answers (5 s deadline)
    const fast = await origin(6, 20);
    const { ids, listingIds } = await dueImports([
      `${hanging.origin}/f0.ics`,
      ...paths(6).map((p) => `${fast.origin}${p}`),
    ]);
    let mailRuns = 0;
    const deps = {
      ...app.app.deps,
      mailer: {
        ...app.app.deps.mailer,
        deliverDue: async () => {
          mailRuns += 1;
          return 0;
        },
      },
    };
    const started = Date.now();
    const jobs = startJobs(deps, 50, {
      only: ['mail-delivery'],
      ical: { concurrency: 4, perOrigin: 4, listingIds, idleMs: 50 },
    });
    try {
      await until(async () => (await syncedCount(ids.slice(1))) === 6, 4_000);
      expect(Date.now() - started).toBeLessThan(4_000); // before the hanging feed's 5 s deadline
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1_500 - (Date.now() - started))),
      );
      expect(hanging.counts.inFlight).toBe(1); // still hanging
      // The mail job ran on its 50 ms tick all along (the old tick waited for every feed).
      expect(mailRuns).toBeGreaterThanOrEqual(Math.floor((Date.now() - started) / 50 / 3));
    } finally {
      await jobs.stop();
    }
  });

  it('imports due at the same moment are next due spread over the interval, not in a burst', async () => {
    const server = await origin(100, 0);
    const { ids, listingIds } = await dueImports(paths(100).map((p) => `${server.origin}${p}`));
    const pool = startIcalSyncPool(app.app.deps, { concurrency: 16, listingIds, idleMs: 20 });
    try {
      await until(async () => (await syncedCount(ids)) === ids.length);
    } finally {
      await pool.stop();
    }
    const { db } = await testApp();
    const rows = await db
      .selectFrom('ical_imports')
      .select(['id', 'next_fetch_at', 'last_success_at'])
      .where('id', 'in', ids)
      .execute();
    const minutes = (await testApp()).config.icalRefreshMinutes;
    const interval = minutes * 60_000;
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const row of rows) {
      expect(row.next_fetch_at).toEqual(nextSyncAt(row.last_success_at!, minutes, row.id));
      const ahead = row.next_fetch_at.getTime() - row.last_success_at!.getTime();
      expect(ahead).toBeGreaterThan(0);
      expect(ahead).toBeLessThanOrEqual(interval);
      buckets[Math.min(9, Math.floor((10 * ahead) / interval))]! += 1;
    }
    // 100 imports over ten tenths of the interval: about 10 in each, none empty or crowded.
    for (const count of buckets) {
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(15);
    }
  });
});
