import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/** The real server on a fresh data folder, for measuring; stopped with SIGTERM (graceful). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = resolve(repoRoot, `.tmp/bench-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // node itself (not npx) so that SIGTERM reaches the server and it shuts down gracefully.
  const url = `http://127.0.0.1:${port}`;
  // APP_URL as the browser will see it: the realtime socket only accepts that origin.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', REGISTER_LIMIT_PER_HOUR: '1000000', LOGIN_FAILURES_PER_IP: '1000000', CREATE_LIMIT_PER_HOUR: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > until) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

let webBuilt = false;

/** Builds the panel once per bench run (skipped with BENCH_SKIP_BUILD=1, for a build already made). */
export function buildWebOnce(): void {
  if (webBuilt || process.env.BENCH_SKIP_BUILD) return;
  execSync('npm run build -w @gazda/web', { cwd: repoRoot, stdio: 'ignore' });
  webBuilt = true;
}

/** The pages a person opens, on a server seeded with the demo data (`SEED_DEMO=true`). */
export type DemoPages = {
  /** The demo host's bearer token (domacin@gazda.test). */
  token: string;
  login: string;
  dashboard: string;
  calendar: string;
  publicListing: string;
};

/** Logs in as the demo host and finds one of its listed apartments: its calendar and public page. */
export async function demoPages(url: string): Promise<DemoPages> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'domacin@gazda.test', password: 'gazda-demo' }),
  });
  if (!login.ok) throw new Error(`demo host login: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const ads = await fetch(`${url}/api/panel/ads?category=apartment&status=listed`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!ads.ok) throw new Error(`demo host's listings: ${ads.status}`);
  const id = ((await ads.json()) as { data: { id: number }[] }).data[0]?.id;
  if (id === undefined) throw new Error('the demo host has no listed apartment');
  return {
    token,
    login: `${url}/login`,
    dashboard: `${url}/`,
    calendar: `${url}/listing/apartment/${id}/calendar`,
    publicListing: `${url}/ads/${id}`,
  };
}

/** A fresh PostgreSQL database on 127.0.0.1 (`createdb`), or null with the reason when unreachable. */
export type PgDatabase = { url: string; name: string; drop: () => void };

export function createPgDatabase(prefix: string): PgDatabase | { skipped: string } {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const { hostname, port, username } = new URL(base);
  const name = `${prefix}_${process.pid}_${Date.now() % 100000}`;
  const args = `-h ${hostname} -p ${port || 5432} -U ${username || 'postgres'}`;
  try {
    execSync(`createdb ${args} ${name}`, { stdio: 'pipe' });
  } catch (error) {
    return { skipped: `PostgreSQL unreachable at ${hostname}:${port || 5432} (${String(error).split('\n')[0]})` };
  }
  return {
    url: `${base.replace(/\/+$/, '')}/${name}`,
    name,
    drop: () => execSync(`dropdb --if-exists --force ${args} ${name}`, { stdio: 'ignore' }),
  };
}

/** What autocannon measured for one route. */
export type LoadResult = { rps: number; p50: number; p99: number; total: number; statuses: Record<string, number>; errors: number };

/**
 * autocannon in a second process (its own CPU time is not the server's event loop):
 * `connections` at once for `seconds`, after a 1-second warm-up; at most `rate` requests a
 * second in all when given, as fast as the server answers otherwise.
 */
export function loadTest(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  rate?: number;
}): Promise<LoadResult> {
  const args = ['-j', '-c', String(options.connections), '-d', String(options.seconds), '-m', options.method ?? 'GET'];
  if (options.rate !== undefined) args.push('-R', String(options.rate));
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  const bin = resolve(repoRoot, 'node_modules/.bin/autocannon');
  return new Promise((done, fail) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}: ${err.slice(-500)}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        statusCodeStats?: Record<string, { count: number }>;
        errors: number;
        timeouts: number;
      };
      const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([s, v]) => [s, v.count]));
      done({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, statuses, errors: r.errors + r.timeouts });
    });
  });
}

/** A JSON call on the bench server; throws on an unexpected status. */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expect?: number } = {},
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (response.status !== (options.expect ?? 200)) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The p-th quantile (0..1) of ascending numbers. */
export const quantile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Throws when something already listens on `port` (another process's server would be measured). */
export async function assertPortFree(port: number): Promise<void> {
  const { createServer } = await import('node:net');
  await new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once('error', () => fail(new Error(`port ${port} is in use: another server is running there`)));
    probe.listen(port, () => probe.close(() => done()));
  });
}
