import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linksIn, parseMail } from './helpers/outbox';
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
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`no health in 90 s:\n${run.out()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An address of this machine other than loopback, if it has one. */
function otherAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
}

/** The links of the mails to `address` in the outbox, once `count` of them are there. */
async function waitForLinks(dir: string, address: string, count: number): Promise<string[]> {
  const until = Date.now() + 30_000;
  for (;;) {
    // The outbox folder is made by the first mail written to it.
    const files = existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'))
      : [];
    const mails = files
      .map((f) => parseMail(f.name, readFileSync(join(dir, f.name), 'utf8')))
      // Only whole files (closing MIME boundary): the server may still be writing one.
      .filter((m) => m.to.includes(address) && /--[^\r\n]+--\s*$/.test(m.raw));
    const links = mails.flatMap((m) => linksIn(m.text));
    if (mails.length >= count) return links;
    if (Date.now() > until) throw new Error(`${mails.length} mails to ${address} in 30 s`);
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
    // The demo passwords are public: only this machine can reach the server (HOST unset).
    const firstLines = run.out().split('\n').slice(0, 12).join('\n');
    expect(firstLines).toContain(`listening on 127.0.0.1:${port}`);
    expect(firstLines).toContain('only this machine can reach it');
    const outside = otherAddress();
    if (outside) {
      const reached = await fetch(`http://${outside}:${port}/api/health`).then(
        () => true,
        () => false,
      );
      expect(reached, `reachable on ${outside}`).toBe(false);
    }

    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gost@gazda.test', password: 'gazda-demo' }),
    });
    expect(login.status).toBe(200);

    run.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.out()).toContain('SIGTERM: finishing requests in flight');

    // A second start on the same folder keeps the data and does not seed again. It runs as in
    // production: the demo accounts are still there, so it still listens on loopback only, and
    // the mails go to the outbox with their links while the log shows none of them.
    const outbox = join(dataDir, 'outbox');
    const again = startServer({
      PORT: String(port + 1),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      GUEST_DATA_KEYS: 'k1:MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      APP_URL: `http://127.0.0.1:${port + 1}`,
    });
    await waitForHealth(port + 1, again);
    expect(again.out()).toContain('database schema is up to date');
    expect(again.out()).not.toContain('demo data created');
    expect(again.out()).toContain('demo logins'); // reminded at every start
    expect(again.out()).toContain(`listening on 127.0.0.1:${port + 1}`);
    const base = `http://127.0.0.1:${port + 1}`;
    const email = 'novi.gost@gazda.test';
    const password = 'planina-i-reka-7';
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/register', {
      first_name: 'Novi',
      last_name: 'Gost',
      email,
      password,
      password_confirmation: password,
    });
    expect(registered.status).toBe(202);
    expect((await post('/api/forgot-password', { email })).status).toBe(202);
    const demoLogin = await post('/api/login', {
      email: 'gost@gazda.test',
      password: 'gazda-demo',
    });
    const { token } = (await demoLogin.json()) as { token: string };
    const links = await waitForLinks(outbox, email, 2);
    again.kill('SIGINT');
    expect(await again.exited).toBe(0);
    const log = again.out();
    expect(log).toContain('mail written to');
    for (const link of links) {
      expect(log).not.toContain(link);
      for (const [, value] of new URL(link).searchParams) expect(log).not.toContain(value);
    }
    expect(log).not.toContain(token);
    expect(log).not.toContain('signature=');
  }, 180_000);

  it('bad configuration stops the start with one line naming the variable', async () => {
    const run = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    const lines = run
      .out()
      .trim()
      .split('\n')
      .filter((l) => !l.includes('nodedir'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
    expect(lines[0]).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
