import { accountDeletionPaths, sessionsPaths } from '@gazda/contracts/paths';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { loadConfig } from '../../src/config';
import { sha256Hex } from '../../src/crypto/tokens';
import { createLogger } from '../../src/logger';
import {
  api,
  extraApp,
  registerUser,
  testApp,
  uniqueEmail,
  type TestUser,
} from '../helpers/test-app';

// password-guesses.ts's LOGIN_MAX_FAILURES, said again: changing it changes this test.
const LOGIN_MAX_FAILURES = 5;

/*
 * Issue #23 item 3: the password asked again (change password, e-mail change, ending a login,
 * "sign out everywhere else", account deletion) is throttled as the login is (ASVS 6.3.1, 7.5.2):
 * 5 failures a minute per account and IP, then 429 even for the right password; the IP's failures
 * count with its failed logins (LOGIN_FAILURES_PER_IP in 10 minutes). Each wrong password is an
 * `auth.password_again_failed` security event. This app trusts X-Forwarded-For, so each test has
 * its own IPs, and uses the production per-IP limit.
 */

type Entry = Record<string, unknown> & { event?: string };

const ipLimit = loadConfig({}, { cwd: '/tmp' }).loginFailuresPerIp;
const lines: string[] = [];
let app: App;
let baseUrl: string;

beforeAll(async () => {
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  ({ app, baseUrl } = await extraApp(() => {}, {
    logger: createLogger({ logLevel: 'info' }, sink),
    config: { trustProxy: ['loopback'], loginFailuresPerIp: ipLimit },
  }));
});
afterAll(() => app.close());

const freshIp = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::3`;
const logged = (event: string) =>
  lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.event === event);

function send(
  ip: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
  lang: 'sr' | 'en' = 'en',
) {
  return api(method, path, { baseUrl, token, body, lang, headers: { 'x-forwarded-for': ip } });
}

/** A user and, for ending one login, a second login of theirs to end. */
type Who = { u: TestUser; sessionId: number };

async function who(): Promise<Who> {
  const u = await registerUser();
  const second = await api('POST', '/api/login', {
    body: { email: u.email, password: u.password },
  });
  expect(second.status, second.text).toBe(200);
  const { db } = await testApp();
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('token_hash', '=', sha256Hex(second.body.token as string))
    .executeTakeFirstOrThrow();
  return { u, sessionId: row.id };
}

const NEW = 'brand-new-1';

const ROUTES: {
  name: string;
  route: string;
  field: 'current_password' | 'password';
  done: number;
  call: (w: Who, password: string, ip: string, lang?: 'sr' | 'en') => ReturnType<typeof api>;
}[] = [
  {
    name: 'change password',
    route: '/api/user-settings/change-password',
    field: 'current_password',
    done: 204,
    call: (w, password, ip, lang) =>
      send(
        ip,
        'POST',
        '/api/user-settings/change-password',
        w.u.token,
        {
          current_password: password,
          password: NEW,
          password_confirmation: NEW,
        },
        lang,
      ),
  },
  {
    name: 'e-mail change',
    route: '/api/user-settings/account',
    field: 'current_password',
    done: 200,
    call: (w, password, ip, lang) =>
      send(
        ip,
        'PUT',
        '/api/user-settings/account',
        w.u.token,
        {
          first_name: 'Petar',
          last_name: 'Petrović',
          email: uniqueEmail('moved'),
          account_type: 'individual',
          current_password: password,
        },
        lang,
      ),
  },
  {
    name: 'ending one login',
    route: '/api/user-settings/sessions/:id',
    field: 'current_password',
    done: 204,
    call: (w, password, ip, lang) =>
      send(
        ip,
        'DELETE',
        sessionsPaths.one(w.sessionId),
        w.u.token,
        {
          current_password: password,
        },
        lang,
      ),
  },
  {
    name: 'sign out everywhere else',
    route: '/api/user-settings/sessions/logout-others',
    field: 'current_password',
    done: 204,
    call: (w, password, ip, lang) =>
      send(ip, 'POST', sessionsPaths.logoutOthers, w.u.token, { current_password: password }, lang),
  },
  {
    name: 'account deletion',
    route: '/api/delete-account',
    field: 'password',
    done: 202,
    call: (w, password, ip, lang) =>
      send(ip, 'POST', accountDeletionPaths.deleteAccount, w.u.token, { password }, lang),
  },
];

describe('[SECURITY][RATE LIMITS] the password asked again: as the login, per account and IP', () => {
  it.each(ROUTES)(
    '$name: 5 wrong, then 429 even for the right one; another IP or account goes on; logged',
    async ({ route, field, done, call }) => {
      const w = await who();
      const ip = freshIp();
      const wrong = `wrong-${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        const answer = await call(w, wrong, ip);
        expect(answer.status, `attempt ${i + 1}: ${answer.text}`).toBe(422);
        expect(answer.body.errors).toEqual({ [field]: ['The current password is not correct'] });
      }
      const refused = await call(w, wrong, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too Many Attempts.');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const right = await call(w, w.u.password, ip, 'sr');
      expect(right.status).toBe(429);
      expect(right.body.message).toBe('Previše pokušaja.');
      // Nothing happened: both logins still work.
      expect((await api('GET', '/api/me', { token: w.u.token })).status).toBe(200);
      expect(
        (await api('GET', '/api/user-settings/sessions', { token: w.u.token })).body.data,
      ).toHaveLength(2);

      // Another account from the same IP, and the same account from another IP, go on.
      const other = await who();
      const theirs = await call(other, other.u.password, ip);
      expect(theirs.status, theirs.text).toBe(done);
      const elsewhere = await call(w, w.u.password, freshIp());
      expect(elsewhere.status, elsewhere.text).toBe(done);

      const failed = logged('auth.password_again_failed').filter((e) => e.userId === w.u.id);
      expect(failed).toHaveLength(LOGIN_MAX_FAILURES);
      expect(failed[0]).toMatchObject({ ip, level: 40 });
      const throttled = logged('auth.throttled').filter((e) => e.ip === ip && e.route === route);
      expect(throttled.map((e) => e.status)).toEqual([429, 429]);
      const text = lines.join('');
      for (const secret of [wrong, w.u.password, w.u.email]) expect(text).not.toContain(secret);
    },
  );

  it('a right password clears the account’s failures, as a login does', async () => {
    const w = await who();
    const ip = freshIp();
    const logoutOthers = ROUTES[3]!;
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1)
      expect((await logoutOthers.call(w, 'not-it', ip)).status).toBe(422);
    expect((await logoutOthers.call(w, w.u.password, ip)).status).toBe(204);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      expect((await logoutOthers.call(w, 'not-it', ip)).status, `again ${i + 1}`).toBe(422);
    expect((await logoutOthers.call(w, w.u.password, ip)).status).toBe(429);
  });

  it('the IP’s failures count with its failed logins: past LOGIN_FAILURES_PER_IP both answer 429', async () => {
    const w = await who();
    const ip = freshIp();
    const { db } = await testApp();
    const rows = Array.from({ length: ipLimit - 1 }, () => ({
      key: `login-ip|${ip}`,
      occurred_at: new Date(),
    }));
    await db.insertInto('login_failures').values(rows).execute();
    const changePassword = ROUTES[0]!;
    expect((await changePassword.call(w, 'not-it', ip)).status).toBe(422);
    expect((await changePassword.call(w, w.u.password, ip)).status).toBe(429);
    const login = await api('POST', '/api/login', {
      baseUrl,
      headers: { 'x-forwarded-for': ip },
      body: { email: w.u.email, password: w.u.password },
    });
    expect(login.status).toBe(429);
    expect((await changePassword.call(w, w.u.password, freshIp())).status).toBe(204);
  });
});
