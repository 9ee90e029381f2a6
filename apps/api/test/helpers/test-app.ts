import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance as App } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import { latestMailTo, linksIn } from './outbox';

export type TestApp = { app: App; baseUrl: string; db: Db; config: Config; outboxDir: string };

let instance: Promise<TestApp> | undefined;

/**
 * The worker's app, built once (vitest runs this worker's files in one module graph): the real
 * app listening on 127.0.0.1 on a fresh in-memory PGlite, or on DATABASE_URL's PostgreSQL
 * (migrated under Kysely's lock, shared with other workers: never assume an empty table).
 */
export function testApp(): Promise<TestApp> {
  instance ??= start();
  return instance;
}

/** A configuration as the tests use it; `env` adds or overrides variables. */
export function testConfig(dir: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      DATA_DIR: dir,
      APP_URL: 'http://panel.test',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: process.env.DATABASE_URL,
      // Every test registers from 127.0.0.1; security/registration.test.ts checks the real limit.
      REGISTER_LIMIT_PER_HOUR: '1000000',
      // Many tests fail logins on purpose from 127.0.0.1; security/rate-limits.test.ts checks it.
      LOGIN_FAILURES_PER_IP: '1000000',
      // Bursts of bookings and listings by one user; security/rate-limits.test.ts checks the limit.
      CREATE_LIMIT_PER_HOUR: '1000000',
      ...env,
    },
    { cwd: dir },
  );
}

async function start(): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'gazda-api-test-'));
  const config = testConfig(dir);
  const { db } = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: 'memory://' },
  );
  await migrateToLatest(db);
  const logger = createLogger(config);
  const app = await buildApp({ config, db, mailer: createMailer(config, logger), logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, db, config, outboxDir: config.mailOutboxDir };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any;

export type ApiAnswer = { status: number; body: Json; headers: Headers; text: string };

export type ApiOptions = {
  body?: unknown;
  token?: string;
  lang?: 'sr' | 'en';
  headers?: Record<string, string>;
  /** Another app (e.g. one built inside a test); the worker's app by default. */
  baseUrl?: string;
};

/** One request over real HTTP, as the panel makes it. */
export async function api(
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer> {
  const baseUrl = options.baseUrl ?? (await testApp()).baseUrl;
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['app-language'] = options.lang;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Json = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers, text };
}

/** An address no other test (or earlier run on a shared database) uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID()}@test.gazda`;
}

export const PASSWORD = 'secret-123';

export type TestUser = { id: number; email: string; password: string; token: string; user: Json };

/** A register body for a fresh address; `overrides` replaces any field. */
function registerBody(overrides: Record<string, unknown>) {
  return {
    first_name: 'Petar',
    last_name: 'Petrović',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

async function registerAccepted(body: Record<string, unknown>): Promise<void> {
  const answer = await api('POST', '/api/register', { body });
  if (answer.status !== 202) throw new Error(`register failed: ${answer.status} ${answer.text}`);
}

/** The API path of the newest verification link mailed to the address (the panel's link, /api). */
export async function verificationPathFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, '/email/verify/');
  const link = linksIn(mail.text).find((l) => l.includes('/email/verify/'));
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  const url = new URL(link);
  return `/api${url.pathname}${url.search}`;
}

/**
 * A fresh user as a person gets one: registers (202), opens the verification link from the
 * outbox, which verifies the address and logs in. The user's e-mail is verified.
 */
export async function registerUser(overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const body = registerBody(overrides);
  await registerAccepted(body);
  const email = String(body.email).toLowerCase();
  const verified = await api('GET', await verificationPathFor(email));
  if (verified.status !== 200)
    throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return {
    id: verified.body.data.id,
    email,
    password: String(body.password),
    token: verified.body.token,
    user: verified.body.data,
  };
}

/** A fresh user whose e-mail is not verified yet: registers, then logs in with the password. */
export async function registerUnverified(
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const body = registerBody(overrides);
  await registerAccepted(body);
  const email = String(body.email).toLowerCase();
  const login = await api('POST', '/api/login', { body: { email, password: body.password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return {
    id: login.body.user.id,
    email,
    password: String(body.password),
    token: login.body.token,
    user: login.body.user,
  };
}

/**
 * A second app on the worker's database, for tests that need their own routes or logger; it
 * listens on its own port. Close it with `app.close()` (the database stays open).
 */
export async function extraApp(
  setup: (app: App) => void | Promise<void>,
  options: {
    logger?: Parameters<typeof buildApp>[0]['logger'];
    db?: Db;
    config?: Partial<Config>;
    panelDir?: string;
    /** The app's clock (deps.now); the real one by default. */
    now?: () => Date;
  } = {},
): Promise<{ app: App; baseUrl: string }> {
  const shared = await testApp();
  const config = { ...shared.config, ...options.config };
  const logger = options.logger ?? createLogger(config);
  const app = await buildApp({
    config,
    db: options.db ?? shared.db,
    mailer: createMailer(config, logger),
    logger,
    panelDir: options.panelDir,
    now: options.now,
  });
  await setup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}
