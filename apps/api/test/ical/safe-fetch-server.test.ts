import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '../../src/features/ical/safe-fetch';
import type { Resolver } from '../security/ssrf-forms';
import { redirectTo, sendCalendar, startLoopbackServer } from './loopback-server';
import type { LoopbackServer } from './loopback-server';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const airbnb = fixture('airbnb-current.ics');

// Everything here talks to 127.0.0.1 only, which needs the test-only ICAL_ALLOW_PRIVATE switch.
const loopback = { allowPrivate: true } as const;

describe('safeFetch against a loopback server', () => {
  let server: LoopbackServer;
  let other: LoopbackServer;

  beforeAll(async () => {
    other = await startLoopbackServer({ '/feed.ics': sendCalendar(airbnb) });
    server = await startLoopbackServer({
      '/feed.ics': sendCalendar(airbnb),
      '/plain.ics': sendCalendar(airbnb, 'text/plain'),
      '/octet.ics': sendCalendar(airbnb, 'application/octet-stream'),
      '/mislabelled.ics': sendCalendar(airbnb, 'text/html; charset=utf-8'),
      '/empty.ics': sendCalendar(''),
      '/blank.ics': sendCalendar(' \r\n\r\n '),
      '/text.ics': sendCalendar('Calendar temporarily unavailable', 'text/plain'),
      '/html': sendCalendar(fixture('error-page.html'), 'text/html; charset=utf-8'),
      '/html-as-calendar': sendCalendar(fixture('error-page.html'), 'text/calendar'),
      '/json': sendCalendar('{"error":"unauthorized"}', 'application/json'),
      '/500': (_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('boom'),
      '/302-without-location': (_req, res) => res.writeHead(302).end(),
      '/to-other': (_req, res) => redirectTo(`${other.origin}/feed.ics`, 301)(_req, res),
      '/hop1': redirectTo('/hop2'),
      '/hop2': redirectTo('/hop3', 307),
      '/hop3': redirectTo('/feed.ics', 308),
      '/hop0': redirectTo('/hop1', 303),
      '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
      '/to-ftp': redirectTo('ftp://127.0.0.1/feed.ics'),
      '/to-file': redirectTo('file:///etc/passwd'),
      '/to-credentials': (req, res) =>
        redirectTo(`http://user:pw@${req.headers.host}/feed.ics`)(req, res),
      '/no-headers': () => {}, // accepts the request and never answers
      '/trickle': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.write('BEGIN:VCALENDAR\r\n'); // ...and never ends the body
      },
      '/big': (_req, res) => {
        // 6 MB, chunked (no Content-Length), so the cap must be enforced while streaming.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        res.write('BEGIN:VCALENDAR\r\n');
        let sent = 0;
        const pump = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
      '/declared-big': (_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/calendar',
          'content-length': String(6 * 1024 * 1024),
        });
        res.write('BEGIN:VCALENDAR\r\n');
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await other.close();
  });

  it('returns the body of a calendar', async () => {
    const result = await safeFetch(`${server.origin}/feed.ics`, loopback);
    expect(result).toEqual({ ok: true, body: airbnb, finalUrl: `${server.origin}/feed.ics` });
  });

  it.each(['/plain.ics', '/octet.ics', '/mislabelled.ics'])(
    'accepts %s (content type or VCALENDAR body)',
    async (path) => {
      const result = await safeFetch(`${server.origin}${path}`, loopback);
      expect(result).toMatchObject({ ok: true, body: airbnb });
    },
  );

  it.each(['/empty.ics', '/blank.ics', '/text.ics', '/html', '/html-as-calendar', '/json'])(
    '%s is not_calendar (never "a calendar without events")',
    async (path) => {
      expect(await safeFetch(`${server.origin}${path}`, loopback)).toEqual({
        ok: false,
        error: { code: 'not_calendar' },
      });
    },
  );

  it('a 500 is http_status with the status, and no body', async () => {
    expect(await safeFetch(`${server.origin}/500`, loopback)).toEqual({
      ok: false,
      error: { code: 'http_status', status: 500 },
    });
    expect(await safeFetch(`${server.origin}/missing`, loopback)).toEqual({
      ok: false,
      error: { code: 'http_status', status: 404 },
    });
    expect(await safeFetch(`${server.origin}/302-without-location`, loopback)).toEqual({
      ok: false,
      error: { code: 'http_status', status: 302 },
    });
  });

  it('follows a redirect to another loopback server', async () => {
    const result = await safeFetch(`${server.origin}/to-other`, loopback);
    expect(result).toEqual({ ok: true, body: airbnb, finalUrl: `${other.origin}/feed.ics` });
  });

  it('follows 3 redirects and refuses the 4th', async () => {
    expect(await safeFetch(`${server.origin}/hop1`, loopback)).toMatchObject({
      ok: true,
      body: airbnb,
    });
    expect(await safeFetch(`${server.origin}/hop0`, loopback)).toEqual({
      ok: false,
      error: { code: 'too_many_redirects' },
    });
  });

  it('checks every redirect target like the first URL', async () => {
    const cases = [
      ['/to-metadata', 'address_not_allowed'], // link-local stays refused even with allowPrivate
      ['/to-ftp', 'scheme_not_allowed'],
      ['/to-file', 'scheme_not_allowed'],
      ['/to-credentials', 'credentials_in_url'],
    ] as const;
    for (const [path, code] of cases) {
      expect(await safeFetch(`${server.origin}${path}`, loopback), path).toEqual({
        ok: false,
        error: { code },
      });
    }
  });

  it('times out when the server never answers, or never finishes the body', async () => {
    for (const path of ['/no-headers', '/trickle']) {
      const started = Date.now();
      const result = await safeFetch(`${server.origin}${path}`, { ...loopback, timeoutMs: 300 });
      expect(result, path).toEqual({ ok: false, error: { code: 'timeout' } });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('stops reading past the byte cap, streamed or declared', async () => {
    const small = { ...loopback, maxBytes: 256 * 1024 };
    expect(await safeFetch(`${server.origin}/big`, small)).toEqual({
      ok: false,
      error: { code: 'too_large' },
    });
    expect(await safeFetch(`${server.origin}/declared-big`, small)).toEqual({
      ok: false,
      error: { code: 'too_large' },
    });
  });

  it('the 5 MB default cap refuses the 6 MB body', async () => {
    expect(await safeFetch(`${server.origin}/big`, loopback)).toEqual({
      ok: false,
      error: { code: 'too_large' },
    });
  });

  it('connects to the address it checked, sending the original Host', async () => {
    const calls: string[] = [];
    const resolver: Resolver = async (host) => {
      calls.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await safeFetch(`http://calendar.test:${server.port}/feed.ics`, {
      ...loopback,
      resolver,
    });
    expect(result).toMatchObject({
      ok: true,
      finalUrl: `http://calendar.test:${server.port}/feed.ics`,
    });
    expect(calls).toEqual(['calendar.test']); // resolved once; the socket never asked DNS again
    expect(server.hits.at(-1)).toEqual({ url: '/feed.ics', host: `calendar.test:${server.port}` });
  });

  it('falls back to the next checked address when the first refuses the connection', async () => {
    const resolver: Resolver = async () => [
      { address: '127.0.0.2', family: 4 }, // nothing listens there
      { address: '127.0.0.1', family: 4 },
    ];
    const result = await safeFetch(`http://two.test:${server.port}/feed.ics`, {
      ...loopback,
      resolver,
    });
    expect(result).toMatchObject({ ok: true, body: airbnb });
  });

  it('a refused connection is network, without socket details', async () => {
    const closed = await startLoopbackServer();
    await closed.close();
    expect(await safeFetch(`${closed.origin}/feed.ics`, loopback)).toEqual({
      ok: false,
      error: { code: 'network' },
    });
  });
});

describe('a webcal:// address (Apple, Google) is fetched as https://', () => {
  it('the first bytes on the socket are a TLS handshake', async () => {
    const first: number[] = [];
    const tcp = net.createServer((socket) => {
      socket.once('data', (chunk: Buffer) => {
        first.push(chunk[0] ?? -1);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    const { port } = tcp.address() as AddressInfo;
    try {
      const result = await safeFetch(`webcal://127.0.0.1:${port}/feed.ics`, loopback);
      expect(result).toEqual({ ok: false, error: { code: 'network' } });
      expect(first).toEqual([0x16]); // a TLS record of type handshake, not "GET /feed.ics"
    } finally {
      tcp.close();
    }
  });
});
