import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createLogger } from '../../src/logger';
import { createMailer } from '../../src/mail/mailer';
import { latestMailTo, linksIn } from '../helpers/outbox';
import { api, registerUser, testApp } from '../helpers/test-app';

/**
 * Issue #10 item 6, the parts that need time to pass: a reset link and a login token expire.
 * (Logout, password change, reset and account deletion revoking tokens, single-use links and
 * the same answers for known and unknown addresses are shown in accounts, passwords,
 * email-verification and account-deletion tests; see docs/security.md.)
 */

const opened: App[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

/** The same app on the same database, whose clock reads `offsetMs` later than the real one. */
async function appLater(offsetMs: number): Promise<string> {
  const { config, db } = await testApp();
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

  it('a login token works for TOKEN_TTL_DAYS (30) and is refused after', async () => {
    const u = await registerUser();
    const { config } = await testApp();
    expect(config.tokenTtlDays).toBe(30);
    const before = await api('GET', '/api/me', {
      token: u.token,
      baseUrl: await appLater(29 * DAY),
    });
    expect(before.status).toBe(200);
    const after = await api('GET', '/api/me', {
      token: u.token,
      lang: 'en',
      baseUrl: await appLater(30 * DAY + MINUTE),
    });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated.');
  });
});
