// Issue #24 item 1 at scale: the feed that once froze the server for 48 s (40 events repeating
// every second since 1900, 4.3 KB) synced beside 1,000 ordinary feeds. The hostile import first
// syncs an ordinary feed (its good blocks); then the farm turns it hostile, 1,000 feeds are added
// (all due at once) and every import is made due again every ROUND_S seconds, so the hostile feed
// is fetched and parsed again in each round while the ordinary ones sync. Meanwhile autocannon
// asks GET /api/health/live at a steady rate, and a probe loaded into the server
// (loop-lag-probe.mjs) records the main thread's event-loop lag each second. Quick on its own:
// `npm run bench -- ical-hostile` (about a minute and a half); `ical-sync` runs it too.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addFeeds, sleep, startFarm } from './ical-sync';
import {
  assertPortFree,
  createPgDatabase,
  loadTest,
  repoRoot,
  startServer,
  table,
  type LoadResult,
} from './support';

const FEEDS = 1000;
const WINDOW_S = 30;
const ROUND_S = 5;
const IDLE_S = 10;
const API_RATE = 200;
const BUDGET_P99_MS = 50;
const PORT = 3475;

type Lag = { p99: number; max: number };
type LagLine = Lag & { at: number };

function lagLines(file: string): LagLine[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LagLine);
  } catch {
    return [];
  }
}

/** The worst of the 1-second lines that cover [from, to]. */
function lagBetween(lines: LagLine[], from: number, to: number): Lag {
  const inside = lines.filter((l) => l.at > from && l.at <= to + 1000);
  return {
    p99: Math.max(...inside.map((l) => l.p99)),
    max: Math.max(...inside.map((l) => l.max)),
  };
}

type ImportState = {
  last_error: string | null;
  event_count: number;
  failures: number;
  synced: boolean;
  blocks: number;
};

async function hostileState(client: pg.Client, id: number): Promise<ImportState> {
  const { rows } = await client.query<ImportState>(
    `select last_error, event_count, failures, last_success_at is not null as synced,
            (select count(*)::int from ical_events e where e.import_id = i.id) as blocks
       from ical_imports i where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function ordinary(client: pg.Client): Promise<{ synced: number; failed: number }> {
  const { rows } = await client.query<{ synced: number; failed: number }>(
    `select count(last_success_at)::int as synced,
            count(*) filter (where last_error is not null)::int as failed
       from ical_imports where url like '%/feed/%'`,
  );
  return rows[0]!;
}

/** The listing whose import is /hostile.ics on the farm's first origin. */
async function addHostile(client: pg.Client, port: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `with l as (
       insert into listings (owner_id, category_id, status, name_sr, name_en, description_sr, description_en,
         max_guests, bedrooms, bathrooms, country, city, latitude, longitude, currency, base_price, weekend_price,
         booking_mode, min_stay, check_in_from, check_in_to, check_out_until, terms_accepted_at, submitted_at, approved_at)
       select (select id from users where email = 'domacin@gazda.test'), (select id from categories where const = 'apartment'),
         'listed', 'iCal hostile', 'iCal hostile', 'Opis', 'Description', 4, 1, 1, 'RS', 'Beograd', 44.8, 20.4,
         'EUR', 5000, 6000, 'instant', 1, '14:00', '21:00', '11:00', now(), now(), now()
       returning id)
     insert into ical_imports (listing_id, url, name)
       select id, $1, 'Airbnb' from l returning id`,
    [`http://127.0.0.1:${port}/hostile.ics`],
  );
  return rows[0]!.id;
}

type Measured = {
  before: ImportState;
  after: ImportState;
  hostileAnswers: number;
  firstSyncS: number;
  ordinary: { synced: number; failed: number };
  health: LoadResult;
  idleHealth: LoadResult;
  lag: Lag;
  /** The worst lag in the 2 s after each hostile answer, in order. */
  lagAfterHostile: number[];
  idleLag: Lag;
  load: number;
  idleLoad: number;
};

async function measure(): Promise<Measured> {
  const db = createPgDatabase('gazda_bench_ical_hostile');
  if ('skipped' in db) throw new Error(db.skipped);
  const lagFile = resolve(repoRoot, `.tmp/bench-loop-lag-${PORT}.jsonl`);
  mkdirSync(resolve(repoRoot, '.tmp'), { recursive: true });
  rmSync(lagFile, { force: true });
  const farm = await startFarm();
  await assertPortFree(PORT);
  const server = await startServer(PORT, {
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    ICAL_ALLOW_PRIVATE: 'true',
    ICAL_REFRESH_MINUTES: '1',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve(import.meta.dirname, 'loop-lag-probe.mjs')}`,
    BENCH_LOOP_LAG_FILE: lagFile,
  });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const health = (seconds: number) =>
    loadTest({ url: `${server.url}/api/health/live`, connections: 10, seconds, rate: API_RATE });
  try {
    // The hostile import's good blocks: its feed is still an ordinary one.
    const id = await addHostile(client, farm.ports[0]!);
    let before = await hostileState(client, id);
    for (let i = 0; i < 240 && !before.synced; i++) {
      await sleep(250);
      before = await hostileState(client, id);
    }
    if (!before.synced) throw new Error('the hostile import never synced its first, good feed');

    await health(3); // warm-up
    const i0 = Date.now();
    const idleHealth = await health(IDLE_S);
    const idleLag = lagBetween(lagLines(lagFile), i0, Date.now());
    const idleLoad = loadavg()[0]!;

    farm.turnHostile();
    const t0 = Date.now();
    const started = performance.now();
    const during = health(WINDOW_S);
    await addFeeds(client, FEEDS, farm.ports);
    await client.query(`update ical_imports set next_fetch_at = now() where id = $1`, [id]);
    let firstSyncS = NaN;
    const rounds = (async () => {
      for (let r = 1; r * ROUND_S < WINDOW_S; r++) {
        while (performance.now() - started < r * ROUND_S * 1000) {
          if (Number.isNaN(firstSyncS) && (await ordinary(client)).synced >= FEEDS)
            firstSyncS = (performance.now() - started) / 1000;
          await sleep(250);
        }
        await client.query(`update ical_imports set next_fetch_at = now()`);
      }
    })();
    const healthDuring = await during;
    await rounds;
    const load = loadavg()[0]!;
    await sleep(2000); // the last round's syncs are written
    const lines = lagLines(lagFile);
    const farmStats = await farm.stats();
    // The seconds in which the server read and parsed a hostile answer (sent + 200 ms, then 2 s).
    const afterHostile = farmStats.hostileAt.map((at) => lagBetween(lines, at, at + 2000));
    return {
      before,
      after: await hostileState(client, id),
      hostileAnswers: farmStats.hostile,
      lagAfterHostile: afterHostile.map((l) => l.max),
      lag: lagBetween(lines, t0, t0 + WINDOW_S * 1000),
      firstSyncS,
      ordinary: await ordinary(client),
      health: healthDuring,
      idleHealth,
      idleLag,
      load,
      idleLoad,
    };
  } finally {
    await client.end();
    await server.stop();
    farm.stop();
    db.drop();
  }
}

const verdict = (met: boolean, rule: string) => `${met ? 'met' : 'NOT met'} (${rule})`;

export async function icalHostileBench(): Promise<string> {
  const heading = `### iCal sync: a hostile feed beside ${FEEDS.toLocaleString('en')} ordinary feeds (PostgreSQL)`;
  const probe = createPgDatabase('gazda_bench_ical_probe');
  if ('skipped' in probe) return `${heading}\n\nSkipped: ${probe.skipped}. Not measured.`;
  probe.drop();
  const m = await measure();
  const kept = m.after.event_count === m.before.event_count && m.after.blocks === m.before.blocks;
  const failedRight = m.after.last_error === 'too_many_occurrences';
  const non2xx = (r: LoadResult) =>
    Object.entries(r.statuses)
      .filter(([s]) => !s.startsWith('2'))
      .reduce((n, [, c]) => n + c, 0) + r.errors;
  const rows: (string | number)[][] = [
    ['hostile feed: answers fetched (and parsed) during the window', m.hostileAnswers, '—'],
    [
      `GET health/live p99 during the window (before it), ${API_RATE} requests/s`,
      `${m.health.p99.toFixed(1)} ms (${m.idleHealth.p99.toFixed(1)} ms); ${m.health.total} answers, ${non2xx(m.health)} not 2xx; machine load ${m.load.toFixed(1)} (${m.idleLoad.toFixed(1)})`,
      verdict(m.health.p99 < BUDGET_P99_MS, `< ${BUDGET_P99_MS} ms`),
    ],
    [
      "server's event-loop lag: worst 1-second p99 / max during the window (before it)",
      `${m.lag.p99.toFixed(1)} ms / ${m.lag.max.toFixed(1)} ms (${m.idleLag.p99.toFixed(1)} ms / ${m.idleLag.max.toFixed(1)} ms)`,
      '—',
    ],
    [
      "server's event-loop lag, max in the 2 s after each hostile answer was sent (the first one beside the 1,000 first syncs)",
      m.lagAfterHostile.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
      '—',
    ],
    [
      'hostile import at the end: error; failures in a row',
      `${m.after.last_error ?? 'none'} ("The calendar has too many repeating events"); ${m.after.failures}`,
      verdict(failedRight, 'failed as too many repeating events'),
    ],
    [
      'hostile import: events / blocks before it turned, and at the end',
      `${m.before.event_count} / ${m.before.blocks}, ${m.after.event_count} / ${m.after.blocks}`,
      verdict(kept, 'last good blocks kept'),
    ],
    [
      `${FEEDS.toLocaleString('en')} ordinary feeds: first sync of all (added at the window's start); synced / failing at the end`,
      `${Number.isNaN(m.firstSyncS) ? 'not all within the window' : `${m.firstSyncS.toFixed(1)} s`}; ${m.ordinary.synced} / ${m.ordinary.failed}`,
      '—',
    ],
  ];
  return (
    `${heading}\n\nThe farm of the section above also serves /hostile.ics. The server runs on PostgreSQL with ` +
    `ICAL_REFRESH_MINUTES=1. Its hostile import first syncs an ordinary Airbnb-shaped feed (those are its good blocks); ` +
    `then the feed turns into the one that once blocked the event loop for 48 s (40 events with RRULE:FREQ=SECONDLY ` +
    `from 1900, 4.3 KB), ${FEEDS.toLocaleString('en')} ordinary feeds are added, all due at once, and every import is made due again ` +
    `every ${ROUND_S} s for a ${WINDOW_S} s window, so the hostile feed is fetched and parsed again beside them. Through the window ` +
    `autocannon (another process) asks GET /api/health/live at ${API_RATE} requests a second over 10 connections, as it did for ` +
    `${IDLE_S} s before; a probe loaded into the server (\`bench/loop-lag-probe.mjs\`, perf_hooks ` +
    `monitorEventLoopDelay) records the main thread's lag each second. The machine load is the 1-minute load average ` +
    `(2 cores): the bench shares them with whatever else runs.\n\n${table(['figure', 'value', 'budget'], rows)}`
  );
}
