import { bookingPaths, payoutsPaths } from '@gazda/contracts/paths';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { api, PASSWORD, uniqueEmail, type ApiAnswer } from '../helpers/test-app';

/** The crash test's helpers: its own database, real server processes, data through the API. */

const serverFile = resolve(import.meta.dirname, '../../src/server.ts');

/** One statement on the maintenance connection (create / drop the test's database). */
export async function admin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type Proc = {
  baseUrl: string;
  out: () => string;
  /** The signal that ended it, or its exit code. */
  exited: Promise<unknown>;
  kill: (s: NodeJS.Signals) => void;
};

/** server.ts as production runs it, on its own port and the given database and data folder. */
export function startServer(port: number, databaseUrl: string, dataDir: string): Proc {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], { env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    out: () => out,
    exited,
    kill: (s: NodeJS.Signals) => child.kill(s),
  };
}

export async function ready(proc: Proc): Promise<void> {
  const until = Date.now() + 90_000;
  const up = () =>
    fetch(`${proc.baseUrl}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await up())) {
    if (Date.now() > until) throw new Error(`server not ready in 90 s:\n${proc.out()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function register(baseUrl: string, label: string) {
  const email = uniqueEmail(label).toLowerCase();
  const res = await api('POST', '/api/register', {
    baseUrl,
    body: {
      first_name: label,
      last_name: 'Test',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status, res.text).toBe(202);
  // Register no longer logs in (issue #10 item 6); the password does, verified or not.
  const login = await api('POST', '/api/login', { baseUrl, body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { id: login.body.user.id as number, token: login.body.token as string };
}

/** A listed instant apartment, made in the database as the calendar fixtures do. */
export async function instantListing(db: Db, ownerId: number): Promise<number> {
  await sql`insert into categories (const, icon, name_sr, name_en)
    values ('apartment', 'apartment', 'Apartman', 'Apartment') on conflict (const) do nothing`.execute(
    db,
  );
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('const', '=', 'apartment')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('listings')
    .values({
      owner_id: ownerId,
      category_id: category.id,
      status: 'listed',
      booking_mode: 'instant',
      name_sr: 'Apartman',
      name_en: 'Apartment',
      city: 'Beograd',
      currency: 'EUR',
      base_price: 5000,
      max_guests: 4,
      min_stay: 1,
      min_stay_by_weekday: JSON.stringify({}),
      weekend_min_stay: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A payout method body; the address repeats the name, so a mixed row would show. */
export const transfer = (name: string, service: 'western_union' | 'post') => ({
  type: 'money_transfer',
  service,
  full_name: name,
  address: `${name}, Beograd`,
  phone: '064 123 4567',
});

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The nights of a stay: check-in up to the day before check-out. */
export function nightsOf(stay: { check_in: string; check_out: string }): string[] {
  const out: string[] = [];
  for (let d = stay.check_in; d < stay.check_out; d = addDays(d, 1)) out.push(d);
  return out;
}

export type Host = {
  id: number;
  token: string;
  listingId: number;
  oldest: number;
  editable: number[];
};
export type Guest = { id: number; token: string };

/** One write of the burst and what came back: an answer, nothing (the kill), or never sent. */
export type Sent = {
  kind: 'book' | 'edit' | 'create';
  /** book: `guest|listing|check_in|check_out`; edit / create: the host's index. */
  key: string;
  body: Record<string, unknown>;
  /** book: the guest's index; edit: the method's id; create: the host's index. */
  target: number;
  fired: boolean;
  answer: ApiAnswer | null;
};

/** Overlapping stays on every listing (most lose to another), one edit per method, new methods. */
export function planBurst(hosts: Host[], guests: Guest[], first: string): Sent[] {
  const sent: Sent[] = [];
  const write = (kind: Sent['kind'], key: string, body: Sent['body'], target: number) =>
    sent.push({ kind, key, body, target, fired: false, answer: null });
  const seen = new Set<string>();
  for (const [h, host] of hosts.entries()) {
    for (let i = 0; i < 45; i += 1) {
      const guest = i % guests.length;
      const checkIn = addDays(first, Math.floor(Math.random() * 40));
      const checkOut = addDays(checkIn, 1 + (i % 3));
      const key = `${guest}|${host.listingId}|${checkIn}|${checkOut}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const body = {
        check_in: checkIn,
        check_out: checkOut,
        guests: 2,
        comment: `burst ${h}-${i}`,
      };
      write('book', key, body, guest);
    }
    for (const [m, id] of host.editable.entries())
      write('edit', `${h}`, transfer(`Edit ${h}-${m}`, 'post'), id);
    for (let m = 0; m < 3; m += 1) write('create', `${h}`, transfer(`New ${h}-${m}`, 'post'), h);
  }
  return sent.sort(() => Math.random() - 0.5);
}

/**
 * Sends the writes 16 at a time and SIGKILLs the server when `killAt` answers have come back;
 * nothing more is sent after that, so what was in flight at the kill is the interesting part.
 */
export async function fireAndKill(
  proc: Proc,
  sent: Sent[],
  hosts: Host[],
  guests: Guest[],
  killAt: number,
): Promise<void> {
  const tokenOf = (s: Sent) =>
    s.kind === 'book' ? guests[s.target]!.token : hosts[Number(s.key)]!.token;
  const pathOf = (s: Sent) => {
    if (s.kind === 'book') return bookingPaths.book(Number(s.key.split('|')[1]));
    return s.kind === 'edit' ? payoutsPaths.one(s.target) : payoutsPaths.list;
  };
  let answered = 0;
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < sent.length && !killed) {
      const s = sent[next++]!;
      s.fired = true;
      try {
        const method = s.kind === 'edit' ? 'PUT' : 'POST';
        s.answer = await api(method, pathOf(s), {
          baseUrl: proc.baseUrl,
          token: tokenOf(s),
          body: s.body,
        });
        answered += 1;
        if (answered === killAt) {
          killed = true;
          proc.kill('SIGKILL');
        }
      } catch {
        s.answer = null; // the connection died with the process: the outcome is unknown
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
