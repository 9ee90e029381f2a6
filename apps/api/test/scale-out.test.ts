import type { MessageCreatedEvent } from '@gazda/contracts/messages';
import { listingsPaths, messagesPaths } from '@gazda/contracts/paths';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { sendCalendar, startLoopbackServer, type LoopbackServer } from './ical/loopback-server';
import { jpeg } from './listings/fixtures';
import {
  bytesOf,
  freePorts,
  postFile,
  ready,
  redisUnreachable,
  spawnServer,
  type Proc,
} from './helpers/scale-processes';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { api, PASSWORD, uniqueEmail } from './helpers/test-app';

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/*
 * Issue #9, "several processes": two real server processes (server.ts) on two ports share one
 * PostgreSQL, one Redis and one DATA_DIR. Runs in the PostgreSQL run of CI (two processes cannot
 * share an embedded database) on a database of its own, created and dropped here, so the
 * processes' scheduled jobs never touch other tests' rows; the Redis channels carry a prefix of
 * this run only.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisProblem = databaseUrl ? await redisUnreachable(redisUrl) : null;
if (redisProblem && process.env.CI === 'true') {
  throw new Error(
    `scale-out test: Redis at ${redisUrl} does not answer (${redisProblem}); CI must provide it (REDIS_URL)`,
  );
}
const skipReason = !databaseUrl
  ? 'DATABASE_URL is unset: two processes cannot share an embedded database'
  : redisProblem
    ? `Redis at ${redisUrl} does not answer (${redisProblem})`
    : null;
if (skipReason) console.warn(`[SCALE] two-process test skipped: ${skipReason}`);

const dataDir = mkdtempSync(join(tmpdir(), 'gazda-scale-'));
const dbName = `gazda_scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const prefix = `gazda-test-${randomUUID()}`;
const procs: Proc[] = [];
const sockets: Socket[] = [];
let scaleDbUrl = '';
let database: OpenDatabase | undefined;
let feeds: LoopbackServer | undefined;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A server process on `port`; `extra` overrides variables (another DATABASE_URL, S3_*…). */
function startProcess(name: string, port: number, extra: NodeJS.ProcessEnv = {}): Proc {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scaleDbUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JOBS_TICK_SECONDS: '1',
    ICAL_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'warn',
    // The SDK's notice about Node versions is not this test's business.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...extra,
  };
  const proc = spawnServer(name, port, env);
  procs.push(proc);
  return proc;
}

async function register(baseUrl: string) {
  const email = uniqueEmail('scale');
  const res = await api('POST', '/api/register', {
    baseUrl,
    body: {
      first_name: 'Petar',
      last_name: 'Petrović',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status, res.text).toBe(202);
  // Register no longer logs in (issue #10 item 6); the password does, verified or not.
  const login = await api('POST', '/api/login', { baseUrl, body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { email, token: login.body.token as string, id: login.body.user.id as number };
}

/** A listing of the host's, made through A and listed directly (the review is not the point). */
async function listedListing(host: { token: string }): Promise<number> {
  const created = await api('POST', listingsPaths.listings, {
    baseUrl: a.baseUrl,
    token: host.token,
    body: { category: 'apartment' },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id as number;
  await database!.db
    .updateTable('listings')
    .set({ status: 'listed' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A websocket client of `proc` with the user's token, subscribed to the user's channel. */
async function subscribed(proc: Proc, user: { token: string; id: number }): Promise<Socket> {
  const client = io(proc.baseUrl, {
    path: '/socket.io',
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(client);
  await new Promise<void>((done, fail) => {
    client.once('connect', () => done());
    client.once('connect_error', fail);
  });
  const ack = await client.timeout(5000).emitWithAck('subscribe', { channel: `users.${user.id}` });
  expect(ack).toMatchObject({ ok: true });
  return client;
}

/**
 * Waits until `done()` (20 s at most), then 3 s more: with a tick every second, each process
 * ticks about three more times, any of which would show a second run of the same work.
 */
async function settled(done: () => boolean | Promise<boolean>): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await done()) && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 3000));
}

let a: Proc;
let b: Proc;

describe.skipIf(skipReason !== null)('[SCALE] two processes, one PostgreSQL, one Redis', () => {
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    scaleDbUrl = url.toString();
    database = await openDatabase({ kind: 'postgres', url: scaleDbUrl });
    await migrateToLatest(database.db);
    const base = await freePorts(2);
    a = startProcess('A', base);
    b = startProcess('B', base + 1);
    expect(await ready(a)).toMatchObject({ status: 'ok', redis: 'ok', migrations: 'ok' });
    expect(await ready(b)).toMatchObject({ status: 'ok', redis: 'ok', migrations: 'ok' });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const proc of procs) proc.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
    await feeds?.close();
    await database?.close();
    if (scaleDbUrl) await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a UserUpdated caused through process A reaches a client connected to process B', async () => {
    const user = await register(a.baseUrl);
    const client = await subscribed(b, user);
    const received = new Promise<{ user: { id: number; settings: { lang: string } } }>((done) =>
      client.once('UserUpdated', done),
    );
    const changed = await api('POST', '/api/user-settings/update-settings', {
      baseUrl: a.baseUrl,
      token: user.token,
      body: { lang: 'en' },
    });
    expect(changed.status).toBe(200);
    const event = await Promise.race([
      received,
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error('no UserUpdated on B within 5 s')), 5000),
      ),
    ]);
    expect(event.user.id).toBe(user.id);
    expect(event.user.settings.lang).toBe('en');
  }, 30_000);

  it('a message sent through A reaches the other party on B (MessageCreated, masked), once', async () => {
    const host = await register(a.baseUrl);
    const guest = await register(a.baseUrl);
    const listingId = await listedListing(host);
    const client = await subscribed(b, host);
    const heard: MessageCreatedEvent[] = [];
    client.on('MessageCreated', (event: MessageCreatedEvent) => heard.push(event));
    const asked = await api('POST', messagesPaths.question(listingId), {
      baseUrl: a.baseUrl,
      token: guest.token,
      body: { message: 'Is there a crib? Call me on 064 123 4567' },
    });
    expect(asked.status, asked.text).toBe(201);
    await settled(() => heard.length > 0);
    await new Promise((done) => setTimeout(done, 300));
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      conversation_id: asked.body.data.conversation_id,
      unread_total: 1,
      message: { mine: false, masked: true, body: expect.stringContaining('[prikazuje se') },
    });
  });

  it('the away-mail digest of a conversation goes once, though both processes tick every second', async () => {
    const host = await register(a.baseUrl);
    const guest = await register(b.baseUrl);
    const listingId = await listedListing(host);
    const asked = await api('POST', messagesPaths.question(listingId), {
      baseUrl: b.baseUrl,
      token: guest.token,
      body: { message: 'Do you have parking?' },
    });
    expect(asked.status, asked.text).toBe(201);
    // Written 11 minutes ago, the host away all along: due now.
    await database!.db
      .updateTable('messages')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('conversation_id', '=', asked.body.data.conversation_id)
      .execute();
    const outbox = join(dataDir, 'outbox');
    const digests = () =>
      readdirSync(outbox).filter((f) => {
        const text = readFileSync(join(outbox, f), 'utf8');
        return text.includes(host.email) && text.includes('Do you have parking?');
      });
    // settled() waits 3 s more after the first: a second digest would be there by then.
    await settled(() => digests().length > 0);
    expect(digests()).toHaveLength(1);
  });

  it('a logout through process A drops, within a second, the socket that login holds on B', async () => {
    const user = await register(a.baseUrl);
    const client = await subscribed(b, user);
    const closed = new Promise<string>((done) => client.once('disconnect', done));
    const out = await api('POST', '/api/logout', { baseUrl: a.baseUrl, token: user.token });
    expect(out.status).toBe(204);
    const reason = await Promise.race([
      closed,
      new Promise((done) => setTimeout(() => done('still open after 1 s'), 1000)),
    ]);
    expect(reason).toBe('io server disconnect');
  }, 30_000);

  it('the login throttle counts failures made on both processes', async () => {
    const user = await register(a.baseUrl);
    for (const [i, proc] of [a, b, a, b, a].entries()) {
      const res = await api('POST', '/api/login', {
        baseUrl: proc.baseUrl,
        body: { email: user.email, password: `wrong-${i}` },
      });
      expect(res.status, `attempt ${i + 1} on ${proc.name}`).toBe(422);
    }
    const blocked = await api('POST', '/api/login', {
      baseUrl: b.baseUrl,
      lang: 'en',
      body: { email: user.email, password: PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too Many Attempts.');
  }, 30_000);

  it('each due iCal import is fetched once in total, though both processes tick every second', async () => {
    const paths = ['/f1.ics', '/f2.ics', '/f3.ics', '/f4.ics', '/f5.ics', '/f6.ics'];
    const feed =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:s@test\r\nDTSTART;VALUE=DATE:20270105\r\nDTEND;VALUE=DATE:20270107\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    feeds = await startLoopbackServer(
      Object.fromEntries(paths.map((p) => [p, sendCalendar(feed)])),
    );
    const host = await register(a.baseUrl);
    const created = await api('POST', listingsPaths.listings, {
      baseUrl: a.baseUrl,
      token: host.token,
      body: { category: 'apartment' },
    });
    expect(created.status, created.text).toBe(201);
    const db = database!.db;
    // Made due in the past at once: whichever process ticks first claims them.
    await db
      .insertInto('ical_imports')
      .values(
        paths.map((p) => ({
          listing_id: created.body.data.id as number,
          url: `${feeds!.origin}${p}`,
          name: p,
          next_fetch_at: new Date(Date.now() - 60_000),
        })),
      )
      .execute();
    const counts = () => paths.map((p) => feeds!.hits.filter((h) => h.url === p).length);
    await settled(() => counts().every((n) => n > 0));
    expect(counts()).toEqual(paths.map(() => 1));
    const rows = await db
      .selectFrom('ical_imports')
      .select(['next_fetch_at'])
      .where('listing_id', '=', created.body.data.id as number)
      .execute();
    for (const row of rows)
      expect(new Date(row.next_fetch_at).getTime()).toBeGreaterThan(Date.now());
  }, 45_000);

  it('hold expiry and hold reminders act once per hold, though both processes tick every second', async () => {
    const host = await register(a.baseUrl);
    const guest = await register(b.baseUrl);
    const created = await api('POST', listingsPaths.listings, {
      baseUrl: a.baseUrl,
      token: host.token,
      body: { category: 'apartment' },
    });
    expect(created.status, created.text).toBe(201);
    const db = database!.db;
    const hour = 3_600_000;
    const hold = (n: number, expiresIn: number) => ({
      code: `SCALE${randomUUID().slice(0, 8)}`,
      listing_id: created.body.data.id as number,
      guest_id: guest.id,
      check_in: `2027-0${n}-01`,
      check_out: `2027-0${n}-03`,
      guests: 2,
      quote: null,
      currency: 'EUR' as const,
      total: 10_000,
      payout_method_id: null,
      owner_response: null,
      status: 'available' as const,
      hold_expires_at: new Date(Date.now() + expiresIn),
      answered_at: new Date(),
    });
    // Three lapsed holds (→ expired) and three ending in 6 hours (→ one reminder mail each).
    const rows = await db
      .insertInto('inquiries')
      .values([1, 2, 3, 4, 5, 6].map((n) => hold(n, n <= 3 ? -hour : 6 * hour)))
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    const outbox = join(dataDir, 'outbox');
    const mailsToGuest = () =>
      readdirSync(outbox).filter((f) =>
        readFileSync(join(outbox, f), 'utf8').includes(guest.email),
      );
    // The verification mail of the registration is there already.
    const before = new Set(mailsToGuest());
    await settled(async () => {
      const left = await db
        .selectFrom('inquiries')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'available').and('hold_expires_at', '<=', new Date()),
            eb('status', '=', 'available').and('hold_reminder_sent_at', 'is', null),
          ]),
        )
        .execute();
      return left.length === 0 && mailsToGuest().length >= before.size + 3;
    });

    const statuses = await db
      .selectFrom('inquiries')
      .select(['id', 'status', 'hold_reminder_sent_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(statuses.map((r) => r.status)).toEqual([
      'expired',
      'expired',
      'expired',
      'available',
      'available',
      'available',
    ]);
    // The expiry writes one status entry for the host and one for the guest: twice would be 4.
    for (const id of ids.slice(0, 3)) {
      const entries = await db
        .selectFrom('activity_log')
        .select('user_id')
        .where('entity', '=', 'inquiry')
        .where('entity_id', '=', id)
        .where('field', '=', 'status')
        .execute();
      expect(entries.map((e) => e.user_id).sort()).toEqual([host.id, guest.id].sort());
    }
    expect(statuses.slice(3).every((r) => r.hold_reminder_sent_at !== null)).toBe(true);
    // One reminder mail per hold in the shared outbox (DATA_DIR/outbox): three, not six.
    expect(mailsToGuest().filter((f) => !before.has(f))).toHaveLength(3);
  }, 45_000);

  it('a photo uploaded through A is served by B (one shared DATA_DIR/uploads)', async () => {
    const host = await register(a.baseUrl);
    const created = await api('POST', listingsPaths.listings, {
      baseUrl: a.baseUrl,
      token: host.token,
      body: { category: 'apartment' },
    });
    const id = created.body.data.id as number;
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array(await jpeg(800, 600))], { type: 'image/jpeg' }),
      'p.jpg',
    );
    const uploaded = await fetch(`${a.baseUrl}${listingsPaths.photos(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { url: string } };
    const fromB = await fetch(`${b.baseUrl}${data.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toMatch(/image\/jpeg/);
    expect((await fromB.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 30_000);

  it('db:migrate while both serve changes nothing and both stay ready; SIGTERM ends one, the other serves on', async () => {
    const migrate = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../src/db/migrate-cli.ts')],
      { env: { ...process.env, DATABASE_URL: scaleDbUrl }, encoding: 'utf8' },
    );
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('Nothing to apply');
    expect((await fetch(`${a.baseUrl}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${b.baseUrl}/api/health/ready`)).status).toBe(200);

    a.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const res = await fetch(`${b.baseUrl}/api/health/ready`);
    expect(res.status).toBe(200);
  }, 60_000);
});

/*
 * The same with S3_BUCKET (an s3rver in this process): C and D each have a DATA_DIR of their own,
 * so the bucket is the only place both can read an upload from.
 */
describe.skipIf(skipReason !== null)('[SCALE] two processes, uploads in one S3 bucket', () => {
  const s3DbName = `${dbName}_s3`;
  const dirs: string[] = [];
  let s3: S3Server | undefined;
  let s3DbUrl = '';
  let c: Proc;
  let d: Proc;

  beforeAll(async () => {
    s3 = await startS3Server();
    dirs.push(...[0, 1].map(() => mkdtempSync(join(tmpdir(), 'gazda-scale-s3-'))));
    await admin(`create database ${s3DbName}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${s3DbName}`;
    s3DbUrl = url.toString();
    const migrated = await openDatabase({ kind: 'postgres', url: s3DbUrl });
    await migrateToLatest(migrated.db);
    await migrated.close();
    const base = await freePorts(2);
    const env = (dir: string) => ({ ...s3!.env, DATABASE_URL: s3DbUrl, DATA_DIR: dir });
    c = startProcess('C', base, env(dirs[0]!));
    d = startProcess('D', base + 1, env(dirs[1]!));
    expect(await ready(c)).toMatchObject({ status: 'ok', redis: 'ok' });
    expect(await ready(d)).toMatchObject({ status: 'ok', redis: 'ok' });
  }, 180_000);

  afterAll(async () => {
    for (const proc of [c, d]) proc?.kill('SIGTERM');
    await Promise.all([c, d].map((p) => p?.exited));
    if (s3DbUrl) await admin(`drop database if exists ${s3DbName} with (force)`);
    await s3?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a photo uploaded through C is served by D, an avatar through D by C, an ID picture to its owner on both; a delete through D is seen by C', async () => {
    const host = await register(c.baseUrl);
    const created = await api('POST', listingsPaths.listings, {
      baseUrl: c.baseUrl,
      token: host.token,
      body: { category: 'apartment' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as number;
    const photo = await postFile(c.baseUrl, host.token, listingsPaths.photos(id), 'photo');
    const avatar = await postFile(d.baseUrl, host.token, '/api/user-settings/avatar', 'avatar');
    const avatarUrl = (avatar.media_avatar as { original_url: string }).original_url;
    const form = new FormData();
    for (const side of ['front', 'back'])
      form.append(side, new Blob([new Uint8Array(await jpeg(900, 600))]), `${side}.jpg`);
    const idRes = await fetch(`${c.baseUrl}/api/government-id`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: form,
    });
    expect(idRes.status).toBe(200);
    const idData = ((await idRes.json()) as { data: { front_url: string } }).data;

    for (const [url, from, to, token] of [
      [photo.url as string, c, d, undefined],
      [photo.thumb_url as string, c, d, undefined],
      [avatarUrl, d, c, undefined],
      [idData.front_url, c, d, host.token],
    ] as const) {
      const there = await bytesOf(`${to.baseUrl}${url}`, token);
      expect([there.status, there.type], `${url} on ${to.name}`).toEqual([200, 'image/jpeg']);
      const here = await bytesOf(`${from.baseUrl}${url}`, token);
      expect(there.bytes.equals(here.bytes), `${url}: the same bytes on ${from.name}`).toBe(true);
    }
    // The photo, its thumb and its WebP renditions (photo-renditions.ts), one key each.
    const renditions = (photo.sources as unknown[]).length;
    expect(renditions).toBeGreaterThan(0);
    expect(await s3!.keys(`uploads/listings/${id}/`)).toHaveLength(2 + renditions);
    expect(await s3!.keys(`private/government-ids/${host.id}/`)).toHaveLength(2);
    for (const dir of dirs)
      expect(readdirSync(dir).filter((n) => n === 'uploads' || n === 'private')).toEqual([]);

    const removed = await api('DELETE', listingsPaths.photo(id, photo.id as number), {
      baseUrl: d.baseUrl,
      token: host.token,
    });
    expect(removed.status, removed.text).toBeLessThan(300);
    expect(await s3!.keys(`uploads/listings/${id}/`)).toEqual([]);
    expect((await fetch(`${c.baseUrl}${photo.url as string}`)).status).toBe(404);
  }, 60_000);
});

describe('[SCALE] configuration of several processes', () => {
  it('REDIS_PREFIX and JOBS_TICK_SECONDS have defaults and refuse bad values with one line', () => {
    const plain = loadConfig({}, { cwd: '/tmp' });
    expect([plain.redisUrl, plain.redisPrefix, plain.jobsTickSeconds]).toEqual([null, 'gazda', 60]);
    const set = loadConfig(
      { REDIS_URL: 'redis://r:6379', REDIS_PREFIX: 'gazda-staging', JOBS_TICK_SECONDS: '5' },
      { cwd: '/tmp' },
    );
    expect([set.redisUrl, set.redisPrefix, set.jobsTickSeconds]).toEqual([
      'redis://r:6379',
      'gazda-staging',
      5,
    ]);
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' }, { cwd: '/tmp' })).toThrow(
      /^REDIS_PREFIX must/,
    );
    expect(() => loadConfig({ JOBS_TICK_SECONDS: '0' }, { cwd: '/tmp' })).toThrow(
      /JOBS_TICK_SECONDS/,
    );
  });
});
