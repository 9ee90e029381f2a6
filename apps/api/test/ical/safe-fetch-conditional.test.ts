import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../security/ssrf-forms';
import { safeFetch } from '../../src/features/ical/safe-fetch';
import { sendVersioned, startLoopbackServer, type LoopbackServer } from './loopback-server';

const loopback = { allowPrivate: true } as const;
const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const LAST_MODIFIED = 'Tue, 24 Nov 2026 10:00:00 GMT';

let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer({
    '/etag.ics': sendVersioned(() => ({ body: calendar, etag: '"v1"' })),
    '/dated.ics': sendVersioned(() => ({ body: calendar, lastModified: LAST_MODIFIED })),
    '/always-304.ics': (_req, res) => res.writeHead(304).end(),
  });
});
// Closing the server closes the connections the fetcher keeps alive to it.
afterAll(() => server.close());

describe('safeFetch: conditional GET (issue #24 item 4)', () => {
  it('returns the validators of the answer, and a 304 to them as notModified, without a body', async () => {
    const first = await safeFetch(`${server.origin}/etag.ics`, loopback);
    expect(first).toMatchObject({ ok: true, body: calendar, etag: '"v1"' });

    const before = server.counts.conditional;
    const again = await safeFetch(`${server.origin}/etag.ics`, {
      ...loopback,
      conditional: { etag: '"v1"' },
    });
    expect(again).toEqual({ ok: true, notModified: true, finalUrl: `${server.origin}/etag.ics` });
    expect(server.counts.conditional - before).toBe(1);

    const stale = await safeFetch(`${server.origin}/etag.ics`, {
      ...loopback,
      conditional: { etag: '"v0"' },
    });
    expect(stale).toMatchObject({ ok: true, body: calendar, etag: '"v1"' });
  });

  it('sends If-Modified-Since for a feed that gave only Last-Modified', async () => {
    const first = await safeFetch(`${server.origin}/dated.ics`, loopback);
    expect(first).toMatchObject({ ok: true, lastModified: LAST_MODIFIED });
    const again = await safeFetch(`${server.origin}/dated.ics`, {
      ...loopback,
      conditional: { lastModified: LAST_MODIFIED },
    });
    expect(again).toMatchObject({ ok: true, notModified: true });
  });

  it('a 304 nobody asked for is still an http_status failure', async () => {
    expect(await safeFetch(`${server.origin}/always-304.ics`, loopback)).toEqual({
      ok: false,
      error: { code: 'http_status', status: 304 },
    });
  });
});

describe('safeFetch: connections kept alive per origin and checked address (issue #24 item 5)', () => {
  it('fetches of one origin reuse one connection', async () => {
    const feeds = await startLoopbackServer({
      '/a.ics': sendVersioned(() => ({ body: calendar })),
      '/b.ics': sendVersioned(() => ({ body: calendar })),
    });
    try {
      for (const path of ['/a.ics', '/b.ics', '/a.ics', '/b.ics'])
        expect(await safeFetch(`${feeds.origin}${path}`, loopback)).toMatchObject({ ok: true });
      expect(feeds.hits).toHaveLength(4);
      expect(feeds.counts.connections).toBe(1);
    } finally {
      await feeds.close();
    }
  });

  it('a name that now resolves to other addresses does not get the pooled connection', async () => {
    const feeds = await startLoopbackServer({
      '/a.ics': sendVersioned(() => ({ body: calendar })),
    });
    let answer = '127.0.0.1';
    const resolver: Resolver = async () => [{ address: answer, family: 4 }];
    const url = `http://calendar.test:${feeds.port}/a.ics`;
    try {
      expect(await safeFetch(url, { ...loopback, resolver })).toMatchObject({ ok: true });
      expect(await safeFetch(url, { ...loopback, resolver })).toMatchObject({ ok: true });
      expect(feeds.counts.connections).toBe(1);
      // Another checked address (where nothing listens): another agent, so no pooled socket to
      // 127.0.0.1 is used, and the fetch fails to connect instead.
      answer = '127.0.0.2';
      const hitsBefore = feeds.hits.length;
      expect(await safeFetch(url, { ...loopback, resolver })).toEqual({
        ok: false,
        error: { code: 'network' },
      });
      expect(feeds.hits.length).toBe(hitsBefore);
    } finally {
      await feeds.close();
    }
  });

  it('a kept-alive connection the server closed meanwhile is replaced, not a failure', async () => {
    // The server takes one request per connection and drops the connection at the next, as one
    // whose keep-alive ran out just as the request came.
    const feeds = await startLoopbackServer({
      '/a.ics': (req, res) => {
        const socket = req.socket as Socket & { served?: number };
        socket.served = (socket.served ?? 0) + 1;
        if (socket.served > 1) return void socket.destroy();
        sendVersioned(() => ({ body: calendar }))(req, res);
      },
    });
    try {
      expect(await safeFetch(`${feeds.origin}/a.ics`, loopback)).toMatchObject({ ok: true });
      expect(await safeFetch(`${feeds.origin}/a.ics`, loopback)).toMatchObject({ ok: true });
      expect(feeds.counts.connections).toBe(2);
    } finally {
      await feeds.close();
    }
  });
});
