import { performance } from 'node:perf_hooks';
import { addDays } from '@gazda/domain/dates';
import { startServer, table } from './support';

type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

function client(url: string, token?: string): Api {
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** A year of calendar data on one demo apartment: rules, specials, blocks and reservations. */
async function fillYear(api: Api, id: number): Promise<void> {
  const init = await api('GET', `/api/calendar/init-data/${id}`);
  const today: string = init.body.data.today;
  const rule = await api('POST', `/api/calendar/rules/${id}`, {
    name: 'Bench', color: '#336699', min_stay: 3, price_percent: 15,
  });
  for (let week = 2; week < 52; week++) {
    const monday = addDays(today, week * 7);
    const change =
      week % 4 === 0 ? { blocked: true }
      : week % 4 === 1 ? { rule_id: rule.body.data.id }
      : { price: 7000 + week * 10 };
    const put = await api('PUT', `/api/calendar/${id}/days`, { from: monday, to: addDays(monday, 1), ...change });
    if (put.status !== 200) throw new Error(`days: ${put.status} ${JSON.stringify(put.body)}`);
    if (week % 4 === 2) {
      await api('POST', `/api/calendar/${id}/reservations`, {
        check_in: addDays(monday, 3), check_out: addDays(monday, 6), guests: 2,
        guest_name: `Gost ${week}`, comment: '', total: 21000,
      });
    }
  }
}

async function latencies(api: Api, path: string, count: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await api('GET', path); // warm up
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const r = await api('GET', path);
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function calendarBench(): Promise<string> {
  const server = await startServer(3202, { SEED_DEMO: 'true' });
  try {
    const login = await client(server.url)('POST', '/api/login', { email: 'domacin@gazda.test', password: 'gazda-demo' });
    const api = client(server.url, login.body.token);
    const listings = await api('GET', '/api/panel/ads?category=apartment&status=listed');
    const id: number = listings.body.data[0].id;
    await fillYear(api, id);
    const count = 300;
    const bare = await latencies(api, '/api/health', count);
    const calendar = await latencies(api, `/api/calendar/${id}`, count);
    const row = (name: string, t: number[]) => [name, pct(t, 0.5).toFixed(2), pct(t, 0.99).toFixed(2), (1000 / pct(t, 0.5)).toFixed(0), '-'];
    return `### GET calendar/{id}: a year of rules, specials, blocks and reservations (embedded database, ${count} sequential requests)\n\n${table(
      ['route', 'median ms', 'p99 ms', '≈ requests/s at the median', 'budget'],
      [row('/api/health (bare: one select 1)', bare), row('/api/calendar/{id} (366 days)', calendar)],
    )}\n\nRatio of medians, calendar ÷ bare: ${(pct(calendar, 0.5) / pct(bare, 0.5)).toFixed(2)}`;
  } finally {
    await server.stop();
  }
}
