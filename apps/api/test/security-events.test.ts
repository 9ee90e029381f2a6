import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { api, extraApp, PASSWORD, registerUser } from './helpers/test-app';

/**
 * ASVS 16.2.1, 16.3.1–16.3.3 (docs/security.md G18): request lines name the user by id once the
 * token is resolved, and logins, refused logins, throttling and refused access are events of
 * their own, without e-mail addresses, passwords or tokens.
 */

type Entry = Record<string, unknown> & { event?: string; userId?: number; msg?: string };

async function logged(run: (baseUrl: string) => Promise<void>): Promise<Entry[]> {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const logger = createLogger({ logLevel: 'info' }, sink);
  const { app, baseUrl } = await extraApp(() => {}, { logger });
  try {
    await run(baseUrl);
  } finally {
    await app.close();
  }
  const text = lines.join('');
  return lines.map((line) => JSON.parse(line) as Entry).map((entry) => ({ ...entry, text }));
}

const events = (entries: Entry[], name: string) => entries.filter((e) => e.event === name);

describe('[SECURITY][LOGS] security events', () => {
  it('a login, a refused login and a throttled login, each once, without e-mail or password', async () => {
    const u = await registerUser();
    const entries = await logged(async (baseUrl) => {
      const ok = await api('POST', '/api/login', {
        baseUrl,
        body: { email: u.email, password: PASSWORD },
      });
      expect(ok.status).toBe(200);
      let answer = await api('POST', '/api/login', {
        baseUrl,
        body: { email: u.email, password: 'wrong-password' },
      });
      expect(answer.status).toBe(422);
      for (let i = 0; i < 10 && answer.status !== 429; i += 1)
        answer = await api('POST', '/api/login', {
          baseUrl,
          body: { email: u.email, password: 'wrong-password' },
        });
      expect(answer.status).toBe(429);
    });
    const [login] = events(entries, 'auth.login');
    expect(events(entries, 'auth.login')).toHaveLength(1);
    expect(login).toMatchObject({
      userId: u.id,
      route: '/api/login',
      status: 200,
      ip: '127.0.0.1',
    });
    const failed = events(entries, 'auth.login_failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed[0]).toMatchObject({ route: '/api/login', status: 422, level: 40 });
    expect(failed[0]?.userId).toBeUndefined();
    expect(events(entries, 'auth.throttled')).toMatchObject([{ route: '/api/login', status: 429 }]);
    const text = String(entries[0]?.text);
    for (const secret of [u.email, PASSWORD, 'wrong-password', u.token]) {
      expect(text).not.toContain(secret);
    }
  });

  it('request lines carry the userId once the token is resolved; 401 and 403 are authz.denied', async () => {
    const u = await registerUser();
    const entries = await logged(async (baseUrl) => {
      expect((await api('GET', '/api/me', { baseUrl, token: u.token })).status).toBe(200);
      expect((await api('GET', '/api/me', { baseUrl })).status).toBe(401);
      expect((await api('GET', '/api/me', { baseUrl, token: 'not-a-token' })).status).toBe(401);
      // An operator route for a user without the role Admin.
      expect((await api('GET', '/api/admin/users', { baseUrl, token: u.token })).status).toBe(403);
    });
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.map((e) => e.userId)).toEqual([u.id, undefined, undefined, u.id]);
    const denied = events(entries, 'authz.denied');
    expect(denied).toMatchObject([
      { status: 401, route: '/api/me', level: 30 },
      { status: 401, route: '/api/me', level: 40 },
      { status: 403, route: '/api/admin/users', userId: u.id, level: 40 },
    ]);
    const text = String(entries[0]?.text);
    expect(text).not.toContain(u.email);
    expect(text).not.toContain(u.token);
    expect(text).not.toContain('not-a-token');
  });
});
