import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addListings } from './growth';
import { createPgDatabase, quantile, startServer, table } from './support';

// Issue #31 item 5: GET insights for a host with 20 listings and three years of bookings, on
// PostgreSQL (budget: under 200 ms), beside the dashboard's GET dashboard of the same host.
const LISTINGS = 20;
const YEARS = 3;
const REQUESTS = 100;

/** Three years of stays on each of the host's 20 listings: 3 nights every 10 days, some imported. */
async function threeYears(dbUrl: string): Promise<{ stays: number; events: number }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const host = await client.query(`select id from users where email = 'domacin@gazda.test'`);
    const category = await client.query(`select id from categories where const = 'apartment'`);
    await client.query(`update listings set deleted_at = now() where owner_id = $1`, [
      host.rows[0].id,
    ]);
    await addListings(client, host.rows[0].id, category.rows[0].id, 1, LISTINGS);
    const today = `(now() at time zone 'Europe/Belgrade')::date`;
    const stays = await client.query(
      `insert into reservations (code, listing_id, guest_name, source, status, check_in, check_out,
         guests, currency, total, quote, booked_at)
       select 'INS-' || l.id || '-' || s, l.id, 'Gost ' || s, 'platform',
         case when s % 17 = 0 then 'cancelled' when ${today} - s * 10 + 3 < ${today} then 'completed' else 'confirmed' end,
         ${today} - s * 10, ${today} - s * 10 + 3, 2, 'EUR', 21000 + s,
         jsonb_build_object('host_earnings', 18000 + s), now() - ((s * 10 + s % 40) || ' days')::interval
       from listings l cross join generate_series(0, ${YEARS * 36}) as s
       where l.owner_id = $1 and l.deleted_at is null`,
      [host.rows[0].id],
    );
    const feed = await client.query(
      `insert into ical_imports (listing_id, url, name, next_fetch_at)
       select id, 'https://example.com/' || id || '.ics', 'Airbnb', now() + interval '100 years'
       from listings where owner_id = $1 and deleted_at is null returning id, listing_id`,
      [host.rows[0].id],
    );
    let events = 0;
    for (const row of feed.rows) {
      const inserted = await client.query(
        `insert into ical_events (import_id, listing_id, uid, start_date, end_date)
         select $1, $2, 'e' || s, ${today} - s * 10 + 5, ${today} - s * 10 + 7
         from generate_series(0, ${YEARS * 36}) as s where s % 3 = 0`,
        [row.id, row.listing_id],
      );
      events += inserted.rowCount ?? 0;
    }
    return { stays: stays.rowCount ?? 0, events };
  } finally {
    await client.end();
  }
}

async function timed(url: string, token: string, path: string): Promise<number[]> {
  const get = () => fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 10; i++) await (await get()).arrayBuffer(); // warm up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const answer = await get();
    await answer.arrayBuffer();
    times.push(performance.now() - t0);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  }
  return times.sort((a, b) => a - b);
}

export async function insightsBench(): Promise<string> {
  const heading = `### GET insights: ${LISTINGS} listings, ${YEARS} years of bookings (PostgreSQL, ${REQUESTS} sequential requests)`;
  const db = createPgDatabase('gazda_bench_insights');
  if ('skipped' in db)
    return `${heading}\n\nSkipped: ${db.skipped}. The budget is NOT met: not measured.`;
  const server = await startServer(3206, { DATABASE_URL: db.url, SEED_DEMO: 'true' });
  try {
    const { stays, events } = await threeYears(db.url);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'domacin@gazda.test', password: 'gazda-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
    const threeAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4, 8)}01`;
    const rows = [
      ['GET /api/dashboard (the same host)', await timed(server.url, token, '/api/dashboard')],
      [
        `GET /api/insights, the last 12 months`,
        await timed(server.url, token, `/api/insights?from=${yearAgo}&to=${today}`),
      ],
      [
        `GET /api/insights, three years`,
        await timed(server.url, token, `/api/insights?from=${threeAgo}&to=${today}`),
      ],
    ] as const;
    return `${heading}\n\n${stays} reservations and ${events} imported events on ${LISTINGS} listings; each answer also counts the same period a year earlier.\n\n${table(
      ['request', 'median ms', 'p99 ms', 'budget'],
      rows.map(([name, times]) => [
        name,
        quantile(times, 0.5).toFixed(1),
        quantile(times, 0.99).toFixed(1),
        name.includes('insights')
          ? `median < 200 ms: ${quantile(times, 0.5) < 200 ? 'met' : 'NOT met'}`
          : '-',
      ]),
    )}`;
  } finally {
    await server.stop();
    db.drop();
  }
}
