// Issue #9 item 3 (growth) and item 4 (its budget): public search and GET calendar/{id} on
// PostgreSQL at 1,000 and at 20,000 listed apartments, each with a year of calendar data (a rule,
// special prices, blocked nights and a reservation every fourth week, shifted per listing).
// The rows are written with bulk SQL (generate_series) into the real schema of a migrated
// server; the latencies are medians of sequential requests after a warm-up.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays } from '@gazda/domain/dates';
import { assertPortFree, call, createPgDatabase, quantile, startServer, table } from './support';

const REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? 300);
const SIZES = [1_000, 20_000] as const;
/** A town whose listings do not grow: bench listings 1..50 only, whatever the size. */
const TOWN = 'Sremski Karlovci';
const TOWN_SIZE = 50;

const CITIES = [
  'Beograd',
  'Novi Sad',
  'Niš',
  'Kragujevac',
  'Subotica',
  'Zlatibor',
  'Kopaonik',
  'Vrnjačka Banja',
  'Sokobanja',
  'Zrenjanin',
  'Pančevo',
  'Čačak',
  'Kraljevo',
  'Smederevo',
  'Valjevo',
  'Šabac',
  'Užice',
  'Sombor',
  'Novi Pazar',
  'Leskovac',
];

/** Listings `from`..`to` (bench numbers) of the demo host, listed, instant, with a year of calendar. */
export async function addListings(
  client: pg.Client,
  hostId: number,
  categoryId: number,
  from: number,
  to: number,
): Promise<void> {
  const today = `(now() at time zone 'Europe/Belgrade')::date`;
  await client.query('begin');
  await client.query(
    `insert into listings (owner_id, category_id, status, name_sr, name_en, description_sr, description_en,
       max_guests, bedrooms, bathrooms, country, city, latitude, longitude, currency, base_price, weekend_price,
       booking_mode, min_stay, check_in_from, check_in_to, check_out_until, terms_accepted_at, submitted_at, approved_at)
     select $1, $2, 'listed', 'Stan ' || g, 'Apartment ' || g, 'Opis stana ' || g, 'Apartment ' || g || ' description',
       2 + g % 5, 1 + g % 3, 1, 'RS',
       case when g <= ${TOWN_SIZE} then '${TOWN}' else ($5::text[])[1 + g % ${CITIES.length}] end, 44 + (g % 100) / 50.0, 20 + (g % 100) / 50.0,
       'EUR', 5000 + (g % 50) * 100, 6000 + (g % 50) * 100, 'instant', 1 + g % 3, '14:00', '21:00', '11:00', now(), now(), now()
       from generate_series($3::int, $4::int) as g`,
    [hostId, categoryId, from, to, CITIES],
  );
  // The bench listings added now: those without a rule yet.
  await client.query(`create temporary table fresh on commit drop as
    select l.id from listings l where l.name_sr ~ '^Stan [0-9]+$'
      and not exists (select 1 from calendar_rules r where r.listing_id = l.id)`);
  await client.query(`insert into calendar_rules (listing_id, name, color, min_stay, price_percent)
    select id, 'Sezona', '#336699', 3, 15 from fresh`);
  // Weeks 2..51: two days each; blocked, under the rule or with a special price by week % 4.
  await client.query(`insert into calendar_days (listing_id, date, special_price, blocked, rule_id)
    select f.id, ${today} + (f.id % 7)::int + w * 7 + d,
      case when w % 4 in (2, 3) then 7000 + w * 10 end, w % 4 = 0, case when w % 4 = 1 then r.id end
    from fresh f join calendar_rules r on r.listing_id = f.id
      cross join generate_series(2, 51) as w cross join generate_series(0, 1) as d`);
  // A three-night reservation in every week % 4 = 2 (the stay_locks trigger keeps its lock).
  await client.query(`insert into reservations (code, guest_name, source, status, listing_id, check_in, check_out,
      guests, currency, total, remaining)
    select 'BENCH-' || f.id || '-' || w, 'Gost ' || w, 'manual', 'confirmed', f.id,
      ${today} + (f.id % 7)::int + w * 7 + 3, ${today} + (f.id % 7)::int + w * 7 + 6, 2, 'EUR', 21000, 21000
    from fresh f cross join generate_series(2, 51) as w where w % 4 = 2`);
  await client.query('commit');
  // As after any bulk load (autovacuum would do it soon): statistics and the visibility map.
  await client.query('vacuum analyze');
}

async function latencies(url: string, path: string, token?: string): Promise<number[]> {
  for (let i = 0; i < 30; i++) await call(url, 'GET', path, { token });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await call(url, 'GET', path, { token });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

type Probe = { name: string; path: string; token?: string; budget: boolean; note?: string };

export async function growthBench(): Promise<string> {
  const heading = `### Growth: ${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} listed apartments, each with a year of calendar data (PostgreSQL)`;
  const db = createPgDatabase('gazda_bench_growth');
  if ('skipped' in db)
    return `${heading}\n\nSkipped: ${db.skipped}. Search budget NOT met: not measured.`;
  await assertPortFree(3473);
  const server = await startServer(3473, { DATABASE_URL: db.url, SEED_DEMO: 'true' });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const host = await client.query<{ id: string }>(
      `select id from users where email = 'domacin@gazda.test'`,
    );
    const category = await client.query<{ id: string }>(
      `select id from categories where const = 'apartment'`,
    );
    const hostId = Number(host.rows[0]!.id);
    const categoryId = Number(category.rows[0]!.id);
    const { token } = await call<{ token: string }>(server.url, 'POST', '/api/login', {
      body: { email: 'domacin@gazda.test', password: 'gazda-demo' },
    });
    const medians: Record<string, number[]> = {};
    const counts: string[] = [];
    let made = 0;
    let probes: Probe[] = [];
    for (const size of SIZES) {
      const t0 = performance.now();
      await addListings(client, hostId, categoryId, made + 1, size);
      made = size;
      const rows = await client.query<{ n: string; d: string; r: string }>(`select
        (select count(*) from listings where status = 'listed') as n,
        (select count(*) from calendar_days) as d, (select count(*) from reservations) as r`);
      const c = rows.rows[0]!;
      counts.push(
        `${size.toLocaleString('en')}: ${c.n} listed listings, ${c.d} calendar days, ${c.r} reservations, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      if (probes.length === 0) {
        const first = await client.query<{ id: string }>(
          `select min(id) as id from listings where name_sr ~ '^Stan [0-9]+$'`,
        );
        const id = Number(first.rows[0]!.id);
        const init = await call<{ data: { today: string } }>(
          server.url,
          'GET',
          `/api/calendar/init-data/${id}`,
          { token },
        );
        const checkIn = addDays(init.data.today, 45);
        const dates = `check_in=${checkIn}&check_out=${addDays(checkIn, 4)}&guests=2`;
        const town = encodeURIComponent(TOWN);
        probes = [
          {
            name: `GET public/ads?city=${TOWN} (${TOWN_SIZE} listings at both sizes)`,
            path: `/api/public/ads?city=${town}`,
            budget: true,
          },
          {
            name: `GET public/ads?city=${TOWN} + 4 nights + 2 guests`,
            path: `/api/public/ads?city=${town}&${dates}`,
            budget: true,
          },
          {
            name: 'GET public/ads?city=Novi Sad (the city grows 20×)',
            path: '/api/public/ads?city=Novi%20Sad',
            budget: false,
            note: '— (20× the matches)',
          },
          {
            name: 'GET public/ads?city=Novi Sad + 4 nights + 2 guests',
            path: `/api/public/ads?city=Novi%20Sad&${dates}`,
            budget: false,
            note: '— (4× the candidates)',
          },
          {
            name: 'GET public/ads (no filter: every listing matches)',
            path: '/api/public/ads',
            budget: false,
            note: '— (20× the matches)',
          },
          {
            name: 'GET calendar/{id} (366 days)',
            path: `/api/calendar/${id}`,
            token,
            budget: false,
          },
        ];
      }
      for (const probe of probes) {
        const times = await latencies(server.url, probe.path, probe.token);
        (medians[probe.name] ??= []).push(quantile(times, 0.5));
      }
    }
    const result = probes.map((probe) => {
      const [small, large] = medians[probe.name]!;
      const ratio = large! / small!;
      const verdict = probe.budget
        ? `${ratio <= 1.5 ? 'met' : 'NOT met'} (≤ 1.5)`
        : (probe.note ?? '—');
      return [probe.name, small!.toFixed(2), large!.toFixed(2), ratio.toFixed(2), verdict];
    });
    const [small, large] = SIZES.map((n) => n.toLocaleString('en'));
    return (
      `${heading}\n\nMedian of ${REQUESTS} sequential requests after 30 warm-up ones, one server, the data grown between the two measurements. ` +
      `${TOWN} keeps ${TOWN_SIZE} listings at both sizes: its rows show what the size of the table costs (the budget: ` +
      `indexes, not scans). The other ${CITIES.length} cities share the rest, so Novi Sad grows from about 50 to about 1,000 ` +
      `listings: a search with dates then prices up to 200 candidates (SEARCH_CANDIDATES) instead of about 50, and the count of a search without ` +
      `filters counts every listing; those rows show the cost of more matches, not of scans.\n\n${table(
        ['request', `median ms at ${small}`, `median ms at ${large}`, 'ratio', 'budget'],
        result,
      )}\n\n${counts.map((c) => `- ${c}`).join('\n')}`
    );
  } finally {
    await client.end();
    await server.stop();
    db.drop();
  }
}
