// Issue #24 item 5: iCal sync at 1,000 and 10,000 feeds. A feed farm in a second process
// (ical-farm.ts) serves distinct Airbnb-shaped feeds from 16 loopback origins, each answer 200 ms
// late, ETags honoured; the real server on PostgreSQL syncs them with ICAL_REFRESH_MINUTES=1, so
// that a few minutes show the steady state of fifteen. Per size: the first sync of every feed (all
// due at once, each parsed and written), then one interval to settle and SUSTAIN_S seconds of the
// steady state, where 5 % of the feeds change every minute, GET calendar/{id} and health/live are
// measured under a steady request rate (autocannon in a third process), and the server's CPU and
// memory are read from /proc. The machine's load average is printed beside the API's figures: the
// bench shares the 2 cores with whatever else runs.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { FarmCommand, FarmMessage, FarmStats } from './ical-farm';
import {
  assertPortFree,
  call,
  createPgDatabase,
  loadTest,
  repoRoot,
  startServer,
  table,
  type LoadResult,
} from './support';

const SIZES = (process.env.BENCH_ICAL_SIZES ?? '1000,10000').split(',').map(Number);
/** The steady state: one interval to settle (the syncs that fell due during the first ones are
 * caught up), then SUSTAIN_S measured. */
const SETTLE_S = 60;
const SUSTAIN_S = Number(process.env.BENCH_ICAL_SUSTAIN_SECONDS ?? 120);
const INTERVAL_MIN = 1;
const CHANGE_SHARE = 0.05;
const API_RATE = 200; // requests a second, over 10 connections: a busy panel, not a flood
const API_SECONDS = 20;
const BUDGET = { fullSyncS: 15 * 60, rate: 111, p99Ms: 50 };

type Farm = {
  ports: number[];
  stats: () => Promise<FarmStats>;
  rounds: (feeds: number) => void;
  /** From now on /hostile.ics serves the feed of issue #24 item 1. */
  turnHostile: () => void;
  stop: () => void;
};

export async function startFarm(): Promise<Farm> {
  const child: ChildProcess = fork(resolve(import.meta.dirname, 'ical-farm.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<number[]>((done, fail) => {
    child.once('error', fail);
    child.once('message', (m: FarmMessage) =>
      m.type === 'ready' ? done(m.ports) : fail(new Error('farm')),
    );
  });
  return {
    ports: ready,
    stats: () =>
      new Promise((done) => {
        const on = (m: FarmMessage) => {
          if (m.type !== 'stats') return;
          child.off('message', on);
          done(m.stats);
        };
        child.on('message', on);
        child.send({ type: 'stats' } satisfies FarmCommand);
      }),
    rounds: (feeds) =>
      child.send({
        type: 'rounds',
        feeds,
        share: CHANGE_SHARE,
        everyMs: INTERVAL_MIN * 60_000,
      } satisfies FarmCommand),
    turnHostile: () => child.send({ type: 'hostile' } satisfies FarmCommand),
    stop: () => child.kill('SIGTERM'),
  };
}

/** CPU seconds (user + system) the process has used, and its resident memory in MB. */
function usage(pid: number): { cpu: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpu: ticks / 100, rssMb: Number(rss ?? 0) / 1024 };
}

/** N listings of the demo host (one import each), and their imports on the farm, all due now. */
export async function addFeeds(client: pg.Client, feeds: number, ports: number[]): Promise<void> {
  await client.query('begin');
  await client.query(
    `insert into listings (owner_id, category_id, status, name_sr, name_en, description_sr, description_en,
       max_guests, bedrooms, bathrooms, country, city, latitude, longitude, currency, base_price, weekend_price,
       booking_mode, min_stay, check_in_from, check_in_to, check_out_until, terms_accepted_at, submitted_at, approved_at)
     select (select id from users where email = 'domacin@gazda.test'), (select id from categories where const = 'apartment'),
       'listed', 'iCal ' || g, 'iCal ' || g, 'Opis', 'Description', 4, 1, 1, 'RS', 'Beograd', 44.8, 20.4,
       'EUR', 5000, 6000, 'instant', 1, '14:00', '21:00', '11:00', now(), now(), now()
       from generate_series(0, $1::int - 1) as g`,
    [feeds],
  );
  await client.query(
    `insert into ical_imports (listing_id, url, name)
     select l.id, 'http://127.0.0.1:' || ($1::int[])[1 + (n % array_length($1::int[], 1))] || '/feed/' || n || '.ics', 'Airbnb'
       from (select id, substring(name_en from 6)::int as n from listings where name_en ~ '^iCal [0-9]+$') l`,
    [ports],
  );
  await client.query('commit');
}

type Ages = { synced: number; oldestS: number | null; p99S: number | null; failed: number };

async function ages(client: pg.Client): Promise<Ages> {
  const { rows } = await client.query<{
    synced: string;
    oldest: number | null;
    p99: number | null;
    failed: string;
  }>(
    `select count(last_success_at) as synced,
            extract(epoch from now() - min(last_success_at))::float8 as oldest,
            extract(epoch from percentile_cont(0.99) within group (order by now() - last_success_at))::float8 as p99,
            count(*) filter (where last_error is not null) as failed
       from ical_imports where url like 'http://127.0.0.1:%'`,
  );
  const r = rows[0]!;
  return { synced: Number(r.synced), oldestS: r.oldest, p99S: r.p99, failed: Number(r.failed) };
}

async function demoCalendar(url: string): Promise<{ token: string; id: number }> {
  const { token } = await call<{ token: string }>(url, 'POST', '/api/login', {
    body: { email: 'domacin@gazda.test', password: 'gazda-demo' },
  });
  // Asked before the bench's listings exist: one of the demo apartments.
  const ads = await call<{ data: { id: number }[] }>(
    url,
    'GET',
    '/api/panel/ads?category=apartment&status=listed',
    { token },
  );
  const id = ads.data[0]?.id;
  if (id === undefined) throw new Error('the demo host has no listed apartment');
  return { token, id };
}

type Measured = {
  feeds: number;
  fullSyncS: number;
  fullRate: number;
  rate: number;
  notModifiedShare: number;
  oldestMaxS: number;
  p99MaxS: number;
  failed: number;
  early: number;
  cpuSyncOnly: number;
  cpuWithApi: number;
  rssMaxMb: number;
  api: { name: string; r: LoadResult; idle: LoadResult; load: number; idleLoad: number }[];
};

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function measureSize(feeds: number, port: number): Promise<Measured> {
  const db = createPgDatabase('gazda_bench_ical');
  if ('skipped' in db) throw new Error(db.skipped);
  const farm = await startFarm();
  await assertPortFree(port);
  const server = await startServer(port, {
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    ICAL_ALLOW_PRIVATE: 'true',
    ICAL_REFRESH_MINUTES: String(INTERVAL_MIN),
  });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { token, id } = await demoCalendar(server.url);
    const routes = [
      { name: 'GET calendar/{id} (366 days)', path: `/api/calendar/${id}`, token },
      { name: 'GET health/live', path: '/api/health/live', token: undefined },
    ];
    const load = (route: (typeof routes)[number], seconds = API_SECONDS / 2) =>
      loadTest({
        url: `${server.url}${route.path}`,
        connections: 10,
        seconds,
        rate: API_RATE,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(route.token ? { authorization: `Bearer ${route.token}` } : {}),
        },
      });
    // The API before any feed: the same load on an idle sync, for comparison (after a warm-up).
    for (const route of routes) await load(route, 3);
    const idle: LoadResult[] = [];
    const idleLoad: number[] = [];
    for (const route of routes) {
      idle.push(await load(route));
      idleLoad.push(loadavg()[0]!);
    }

    // 1. Every feed due at once: the first sync of all (each parsed and written).
    const t0 = performance.now();
    await addFeeds(client, feeds, farm.ports);
    let now = await ages(client);
    while (now.synced < feeds) {
      if (performance.now() - t0 > BUDGET.fullSyncS * 1000) break;
      await sleep(250);
      now = await ages(client);
    }
    const fullSyncS = (performance.now() - t0) / 1000;

    // 2. The steady state: 5 % change each minute; the API measured in the second half.
    farm.rounds(feeds);
    // The imports that fell due while every first sync was under way are caught up first.
    await sleep(SETTLE_S * 1000);
    const before = await farm.stats();
    const cpu0 = usage(server.pid);
    const s0 = performance.now();
    let oldestMaxS = 0;
    let p99MaxS = 0;
    let rssMaxMb = 0;
    let cpuMid = cpu0;
    let midAt = s0;
    let api: Measured['api'] = [];
    const sample = async () => {
      const a = await ages(client);
      oldestMaxS = Math.max(oldestMaxS, a.oldestS ?? 0);
      p99MaxS = Math.max(p99MaxS, a.p99S ?? 0);
      rssMaxMb = Math.max(rssMaxMb, usage(server.pid).rssMb);
    };
    const sampler = setInterval(() => void sample(), 1000);
    try {
      await sleep((SUSTAIN_S - API_SECONDS - 2) * 1000);
      cpuMid = usage(server.pid);
      midAt = performance.now();
      const during: LoadResult[] = [];
      const duringLoad: number[] = [];
      for (const route of routes) {
        during.push(await load(route));
        duringLoad.push(loadavg()[0]!);
      }
      api = routes.map((route, i) => ({
        name: route.name,
        r: during[i]!,
        idle: idle[i]!,
        load: duringLoad[i]!,
        idleLoad: idleLoad[i]!,
      }));
    } finally {
      clearInterval(sampler);
    }
    await sample();
    const seconds = (performance.now() - s0) / 1000;
    const after = await farm.stats();
    const cpu1 = usage(server.pid);
    const requests = after.requests - before.requests;
    return {
      feeds,
      fullSyncS,
      fullRate: feeds / fullSyncS,
      rate: requests / seconds,
      notModifiedShare: (after.notModified - before.notModified) / Math.max(1, requests),
      oldestMaxS,
      p99MaxS,
      failed: (await ages(client)).failed,
      early: after.early - before.early,
      cpuSyncOnly: (100 * (cpuMid.cpu - cpu0.cpu)) / ((midAt - s0) / 1000),
      cpuWithApi: (100 * (cpu1.cpu - cpuMid.cpu)) / ((performance.now() - midAt) / 1000),
      rssMaxMb,
      api,
    };
  } finally {
    await client.end();
    await server.stop();
    farm.stop();
    db.drop();
  }
}

const verdict = (met: boolean, rule: string) => `${met ? 'met' : 'NOT met'} (${rule})`;

function render(runs: Measured[]): string {
  const rows: (string | number)[][] = [];
  const big = (m: Measured) => m.feeds >= 10_000;
  for (const m of runs) {
    const n = m.feeds.toLocaleString('en');
    rows.push([
      `${n}: first sync of every feed (all due at once, each parsed and written)`,
      `${m.fullSyncS.toFixed(1)} s (${m.fullRate.toFixed(0)} feeds/s)`,
      big(m) ? verdict(m.fullSyncS <= BUDGET.fullSyncS, '≤ 15 min') : '—',
    ]);
    rows.push([
      `${n}: feeds refreshed per second, steady state (${(100 * m.notModifiedShare).toFixed(0)} % answered 304)`,
      m.rate.toFixed(1),
      big(m) ? verdict(m.rate >= BUDGET.rate, `≥ ${BUDGET.rate}`) : '— (demand is feeds ÷ 60 s)',
    ]);
    rows.push([
      `${n}: oldest sync at any moment / p99 of the sync ages (max over 1 s samples)`,
      `${m.oldestMaxS.toFixed(1)} s / ${m.p99MaxS.toFixed(1)} s`,
      big(m) ? verdict(m.oldestMaxS <= BUDGET.fullSyncS, '≤ 15 min') : '—',
    ]);
    for (const a of m.api) {
      rows.push([
        `${n}: ${a.name} p99 during the sync (p99 with no feeds), ${API_RATE} requests/s`,
        `${a.r.p99.toFixed(1)} ms (${a.idle.p99.toFixed(1)} ms); ${a.r.total} answers; machine load ${a.load.toFixed(1)} (${a.idleLoad.toFixed(1)})`,
        verdict(a.r.p99 < BUDGET.p99Ms, '< 50 ms'),
      ]);
    }
    rows.push([
      `${n}: server CPU, sync alone / with the API load; memory (RSS, max)`,
      `${m.cpuSyncOnly.toFixed(0)} % / ${m.cpuWithApi.toFixed(0)} % of a core; ${m.rssMaxMb.toFixed(0)} MB`,
      '—',
    ]);
    rows.push([
      `${n}: imports failing at the end; feeds asked for again within 30 s`,
      `${m.failed}; ${m.early}`,
      '—',
    ]);
  }
  return table(['figure', 'value', 'budget'], rows);
}

export async function icalSyncBench(): Promise<string> {
  const heading = `### iCal sync: ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} feeds (PostgreSQL)`;
  const probe = createPgDatabase('gazda_bench_ical_probe');
  if ('skipped' in probe)
    return `${heading}\n\nSkipped: ${probe.skipped}. Budgets NOT met: not measured.`;
  probe.drop();
  const runs: Measured[] = [];
  for (const feeds of SIZES) runs.push(await measureSize(feeds, 3474));
  return (
    `${heading}\n\nA feed farm in a second process serves distinct Airbnb-shaped feeds (five stays each) from 16 loopback ` +
    `origins, every answer 200 ms late; three in four send an ETag and answer 304 to it, the fourth sends no validator and a ` +
    `new DTSTAMP each time (its body digest, DTSTAMP left out, says it is unchanged). The server runs on PostgreSQL with ` +
    `ICAL_REFRESH_MINUTES=${INTERVAL_MIN}, the default pool (64 feeds at once, 6 per origin), so one minute here is the load of ` +
    `fifteen at fifteen times the feeds: at 10,000 feeds it must sync 167 a second. First every feed is due at once; then ` +
    `${SETTLE_S + SUSTAIN_S} s of the steady state, where ${100 * CHANGE_SHARE} % of the feeds change every minute, measured ` +
    `after its first ${SETTLE_S} s (one interval: the syncs that fell due during the first ones are caught up there); in ` +
    `its last ${API_SECONDS} s autocannon (a third process) asks each route at ${API_RATE} requests a second over 10 connections for ` +
    `${API_SECONDS / 2} s, once before any feed was added and once now. CPU is the server process's (its parse worker ` +
    `included), in percent of one of the 2 cores; the machine load is the 1-minute load average after each API ` +
    `measurement (2 cores: above 2, processes wait for a core, whichever they are).\n\n${render(runs)}`
  );
}
