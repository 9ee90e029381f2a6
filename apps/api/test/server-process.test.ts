import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from './helpers/scale-processes';

/*
 * `npm start` as a newcomer runs it: the real server.ts in its own process, on an empty data
 * folder with the embedded database. Slow (a PGlite on disk), so one start covers several lines.
 */
const serverFile = resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'gazda-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { out: () => string; exited: Promise<number | null>; kill: (s: NodeJS.Signals) => void };

function startServer(env: Record<string, string>): Run {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL; // this is the embedded-database start
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], { env: childEnv });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { out: () => out, exited, kill: (s) => child.kill(s) };
}

async function waitForHealth(port: number, run: Run): Promise<void> {
  const until = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`no health in 90 s:\n${run.out()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('[START] the server process', () => {
  it('starts on an empty folder: migrates, seeds the demo, prints the logins, shuts down on SIGTERM', async () => {
    const port = await freePorts();
    const run = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, run);
    expect(run.out()).toContain('migrations applied');
    expect(run.out()).toContain('demo data created');
    expect(run.out()).toContain('domacin@gazda.test');
    expect(run.out()).toContain('gazda-demo');

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gost@gazda.test', password: 'gazda-demo' }),
    });
    expect(login.status).toBe(200);

    run.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.out()).toContain('SIGTERM: finishing requests in flight');

    // A second start on the same folder keeps the data and does not seed again.
    const again = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
    await waitForHealth(port + 1, again);
    expect(again.out()).toContain('database schema is up to date');
    expect(again.out()).not.toContain('demo data created');
    expect(again.out()).toContain('demo logins'); // reminded at every start
    again.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('bad configuration stops the start with one line naming the variable', async () => {
    const run = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    const lines = run.out().trim().split('\n').filter((l) => !l.includes('nodedir'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
    expect(lines[0]).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
