import { adminPaths, sessionsPaths } from '@gazda/contracts/paths';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { userSessionListSchema } from '@gazda/contracts/sessions';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/crypto/tokens';
import { createLogger } from '../../src/logger';
import { api, extraApp, testApp, registerUser, type TestUser } from '../helpers/test-app';
import { registerAdmin } from '../listings/fixtures';

/*
 * docs/security.md G13 (ASVS 7.4.5, 7.5.2): a user sees their logins and ends one or all the
 * others; an operator ends all of someone's. An ended login is refused at once (401).
 */

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';
const ENDED = ['auth.session_ended', 'auth.other_sessions_ended', 'auth.user_sessions_ended'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function login(u: TestUser, agent: string): Promise<string> {
  const answer = await api('POST', '/api/login', {
    body: { email: u.email, password: u.password },
    headers: { 'user-agent': agent },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.token as string;
}

/** The body of an ending: the user's password, typed again (ASVS 7.5.2). */
const again = (u: TestUser, password = u.password) => ({ current_password: password });

const status = async (token: string) => (await api('GET', '/api/me', { token })).status;

async function tokenId(token: string): Promise<number> {
  const { db } = await testApp();
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(token: string) {
  const answer = await api('GET', sessionsPaths.list, { token });
  expect(answer.status, answer.text).toBe(200);
  return { answer, sessions: userSessionListSchema.parse(answer.body).data };
}

/** A user logged in on the laptop (`first`, registered there) and the phone (`second`). */
async function twoLogins() {
  const u = await registerUser();
  const first = await login(u, LAPTOP);
  const second = await login(u, PHONE);
  // The phone was last used an hour ago (a request with the laptop's login touches that one).
  const { db } = await testApp();
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: new Date(Date.now() - HOUR) })
    .where('id', '=', await tokenId(second))
    .execute();
  return { u, first, second };
}

describe('[SECURITY][SESSIONS] the user sees and ends their logins', () => {
  it('lists both logins, the current one first and marked, then newest use; no secrets', async () => {
    const { u, first, second } = await twoLogins();
    const { answer, sessions } = await list(first);
    const mine = sessions.filter((s) => s.name === PHONE || s.name === LAPTOP);
    expect(mine.map((s) => [s.name, s.current])).toEqual([
      [LAPTOP, true],
      [PHONE, false],
    ]);
    expect(mine.map((s) => s.id)).toEqual([await tokenId(first), await tokenId(second)]);
    // Newest use first: the registration's login (used minutes ago) sits between the two.
    expect(sessions.map((s) => s.name).indexOf(PHONE)).toBe(2);
    const phone = mine[1]!;
    expect(Date.now() - Date.parse(phone.last_used_at)).toBeGreaterThanOrEqual(HOUR);
    expect(Date.parse(phone.expires_at)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(Object.keys(mine[0]!).sort()).toEqual(
      ['created_at', 'current', 'expires_at', 'id', 'last_used_at', 'name'].sort(),
    );
    for (const secret of [first, second, sha256Hex(first), sha256Hex(second), u.password])
      expect(answer.text).not.toContain(secret);
    expect(answer.text).not.toContain('token_hash');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // From the phone, the phone is the current one, listed first even when the laptop's use is
    // newer (the phone's last use, 30 seconds ago, is not rewritten within the minute).
    const { db } = await testApp();
    const at = (id: number, when: number) =>
      db
        .updateTable('access_tokens')
        .set({ last_used_at: new Date(when) })
        .where('id', '=', id)
        .execute();
    await at(await tokenId(second), Date.now() - 30_000);
    await at(await tokenId(first), Date.now() + 10 * 60_000);
    const fromPhone = (await list(second)).sessions;
    expect(fromPhone.map((s) => s.name).slice(0, 2)).toEqual([PHONE, LAPTOP]);
    expect(fromPhone.filter((s) => s.current).map((s) => s.name)).toEqual([PHONE]);
  });

  it('ended, expired and idle logins are not listed', async () => {
    const { u, first } = await twoLogins();
    const { db } = await testApp();
    const now = Date.now();
    const row = (name: string, extra: Record<string, Date>) => ({
      user_id: u.id,
      token_hash: sha256Hex(randomBytes(16).toString('hex')),
      name,
      created_at: new Date(now - 20 * DAY),
      last_used_at: new Date(now - HOUR),
      expires_at: new Date(now + DAY),
      ...extra,
    });
    await db
      .insertInto('access_tokens')
      .values([
        row('revoked-client', { revoked_at: new Date(now - HOUR) }),
        row('expired-client', { expires_at: new Date(now - HOUR) }),
        row('idle-client', { last_used_at: new Date(now - 15 * DAY) }),
      ])
      .execute();
    const names = (await list(first)).sessions.map((s) => s.name);
    expect(names).toContain(PHONE);
    for (const gone of ['revoked-client', 'expired-client', 'idle-client'])
      expect(names).not.toContain(gone);
  });

  it('DELETE one login: it is refused at once, the current one still works', async () => {
    const { u, first, second } = await twoLogins();
    const end = await api('DELETE', sessionsPaths.one(await tokenId(second)), {
      token: first,
      body: again(u),
    });
    expect(end.status, end.text).toBe(204);
    expect(end.headers.get('cache-control')).toBe('no-store');
    expect(await status(second)).toBe(401);
    expect(await status(first)).toBe(200);
    expect((await list(first)).sessions.map((s) => s.name)).not.toContain(PHONE);
    // Ended already: the same answer as an unknown id.
    const twice = await api('DELETE', sessionsPaths.one(await tokenId(second)), {
      token: first,
      body: again(u),
    });
    expect(twice.status).toBe(404);
  });

  it("another user's login, an unknown or a malformed id: the same 404, nothing ends", async () => {
    const { first, second } = await twoLogins();
    const stranger = await registerUser();
    const asStranger = { token: stranger.token, lang: 'en', body: again(stranger) } as const;
    const theirs = await api('DELETE', sessionsPaths.one(await tokenId(second)), asStranger);
    const unknown = await api('DELETE', sessionsPaths.one(2_000_000_000), asStranger);
    const malformed = await api('DELETE', '/api/user-settings/sessions/abc', asStranger);
    for (const answer of [theirs, unknown, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(theirs.body);
    }
    expect(await status(first)).toBe(200);
    expect(await status(second)).toBe(200);
    expect(await status(stranger.token)).toBe(200);
  });

  it('ending the current login is a logout', async () => {
    const { u, first, second } = await twoLogins();
    const end = await api('DELETE', sessionsPaths.one(await tokenId(first)), {
      token: first,
      body: again(u),
    });
    expect(end.status).toBe(204);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
  });

  it.each([
    ['sr', 'Trenutna lozinka nije tačna'],
    ['en', 'The current password is not correct'],
  ] as const)(
    'without the password typed again (%s) nothing ends: 422 on current_password',
    async (lang, message) => {
      const { u, first, second } = await twoLogins();
      const phone = sessionsPaths.one(await tokenId(second));
      const wrong = { token: first, lang, body: again(u, 'not-my-password') } as const;
      for (const answer of [
        await api('DELETE', phone, wrong),
        await api('POST', sessionsPaths.logoutOthers, wrong),
      ]) {
        expect(answer.status, answer.text).toBe(422);
        expect(answer.body.errors).toEqual({ current_password: [message] });
      }
      for (const answer of [
        await api('DELETE', phone, { token: first, lang, body: {} }),
        await api('POST', sessionsPaths.logoutOthers, { token: first, lang }),
      ])
        expect(answer.status, answer.text).toBe(422);
      expect(await status(first)).toBe(200);
      expect(await status(second)).toBe(200);
    },
  );

  it('logout-others ends every login but the current one', async () => {
    const { u, first, second } = await twoLogins();
    const stranger = await registerUser();
    const out = await api('POST', sessionsPaths.logoutOthers, { token: second, body: again(u) });
    expect(out.status, out.text).toBe(204);
    expect(await status(first)).toBe(401);
    expect(await status(u.token)).toBe(401);
    expect(await status(second)).toBe(200);
    expect(await status(stranger.token)).toBe(200);
    expect((await list(second)).sessions.map((s) => [s.name, s.current])).toEqual([[PHONE, true]]);
  });
});

describe('[SECURITY][SESSIONS] an operator ends all logins of a user', () => {
  it('every login of the user is refused; the operator and others keep theirs; it is logged', async () => {
    const { u, first, second } = await twoLogins();
    const bystander = await registerUser();
    const admin = await registerAdmin();
    const out = await api('POST', adminPaths.userLogout(u.id), { token: admin.token });
    expect(out.status, out.text).toBe(204);
    expect(out.headers.get('cache-control')).toBe('no-store');
    for (const token of [first, second, u.token]) expect(await status(token)).toBe(401);
    expect(await status(admin.token)).toBe(200);
    expect(await status(bystander.token)).toBe(200);
    // The user's activity log names the operator and how many logins were live.
    const { db } = await testApp();
    const entries = await db
      .selectFrom('activity_log')
      .select(['actor_id', 'entity', 'field', 'from_value', 'to_value'])
      .where('user_id', '=', u.id)
      .where('field', '=', 'sessions')
      .execute();
    expect(entries).toEqual([
      { actor_id: admin.id, entity: 'user', field: 'sessions', from_value: 3, to_value: 0 },
    ]);
  });

  it('403 for a non-admin (the user too), 404 for an unknown user; nothing ends', async () => {
    const { u, first } = await twoLogins();
    const other = await registerUser();
    for (const caller of [other, u]) {
      const answer = await api('POST', adminPaths.userLogout(u.id), { token: caller.token });
      expect(answer.status).toBe(403);
    }
    expect((await api('POST', adminPaths.userLogout(u.id))).status).toBe(401);
    const admin = await registerAdmin();
    for (const path of [adminPaths.userLogout(2_000_000_000), '/api/admin/users/x/logout'])
      expect((await api('POST', path, { token: admin.token })).status).toBe(404);
    expect(await status(first)).toBe(200);
    expect(await status(u.token)).toBe(200);
  });

  it('each ending is a security event with whose logins, never a token', async () => {
    const { u, first, second } = await twoLogins();
    const admin = await registerAdmin();
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    const { app, baseUrl } = await extraApp(() => {}, {
      logger: createLogger({ logLevel: 'info' }, sink),
    });
    try {
      const phone = await tokenId(second);
      expect(
        (await api('DELETE', sessionsPaths.one(phone), { token: first, baseUrl, body: again(u) }))
          .status,
      ).toBe(204);
      expect(
        (await api('POST', sessionsPaths.logoutOthers, { token: first, baseUrl, body: again(u) }))
          .status,
      ).toBe(204);
      expect(
        (await api('POST', adminPaths.userLogout(u.id), { token: admin.token, baseUrl })).status,
      ).toBe(204);
      const events = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => ENDED.includes(String(e.event)));
      expect(events).toMatchObject([
        { event: 'auth.session_ended', userId: u.id, sessionId: phone, status: 204 },
        { event: 'auth.other_sessions_ended', userId: u.id, status: 204 },
        { event: 'auth.user_sessions_ended', userId: admin.id, targetUserId: u.id, status: 204 },
      ]);
      const text = lines.join('');
      for (const secret of [first, second, admin.token, u.email])
        expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
