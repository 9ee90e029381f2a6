import { calendarPaths } from '@gazda/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueImports } from '../../src/features/ical-sync/ical-sync-repository';
import { nextSyncAt } from '../../src/features/ical-sync/sync-schedule';
import { startIcalSyncPool } from '../../src/jobs/ical-sync-pool';
import { startScheduler } from '../../src/jobs/scheduler';
import { as, expectStatus, hostWithListing, icalApp } from '../helpers/calendar-fixtures';
import { testApp } from '../helpers/test-app';
import { sendCalendar, startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

const feed =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a@test\r\nDTSTART;VALUE=DATE:20270105\r\nDTEND;VALUE=DATE:20270107\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

let server: LoopbackServer;
let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/a.ics': sendCalendar(feed),
    '/b.ics': sendCalendar(feed),
    '/c.ics': sendCalendar(feed),
  });
  app = await icalApp();
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

/** Two listings with three imports, all made due now. */
async function dueImports() {
  const hosts = [await hostWithListing(), await hostWithListing()];
  const ids: number[] = [];
  for (const [host, path] of [
    [hosts[0]!, '/a.ics'],
    [hosts[0]!, '/b.ics'],
    [hosts[1]!, '/c.ics'],
  ] as const) {
    const created = await as(
      host,
      'POST',
      calendarPaths.icalImports(host.listingId),
      { url: `${server.origin}${path}`, name: path },
      app.baseUrl,
    );
    ids.push(expectStatus(created, 201).body.data.id);
  }
  const { db } = await testApp();
  await db
    .updateTable('ical_imports')
    .set({ next_fetch_at: new Date(Date.now() - 60_000) })
    .where('id', 'in', ids)
    .execute();
  return { ids, listingIds: hosts.map((h) => h.listingId) };
}

describe('[CALENDAR][ICAL] the schedule', () => {
  it('each due import is synced once, even when two pools claim at the same moment', async () => {
    const { ids, listingIds } = await dueImports();
    const hitsBefore = server.hits.length;
    const deps = app.app.deps;
    const { db } = await testApp();
    const synced = async () =>
      (
        await db
          .selectFrom('ical_imports')
          .select('id')
          .where('id', 'in', ids)
          .where('last_success_at', 'is not', null)
          .execute()
      ).length;
    const pools = [0, 1].map(() => startIcalSyncPool(deps, { listingIds, idleMs: 20 }));
    try {
      for (let waited = 0; (await synced()) < ids.length && waited < 10_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100)); // a second fetch would show now
    } finally {
      await Promise.all(pools.map((pool) => pool.stop()));
    }
    expect(server.hits.length - hitsBefore).toBe(3);

    const rows = await db.selectFrom('ical_imports').selectAll().where('id', 'in', ids).execute();
    for (const row of rows) {
      // Next due at the import's own moment of the interval (ICAL_REFRESH_MINUTES; sync-schedule.ts).
      const interval = deps.config.icalRefreshMinutes;
      expect(row.next_fetch_at).toEqual(nextSyncAt(row.last_success_at!, interval, row.id));
      const minutes = (row.next_fetch_at.getTime() - row.last_success_at!.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(0);
      expect(minutes).toBeLessThanOrEqual(interval);
      expect(row).toMatchObject({ event_count: 1, last_error: null });
    }
    const options = { limit: 20, minutes: 5, listingIds };
    expect(await claimDueImports(db, options)).toEqual([]); // nothing is due any more
  });

  it.runIf(process.env.DATABASE_URL)(
    'SKIP LOCKED: a claim in flight hides its rows from another process',
    async () => {
      const { ids, listingIds } = await dueImports();
      const { db } = await testApp();
      const options = { limit: 20, minutes: 30, listingIds };
      const [held, other] = await db.transaction().execute(async (trx) => {
        const mine = await claimDueImports(trx, options); // rows stay locked until this commits
        const theirs = await claimDueImports(db, options);
        return [mine, theirs];
      });
      expect(held.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
      expect(other).toEqual([]);
    },
  );

  it('the scheduler runs its jobs on the interval, one tick at a time, and stop waits for a tick', async () => {
    let runs = 0;
    let concurrent = 0;
    let overlapped = false;
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          run: async () => {
            concurrent += 1;
            overlapped ||= concurrent > 1;
            await new Promise((resolve) => setTimeout(resolve, 30));
            runs += 1;
            concurrent -= 1;
          },
        },
      ],
      { everyMs: 10, log: app.app.log },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    await scheduler.stop();
    const stoppedAt = runs;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
  });
});
