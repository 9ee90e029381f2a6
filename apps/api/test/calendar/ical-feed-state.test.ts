import { calendarPaths } from '@gazda/contracts/paths';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTargets } from '../../src/features/ical-sync/ical-sync-repository';
import { syncImports } from '../../src/features/ical-sync/ical-sync-service';
import {
  as,
  expectStatus,
  hostWithListing,
  icalApp,
  type Host,
} from '../helpers/calendar-fixtures';
import { mailsTo } from '../helpers/outbox';
import { testApp } from '../helpers/test-app';
import { startLoopbackServer, type LoopbackServer } from '../ical/loopback-server';

/*
 * Issue #24 item 6: the host sees the state of each feed, and is mailed once when a feed starts
 * failing (packages/domain/src/feed-health.ts: FEED_ALERT_FAILURES attempts in a row) and once when
 * it works again, never once per attempt; in the host's language.
 */

/** packages/domain/src/feed-health.ts: the 3rd failed attempt in a row mails the host. */
const FEED_ALERT_FAILURES = 3;
const calendar = readFileSync(
  new URL('../ical/fixtures/airbnb-current.ics', import.meta.url),
  'utf8',
);
/** Each listing's feed answers with its own status: 200 the calendar, else that error. */
const statusOf = new Map<string, number>();
let server: LoopbackServer;
let app: Awaited<ReturnType<typeof icalApp>>;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/feed.ics': (req, res) => {
      const status = statusOf.get(
        new URL(req.url ?? '', server.origin).searchParams.get('k') ?? '',
      );
      if (status && status !== 200) return res.writeHead(status).end('down');
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
    },
  });
  app = await icalApp();
});
afterAll(async () => {
  await app.app.close();
  await server.close();
});

async function hostWithFeed(lang: 'sr' | 'en'): Promise<Host> {
  const host = await hostWithListing();
  const { db } = await testApp();
  await db.updateTable('users').set({ lang }).where('id', '=', host.id).execute();
  statusOf.set(String(host.listingId), 200);
  expectStatus(
    await as(
      host,
      'POST',
      calendarPaths.icalImports(host.listingId),
      { url: `${server.origin}/feed.ics?k=${host.listingId}`, name: 'Airbnb' },
      app.baseUrl,
    ),
    201,
  );
  return host;
}

/** One scheduled sync of every import of the host's listing, as the job runs it. */
async function syncOnce(host: Host): Promise<void> {
  const { db } = await testApp();
  await syncImports(app.app.deps, await importTargets(db, host.listingId));
}

async function feedMails(host: Host) {
  await app.app.deps.tasks.idle();
  return (await mailsTo(host.email)).filter((m) => /Airbnb/.test(m.subject));
}

async function importAnswer(host: Host) {
  const answer = await as(
    host,
    'POST',
    calendarPaths.refreshIcal(host.listingId),
    undefined,
    app.baseUrl,
  );
  return expectStatus(answer, 200).body.data[0];
}

describe('[CALENDAR][ICAL] the state of each feed', () => {
  it('a failing feed mails its Serbian host once, and once again when it recovers', async () => {
    const host = await hostWithFeed('sr');
    statusOf.set(String(host.listingId), 503);
    for (let i = 0; i < FEED_ALERT_FAILURES - 1; i += 1) await syncOnce(host);
    expect(await feedMails(host)).toHaveLength(0); // not at the first blips

    for (let i = 0; i < 5; i += 1) await syncOnce(host);
    const failing = await feedMails(host);
    expect(failing).toHaveLength(1);
    expect(failing[0]!.subject).toBe('Kalendar „Airbnb” se ne sinhronizuje');
    expect(failing[0]!.text).toContain('Server kalendara je odgovorio greškom 503');
    expect(failing[0]!.text).toContain('Ne radi od');
    expect(failing[0]!.text).toContain(`/calendar`);

    statusOf.set(String(host.listingId), 200); // the same calendar again: recorded as unchanged
    for (let i = 0; i < 4; i += 1) await syncOnce(host);
    const all = await feedMails(host);
    expect(all.map((m) => m.subject)).toEqual([
      'Kalendar „Airbnb” se ne sinhronizuje',
      'Kalendar „Airbnb” se ponovo sinhronizuje',
    ]);
  });

  it('a blip shorter than the threshold mails nothing', async () => {
    const host = await hostWithFeed('en');
    statusOf.set(String(host.listingId), 500);
    for (let i = 0; i < FEED_ALERT_FAILURES - 1; i += 1) await syncOnce(host);
    statusOf.set(String(host.listingId), 200);
    await syncOnce(host);
    expect(await feedMails(host)).toHaveLength(0);
  });

  it('the answer says since when a feed fails, keeps the last good count, and forgets it on recovery', async () => {
    const host = await hostWithFeed('en');
    const { db } = await testApp();
    statusOf.set(String(host.listingId), 500);
    await syncOnce(host);
    const first = await db
      .selectFrom('ical_imports')
      .select('last_attempt_at')
      .where('listing_id', '=', host.listingId)
      .executeTakeFirstOrThrow();
    await syncOnce(host);
    const failed = await importAnswer(host);
    expect(failed).toMatchObject({
      status: 'failed',
      failing_since: first.last_attempt_at!.toISOString(),
      event_count: 3,
      last_error: 'The calendar’s server answered with error 500',
      last_success_at: expect.any(String),
    });
    expect(failed.last_attempt_at > failed.failing_since).toBe(true);
    const [mail] = await feedMails(host);
    expect(mail?.subject).toBe('The calendar “Airbnb” is not syncing');

    statusOf.set(String(host.listingId), 200);
    expect(await importAnswer(host)).toMatchObject({
      status: 'ok',
      failing_since: null,
      last_error: null,
      event_count: 3,
    });
    expect((await feedMails(host)).map((m) => m.subject)).toEqual([
      'The calendar “Airbnb” is not syncing',
      'The calendar “Airbnb” is syncing again',
    ]);
  });
});
