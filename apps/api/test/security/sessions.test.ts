import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { sha256Hex } from '../../src/crypto/tokens';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import { latestMailTo, linksIn } from '../helpers/outbox';
import { api, registerUser, testApp } from '../helpers/test-app';

/**
 * Issue #10 item 6, the parts that need time to pass: a reset link and a login token expire, and
 * a login token unused for TOKEN_IDLE_DAYS ends (ASVS 7.3.1, docs/security.md G5).
 * (Logout, password change, reset and account deletion revoking tokens, single-use links and
 * the same answers for known and unknown addresses are shown in accounts, passwords,
 * email-verification and account-deletion tests; see docs/security.md.)
 */

const opened: App[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

/** The same app on the same database, whose clock reads `offsetMs` later than the real one. */
async function appLater(offsetMs: number, overrides: Partial<Config> = {}): Promise<string> {
  const shared = await testApp();
  const db = shared.db;
  const config = { ...shared.config, ...overrides };
  const logger = createLogger(config);
  const app = await buildApp({
    config,
    db,
    mailer: createMailer(config, logger),
    logger,
    now: () => new Date(Date.now() + offsetMs),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  opened.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function mailedResetToken(email: string): Promise<string> {
  const link = linksIn((await latestMailTo(email, '/reset-password?')).text).find((l) =>
    l.includes('/reset-password?'),
  );
  if (!link) throw new Error('no reset link');
  return new URL(link).searchParams.get('token') ?? '';
}

// Each test builds extra apps (and hashes passwords) on a shared, busy machine: more time.
describe('[SECURITY][SESSIONS] links and tokens expire', { timeout: 90_000 }, () => {
  it('a reset link is refused 61 minutes after it was mailed, and works before', async () => {
    const u = await registerUser();
    expect((await api('POST', '/api/forgot-password', { body: { email: u.email } })).status).toBe(
      202,
    );
    const token = await mailedResetToken(u.email);
    const body = {
      token,
      email: u.email,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    };
    const late = await api('POST', '/api/reset-password', {
      body,
      lang: 'en',
      baseUrl: await appLater(61 * MINUTE),
    });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({
      token: ['This password reset link is not valid or has expired'],
    });
    // Nothing changed: the old password still logs in.
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: u.password } })).status,
    ).toBe(200);
    const inTime = await api('POST', '/api/reset-password', {
      body,
      baseUrl: await appLater(59 * MINUTE),
    });
    expect(inTime.status).toBe(204);
  });

  it('a login token works for TOKEN_TTL_DAYS (30) when used, and is refused after', async () => {
    const u = await registerUser();
    const { config } = await testApp();
    expect(config.tokenTtlDays).toBe(30);
    // Used every 13 days, so never idle for TOKEN_IDLE_DAYS (14): only the lifetime ends it.
    for (const day of [13, 26, 29]) {
      const before = await api('GET', '/api/me', {
        token: u.token,
        baseUrl: await appLater(day * DAY),
      });
      expect(before.status, `day ${day}`).toBe(200);
    }
    const after = await api('GET', '/api/me', {
      token: u.token,
      lang: 'en',
      baseUrl: await appLater(30 * DAY + MINUTE),
    });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated.');
  });
});

const me = async (token: string, baseUrl?: string) =>
  api('GET', '/api/me', { token, lang: 'en', baseUrl: baseUrl ?? (await testApp()).baseUrl });

async function tokenRow(token: string) {
  const { db } = await testApp();
  return db
    .selectFrom('access_tokens')
    .select(['id', 'last_used_at'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
}

describe(
  '[SECURITY][SESSIONS] a token unused for TOKEN_IDLE_DAYS ends',
  { timeout: 90_000 },
  () => {
    it('TOKEN_IDLE_DAYS defaults to 14, is read from the environment and checked', () => {
      expect(loadConfig({}, { cwd: '/tmp' }).tokenIdleDays).toBe(14);
      expect(loadConfig({ TOKEN_IDLE_DAYS: '3' }, { cwd: '/tmp' }).tokenIdleDays).toBe(3);
      expect(() => loadConfig({ TOKEN_IDLE_DAYS: '0' }, { cwd: '/tmp' })).toThrow(
        'TOKEN_IDLE_DAYS must be a whole number from 1 to 3650 (got "0")',
      );
    });

    it('14 days without a request: 401 like an expired token, and the token is deleted', async () => {
      const u = await registerUser();
      expect((await me(u.token, await appLater(14 * DAY - MINUTE))).status).toBe(200);
      const other = await registerUser();
      const idle = await me(other.token, await appLater(14 * DAY + MINUTE));
      expect(idle.status).toBe(401);
      expect(idle.body.message).toBe('Unauthenticated.');
      expect(await tokenRow(other.token)).toBeUndefined();
      // Gone for good: today's clock does not bring it back.
      expect((await me(other.token)).status).toBe(401);
    });

    it('each use restarts the idle time; TOKEN_IDLE_DAYS sets its length', async () => {
      const u = await registerUser();
      const short = { tokenIdleDays: 2 };
      expect((await me(u.token, await appLater(DAY + 12 * 60 * MINUTE, short))).status).toBe(200);
      expect((await me(u.token, await appLater(3 * DAY, short))).status).toBe(200);
      const refused = await me(u.token, await appLater(5 * DAY + MINUTE, short));
      expect(refused.status).toBe(401);
      expect(await tokenRow(u.token)).toBeUndefined();
    });

    it('last_used_at is written at most once a minute, not on every request', async () => {
      const u = await registerUser();
      const issued = (await tokenRow(u.token))!.last_used_at!.getTime();
      const soon = await appLater(20_000);
      for (let i = 0; i < 3; i += 1) expect((await me(u.token, soon)).status).toBe(200);
      expect((await tokenRow(u.token))!.last_used_at!.getTime()).toBe(issued);
      expect((await me(u.token, await appLater(2 * MINUTE))).status).toBe(200);
      const touched = (await tokenRow(u.token))!.last_used_at!.getTime();
      expect(touched).toBeGreaterThanOrEqual(issued + 2 * MINUTE);
      expect(touched).toBeLessThan(issued + 3 * MINUTE);
    });
  },
);
