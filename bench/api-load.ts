// Issue #9 item 3: the API under load. The real server (demo data plus a year of calendar data on
// one apartment), once on the embedded database and once on PostgreSQL; autocannon runs in a
// second process at 50 connections, one route after the other, each beside a bare route of the
// same server in the same run. None of these routes is rate-limited (the throttles cover register,
// forgot-password, uploads and iCal refresh only; login counts failures), so nothing is raised.
import { addDays } from '@gazda/domain/dates';
import {
  assertPortFree,
  call,
  createPgDatabase,
  loadTest,
  startServer,
  table,
  type LoadResult,
} from './support';

const CONNECTIONS = 50;
/** What browsers and the mobile app send: answers over 1 KB come compressed, as in real use. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);

type Route = {
  name: string;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
  expect: number;
};

type Setup = {
  hostToken: string;
  guestToken: string;
  id: number;
  stay: { check_in: string; check_out: string };
  taken: { check_in: string; check_out: string };
};

/** The demo host's listed instant apartment, filled with a year of rules, specials, blocks and reservations. */
async function prepare(url: string): Promise<Setup> {
  const login = (email: string) =>
    call<{ token: string }>(url, 'POST', '/api/login', {
      body: { email, password: 'gazda-demo' },
    }).then((r) => r.token);
  const hostToken = await login('domacin@gazda.test');
  const guestToken = await login('gost@gazda.test');
  const ads = await call<{ data: { id: number }[] }>(
    url,
    'GET',
    '/api/panel/ads?category=apartment&status=listed',
    { token: hostToken },
  );
  let id: number | undefined;
  for (const ad of ads.data) {
    const listing = await call<{ data: { booking_mode: string } }>(
      url,
      'GET',
      `/api/public/ads/${ad.id}`,
    );
    if (listing.data.booking_mode === 'instant') id = ad.id;
  }
  if (id === undefined) throw new Error('the demo host has no listed instant apartment');
  const api = (method: string, path: string, body?: unknown, expect = 200) =>
    call(url, method, path, { token: hostToken, body, expect });
  const today: string = (await api('GET', `/api/calendar/init-data/${id}`)).data.today;
  const rule = await api(
    'POST',
    `/api/calendar/rules/${id}`,
    { name: 'Bench', color: '#336699', min_stay: 3, price_percent: 15 },
    201,
  );
  let taken: Setup['taken'] | undefined;
  let refused = '';
  for (let week = 2; week < 52; week++) {
    const monday = addDays(today, week * 7);
    const change =
      week % 4 === 0
        ? { blocked: true }
        : week % 4 === 1
          ? { rule_id: rule.data.id }
          : { price: 7000 + week * 10 };
    await api('PUT', `/api/calendar/${id}/days`, {
      from: monday,
      to: addDays(monday, 1),
      ...change,
    });
    if (week % 4 === 2) {
      const stay = { check_in: addDays(monday, 3), check_out: addDays(monday, 6) };
      const made = await call(url, 'POST', `/api/calendar/${id}/reservations`, {
        token: hostToken,
        body: { ...stay, guests: 2, guest_name: `Gost ${week}`, comment: '', total: 21000 },
        expect: 201,
      }).then(
        () => '',
        (e: Error) => e.message,
      ); // a demo booking may already hold those nights
      if (made === '' && !taken) taken = stay;
      else if (made) refused = made;
    }
  }
  if (!taken) throw new Error(`no manual reservation could be made: ${refused}`);
  // A week the guest could book: starts on a week with special prices (week % 4 === 3).
  const start = addDays(today, 11 * 7);
  return {
    hostToken,
    guestToken,
    id,
    stay: { check_in: start, check_out: addDays(start, 7) },
    taken,
  };
}

function routes(s: Setup): Route[] {
  const q = `check_in=${s.stay.check_in}&check_out=${s.stay.check_out}&guests=2`;
  return [
    { name: 'bare: GET health/live (no database)', path: '/api/health/live', expect: 200 },
    { name: 'GET health (one select 1)', path: '/api/health', expect: 200 },
    { name: 'GET me', path: '/api/me', token: s.hostToken, expect: 200 },
    {
      name: 'GET calendar/{id} (366 days)',
      path: `/api/calendar/${s.id}`,
      token: s.hostToken,
      expect: 200,
    },
    {
      name: 'GET calendar/{id}/pricing (7 nights)',
      path: `/api/calendar/${s.id}/pricing?${q}`,
      token: s.hostToken,
      expect: 200,
    },
    {
      name: 'GET public/ads (city + dates + guests)',
      path: `/api/public/ads?city=Beograd&${q}`,
      expect: 200,
    },
    {
      name: 'POST public/ads/{id}/reservations (taken dates)',
      path: `/api/public/ads/${s.id}/reservations`,
      method: 'POST',
      token: s.guestToken,
      body: { ...s.taken, guests: 2, comment: '' },
      expect: 409,
    },
  ];
}

async function measure(url: string, route: Route): Promise<LoadResult> {
  // One request first: the route answers what it should before it is timed.
  await call(url, route.method ?? 'GET', route.path, {
    token: route.token,
    body: route.body,
    expect: route.expect,
  });
  const result = await loadTest({
    url: `${url}${route.path}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    method: route.method,
    headers: {
      'accept-encoding': ACCEPT_ENCODING,
      ...(route.token ? { authorization: `Bearer ${route.token}` } : {}),
      ...(route.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  const other = Object.keys(result.statuses).filter((s) => Number(s) !== route.expect);
  if (other.length > 0 || result.errors > 0)
    throw new Error(
      `${route.name}: statuses ${JSON.stringify(result.statuses)}, ${result.errors} errors (expected only ${route.expect})`,
    );
  return result;
}

type Run = { database: string; results: { route: Route; r: LoadResult }[] };

async function runOn(database: string, port: number, env: Record<string, string>): Promise<Run> {
  await assertPortFree(port);
  const server = await startServer(port, { SEED_DEMO: 'true', ...env });
  try {
    const setup = await prepare(server.url);
    const results: Run['results'] = [];
    for (const route of routes(setup)) results.push({ route, r: await measure(server.url, route) });
    return { database, results };
  } finally {
    await server.stop();
  }
}

function render(run: Run, budget: boolean): string {
  const bare = run.results[0]!.r;
  const select1 = run.results[1]!.r;
  const rows = run.results.map(({ route, r }) => {
    let verdict = '—';
    if (budget && route.name.startsWith('GET calendar/{id} ')) {
      const met = r.rps >= 0.3 * bare.rps && r.p99 < 50;
      verdict = `${met ? 'met' : 'NOT met'} (≥ 30% of bare and p99 < 50 ms)`;
    }
    return [
      route.name,
      `${route.expect} × ${r.total}`,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      `${((100 * r.rps) / bare.rps).toFixed(1)}%`,
      `${((100 * r.rps) / select1.rps).toFixed(1)}%`,
      verdict,
    ];
  });
  return `#### ${run.database}\n\n${table(['route', 'answers', 'requests/s', 'p50 ms', 'p99 ms', 'throughput ÷ bare', '÷ select 1', 'budget'], rows)}`;
}

export async function apiLoadBench(): Promise<string> {
  const parts = [
    `### API under load (autocannon in a second process, ${CONNECTIONS} connections, ${SECONDS} s per route, one route at a time)`,
    'The demo data plus a year of rules, specials, blocks and reservations on one instant apartment. ' +
      'The conflicting booking asks for nights a reservation already holds: every answer must be 409. ' +
      `Every request sends \`accept-encoding: ${ACCEPT_ENCODING}\` like a browser or the mobile app, so answers over 1 KB go compressed (brotli). ` +
      'Server and autocannon share this machine, so the ratios to the bare route matter more than the absolute figures.',
  ];
  parts.push(render(await runOn('Embedded database (PGlite)', 3471, {}), false));
  const pg = createPgDatabase('gazda_bench_api');
  if ('skipped' in pg) {
    parts.push(
      `#### PostgreSQL\n\nSkipped: ${pg.skipped}. The budget (GET calendar/{id} on PostgreSQL) is NOT met: not measured.`,
    );
  } else {
    try {
      parts.push(render(await runOn('PostgreSQL', 3472, { DATABASE_URL: pg.url }), true));
    } finally {
      pg.drop();
    }
  }
  return parts.join('\n\n');
}
