import { accountDeletionPaths, adminPaths, sessionsPaths } from '@gazda/contracts/paths';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/crypto/tokens';
import { registerAdmin } from './account/fixtures';
import { latestMailTo, linksIn } from './helpers/outbox';
import { api, registerUser, testApp, type TestUser } from './helpers/test-app';

/*
 * Issue #23 item 2: a login that ends loses its live channel. Each of the six ways a token is
 * revoked drops that token's sockets within a second (tokensRevoked on the user-events bus, after
 * the commit), and no UserUpdated reaches them once it was revoked; the user's other logins keep
 * theirs.
 */

const open: Socket[] = [];

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

type Watched = { heard: unknown[]; closed: Promise<string> };

/** A client connected with `token`, subscribed to its user's channel, its events recorded. */
async function listening(token: string, userId: number): Promise<Watched> {
  const socket = io((await testApp()).baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5000).emitWithAck('subscribe', { channel: `users.${userId}` });
  expect(ack).toMatchObject({ ok: true });
  const heard: unknown[] = [];
  socket.on('UserUpdated', (event) => heard.push(event));
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { heard, closed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Announces a change of the user at once (as any write would, right after the revocation), then
 * expects the socket dropped by the server within a second and that change never heard by it.
 */
async function expectDropped(watched: Watched, userId: number): Promise<void> {
  (await testApp()).app.deps.userEvents.userUpdated(userId);
  const reason = await Promise.race([watched.closed, pause(1000).then(() => 'still open')]);
  expect(reason).toBe('io server disconnect');
  await pause(300);
  expect(watched.heard).toEqual([]);
}

/** A login that was not revoked keeps its socket and hears the change. */
async function expectKept(watched: Watched, userId: number): Promise<void> {
  await expect.poll(() => watched.heard.length, { timeout: 2000 }).toBeGreaterThan(0);
  expect(watched.heard[0]).toMatchObject({ user: { id: userId } });
  expect(await Promise.race([watched.closed, pause(100).then(() => 'open')])).toBe('open');
}

async function secondLogin(u: TestUser): Promise<string> {
  const answer = await api('POST', '/api/login', {
    body: { email: u.email, password: u.password },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.token as string;
}

async function tokenId(token: string): Promise<number> {
  const { db } = await testApp();
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

const again = (u: TestUser) => ({ current_password: u.password });

describe('[ACCOUNT][REALTIME] a revoked login loses its live channel', () => {
  it('logout', async () => {
    const u = await registerUser();
    const watched = await listening(u.token, u.id);
    expect((await api('POST', '/api/logout', { token: u.token })).status).toBe(204);
    await expectDropped(watched, u.id);
  });

  it('ending it from the sessions list (the other login keeps its socket)', async () => {
    const u = await registerUser();
    const other = await secondLogin(u);
    const [watched, kept] = [await listening(u.token, u.id), await listening(other, u.id)];
    const ended = await api('DELETE', sessionsPaths.one(await tokenId(u.token)), {
      token: other,
      body: again(u),
    });
    expect(ended.status, ended.text).toBe(204);
    await expectDropped(watched, u.id);
    await expectKept(kept, u.id);
  });

  it('"sign out everywhere else" (the current login keeps its socket)', async () => {
    const u = await registerUser();
    const other = await secondLogin(u);
    const [watched, kept] = [await listening(u.token, u.id), await listening(other, u.id)];
    const ended = await api('POST', sessionsPaths.logoutOthers, { token: other, body: again(u) });
    expect(ended.status, ended.text).toBe(204);
    await expectDropped(watched, u.id);
    await expectKept(kept, u.id);
  });

  it('signed out by an operator', async () => {
    const u = await registerUser();
    const admin = await registerAdmin();
    const watched = await listening(u.token, u.id);
    const ended = await api('POST', adminPaths.userLogout(u.id), { token: admin.token });
    expect(ended.status, ended.text).toBe(204);
    await expectDropped(watched, u.id);
  });

  it('replaced by a password change (the login that changed it keeps its socket)', async () => {
    const u = await registerUser();
    const other = await secondLogin(u);
    const [watched, kept] = [await listening(u.token, u.id), await listening(other, u.id)];
    const changed = await api('POST', '/api/user-settings/change-password', {
      token: other,
      body: {
        current_password: u.password,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(changed.status, changed.text).toBe(204);
    await expectDropped(watched, u.id);
    await expectKept(kept, u.id);
  });

  it('replaced by a password reset', async () => {
    const u = await registerUser();
    const watched = await listening(u.token, u.id);
    expect((await api('POST', '/api/forgot-password', { body: { email: u.email } })).status).toBe(
      202,
    );
    const link = linksIn((await latestMailTo(u.email, '/reset-password?')).text).find((l) =>
      l.includes('/reset-password?'),
    );
    const token = new URL(link!).searchParams.get('token');
    const body = {
      token,
      email: u.email,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    };
    expect((await api('POST', '/api/reset-password', { body })).status).toBe(204);
    await expectDropped(watched, u.id);
  });

  it('the account deleted', async () => {
    const u = await registerUser();
    const admin = await registerAdmin();
    const watched = await listening(u.token, u.id);
    const asked = await api('POST', accountDeletionPaths.deleteAccount, {
      token: u.token,
      body: { password: u.password },
    });
    expect(asked.status, asked.text).toBe(202);
    // Asking is not deleting: the login still works and still hears its own account change.
    await expect.poll(() => watched.heard.length, { timeout: 2000 }).toBe(1);
    watched.heard.length = 0;
    const done = await api('POST', accountDeletionPaths.adminComplete(u.id), {
      token: admin.token,
    });
    expect(done.status, done.text).toBe(204);
    await expectDropped(watched, u.id);
  });
});
