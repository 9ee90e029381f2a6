import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, testApp } from '../helpers/test-app';

/**
 * ASVS 4.4.2 (docs/security.md G12): the Socket.IO handshake accepts only the panel's origin
 * (APP_URL, http://panel.test in the tests) or no Origin at all (the mobile app), with the real
 * socket.io-client over a websocket and over long-polling.
 */
const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

async function attempt(
  token: string,
  origin: string | undefined,
  transport: 'websocket' | 'polling',
): Promise<'connected' | Error> {
  const { baseUrl } = await testApp();
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: [transport],
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { Origin: origin } } : {}),
  });
  open.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error));
  });
}

describe('[SECURITY][REALTIME] the handshake checks Origin', () => {
  it('a page of another origin is refused even with a valid token; the panel and the app connect', async () => {
    const u = await registerUser();
    for (const transport of ['websocket', 'polling'] as const) {
      for (const evil of ['http://evil.test', 'http://panel.test.evil.test', 'null']) {
        const answer = await attempt(u.token, evil, transport);
        expect(answer, `${transport} ${evil}`).toBeInstanceOf(Error);
      }
      expect(await attempt(u.token, 'http://panel.test', transport), transport).toBe('connected');
      expect(await attempt(u.token, undefined, transport), transport).toBe('connected');
    }
  });

  it('the refusal comes before the token is looked at: a plain handshake answers 403', async () => {
    const { baseUrl } = await testApp();
    const url = `${baseUrl}/socket.io/?EIO=4&transport=polling`;
    const evil = await fetch(url, { headers: { origin: 'http://evil.test' } });
    expect(evil.status).toBe(403);
    const own = await fetch(url, { headers: { origin: 'http://panel.test' } });
    expect(own.status).toBe(200);
  });
});
