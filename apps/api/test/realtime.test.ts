import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/crypto/tokens';
import { infoStep, refs } from './listings/fixtures';
import { latestMailTo, linksIn } from './helpers/outbox';
import { api, extraApp, registerUnverified, registerUser, testApp } from './helpers/test-app';

const open: Socket[] = [];

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

/** A real Socket.IO client on the test app's port, websocket only (as a browser would upgrade). */
async function connect(
  token: string | undefined,
  lang?: 'sr' | 'en',
  baseUrl?: string,
): Promise<Socket> {
  baseUrl ??= (await testApp()).baseUrl;
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { ...(token === undefined ? {} : { token }), ...(lang ? { lang } : {}) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected although it should be refused')));
    socket.once('connect_error', resolve);
  });
}

type Ack = { ok: boolean; status?: number; message?: string; channel?: string };

function subscribe(socket: Socket, channel: unknown): Promise<Ack> {
  return socket.timeout(5000).emitWithAck('subscribe', { channel });
}

describe('[ACCOUNT][REALTIME] users.{id} channel over Socket.IO', () => {
  it('only the owner subscribes; a settings change reaches A as UserUpdated and not B', async () => {
    const a = await registerUser({ lang: 'sr' });
    const b = await registerUser();
    const clientA = await connect(a.token);
    const clientB = await connect(b.token, 'en');
    await Promise.all([connected(clientA), connected(clientB)]);

    expect(await subscribe(clientA, `users.${a.id}`)).toEqual({
      ok: true,
      channel: `users.${a.id}`,
    });
    expect(await subscribe(clientB, `users.${a.id}`)).toEqual({
      ok: false,
      status: 403,
      message: 'This action is unauthorized.',
    });
    expect(await subscribe(clientB, `users.${b.id}`)).toMatchObject({ ok: true });
    expect(await subscribe(clientB, 42)).toMatchObject({ ok: false, status: 422 });

    const seenByB: unknown[] = [];
    clientB.on('UserUpdated', (event) => seenByB.push(event));
    const received = new Promise<{ user: { id: number; settings: { lang: string } } }>((resolve) =>
      clientA.once('UserUpdated', resolve),
    );
    const changed = await api('POST', '/api/user-settings/update-settings', {
      token: a.token,
      body: { lang: 'en' },
    });
    expect(changed.status).toBe(200);

    const event = await received;
    expect(event.user.id).toBe(a.id);
    expect(event.user.settings.lang).toBe('en');
    expect(event.user).toEqual(changed.body.data);
    // B's own channel is quiet: give a stray event time to arrive before saying so.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenByB).toEqual([]);
  });

  it('no token and a bad token are refused at connection, in the language asked for', async () => {
    const none = await refused(await connect(undefined, 'en'));
    expect(none.message).toBe('Unauthenticated.');
    expect(none.data).toEqual({ status: 401 });
    // Serbian is the default language.
    const bad = await refused(await connect('not-a-token'));
    expect(bad.data).toEqual({ status: 401 });
    expect(bad.message).toBe('Niste prijavljeni.');
  });

  it('a token revoked without the bus hearing it (a missed announcement) can no longer subscribe', async () => {
    // A logout drops the socket at once (realtime-revoke.test.ts); subscribe checks the token too.
    const a = await registerUser();
    const client = await connect(a.token);
    await connected(client);
    const { db } = await testApp();
    await db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', sha256Hex(a.token))
      .execute();
    expect(await subscribe(client, `users.${a.id}`)).toMatchObject({ ok: false, status: 401 });
  });

  it('a listing created by A reaches A with the new apartmentCount', async () => {
    const a = await registerUser();
    const client = await connect(a.token);
    await connected(client);
    await subscribe(client, `users.${a.id}`);
    // An untouched draft does not count (issue #26 item 5): the first step's save makes it count.
    const received = new Promise<{ user: { apartmentCount: number } }>((resolve) =>
      client.on('UserUpdated', (event: { user: { apartmentCount: number } }) => {
        if (event.user.apartmentCount === 1) resolve(event);
      }),
    );
    const created = await api('POST', '/api/panel/ads', {
      token: a.token,
      body: { category: 'apartment' },
    });
    expect(created.status).toBe(201);
    const info = await api('PATCH', `/api/panel/ads/${created.body.data.id}`, {
      token: a.token,
      body: infoStep(await refs('apartment')),
    });
    expect(info.status).toBe(200);
    expect((await received).user.apartmentCount).toBe(1);
  });
});

describe('[ACCOUNT][REALTIME] writes that change the User announce it', () => {
  it('e-mail verification and listing writes call userUpdated; a refused write does not', async () => {
    const { app } = await testApp();
    const u = await registerUnverified();
    const seen: number[] = [];
    const stop = app.deps.userEvents.onUserUpdated((id) => {
      if (id === u.id) seen.push(id);
    });
    try {
      const bad = await api('POST', '/api/user-settings/update-settings', {
        token: u.token,
        body: { lang: 'de' },
      });
      expect(bad.status).toBe(422);
      expect(seen).toEqual([]);

      const mail = await latestMailTo(u.email, '/email/verify/');
      const link = new URL(linksIn(mail.text).find((l) => l.includes('/email/verify/'))!);
      expect((await api('GET', `/api${link.pathname}${link.search}`)).status).toBe(200);
      expect(seen).toHaveLength(1);

      const created = await api('POST', '/api/panel/ads', {
        token: u.token,
        body: { category: 'apartment' },
      });
      expect(created.status).toBe(201);
      expect(seen).toHaveLength(2);
    } finally {
      stop();
    }
  });
});

describe('[ACCOUNT][REALTIME] lifecycle', () => {
  it('closing the app drops its sockets and does not wait for them', async () => {
    const a = await registerUser();
    const other = await extraApp(() => undefined);
    const client = await connect(a.token, undefined, other.baseUrl);
    await connected(client);
    const dropped = new Promise<string>((resolve) => client.once('disconnect', resolve));
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await dropped).toBeTruthy();
  });
});

describe('[ACCOUNT][REALTIME] POST broadcasting/auth', () => {
  it('200 for the own channel, 403 for another, 401 without a token, 422 without a name', async () => {
    const a = await registerUser();
    const own = await api('POST', '/api/broadcasting/auth', {
      token: a.token,
      body: { channel_name: `users.${a.id}` },
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ data: { channel: `users.${a.id}` } });

    const other = await api('POST', '/api/broadcasting/auth', {
      token: a.token,
      lang: 'en',
      body: { channel_name: `users.${a.id + 1}` },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This action is unauthorized.');

    const anonymous = await api('POST', '/api/broadcasting/auth', {
      body: { channel_name: `users.${a.id}` },
    });
    expect(anonymous.status).toBe(401);

    const empty = await api('POST', '/api/broadcasting/auth', { token: a.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['channel_name']);
  });
});
