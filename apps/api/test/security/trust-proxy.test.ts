import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { createLogger } from '../../src/logger';
import { api, extraApp, PASSWORD, uniqueEmail } from '../helpers/test-app';

/*
 * ASVS 4.1.3, 15.3.4 (docs/security.md G7): behind the proxy the client IP is the address the
 * proxy added (the right-most X-Forwarded-For entry), never what the client wrote in front of it.
 * Observed twice: the per-IP registration limit, which a rotating forged entry must not escape,
 * and the request log's `remoteAddress`.
 */

/** A documentation-range address no earlier run has counted (the limits live in the database). */
const freshIp = () =>
  `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::${randomInt(0xffff).toString(16)}`;

async function appWith(trustProxy: Config['trustProxy']) {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const logger = createLogger({ logLevel: 'info' }, sink);
  const { app, baseUrl } = await extraApp(() => {}, {
    logger,
    config: { trustProxy, registerLimitPerHour: 2 },
  });
  return { app, baseUrl, lines };
}

function register(baseUrl: string, forwardedFor: string) {
  return api('POST', '/api/register', {
    baseUrl,
    headers: { 'x-forwarded-for': forwardedFor },
    body: {
      first_name: 'Petar',
      last_name: 'Petrović',
      email: uniqueEmail('proxy'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
}

/** The logged client address of each request that reached the register route. */
function loggedAddresses(lines: string[]): string[] {
  return lines
    .map((line) => JSON.parse(line) as { req?: { url?: string; remoteAddress?: string } })
    .filter((entry) => entry.req?.url === '/api/register')
    .map((entry) => entry.req?.remoteAddress ?? '');
}

describe('[SECURITY][PROXY] TRUST_PROXY and X-Forwarded-For', () => {
  it.each([
    ['a proxy on this machine (TRUST_PROXY=true)', ['loopback']],
    ["the proxy's address (TRUST_PROXY=127.0.0.1)", ['127.0.0.1']],
  ])('%s: a forged left-most entry changes nothing', async (_label, trust) => {
    const { app, baseUrl, lines } = await appWith(trust);
    const PROXY_ADDED = freshIp();
    try {
      const statuses: number[] = [];
      for (const forged of ['6.6.6.6', '6.6.6.7', '6.6.6.8'])
        statuses.push((await register(baseUrl, `${forged}, ${PROXY_ADDED}`)).status);
      // The limit of 2 counts one client, whatever it wrote in front of the proxy's entry.
      expect(statuses).toEqual([202, 202, 429]);
      expect(loggedAddresses(lines)).toEqual([PROXY_ADDED, PROXY_ADDED, PROXY_ADDED]);
      expect(lines.join('')).not.toContain('6.6.6.');
    } finally {
      await app.close();
    }
  });

  it('a request not from a listed proxy: X-Forwarded-For is ignored, the peer address counts', async () => {
    const { app, baseUrl, lines } = await appWith(['10.9.9.9']);
    try {
      await register(baseUrl, `6.6.6.6, ${freshIp()}`);
      expect(loggedAddresses(lines)).toEqual(['127.0.0.1']);
    } finally {
      await app.close();
    }
  });
});
