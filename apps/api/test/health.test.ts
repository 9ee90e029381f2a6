import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database';
import { api, extraApp } from './helpers/test-app';

describe('[SERVER] health', () => {
  it('GET /api/health is 200 when the database answers', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is 503 when the database is unreachable; liveness stays 200, readiness is 503', async () => {
    // Nothing listens on port 1: every query fails to connect.
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/none',
    });
    const { app, baseUrl } = await extraApp(() => {}, { db: unreachable.db });
    try {
      const res = await api('GET', '/api/health', { baseUrl });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', database: 'unreachable' });
      expect((await api('GET', '/api/health/live', { baseUrl })).status).toBe(200);
      const ready = await api('GET', '/api/health/ready', { baseUrl });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'unreachable', migrations: 'unknown' });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('[OPS] liveness, readiness and graceful shutdown', () => {
  it('live is 200; ready is 200 on a migrated database with the in-process bus (no Redis)', async () => {
    const live = await api('GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await api('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'ok',
      redis: 'off',
      shutting_down: false,
    });
  });

  it('ready is 503 while the configured Redis is unreachable (scale-out.test.ts shows it ok)', async () => {
    const down = await extraApp(() => {}, { config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const ready = await api('GET', '/api/health/ready', { baseUrl: down.baseUrl });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'ok', redis: 'unreachable' });
    } finally {
      await down.app.close();
    }
  });

  it('ready is 503 with migrations pending on a database nobody migrated', async () => {
    const fresh = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const { app, baseUrl } = await extraApp(() => {}, { db: fresh.db });
    try {
      const ready = await api('GET', '/api/health/ready', { baseUrl });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await app.close();
      await fresh.close();
    }
  });

  it('closing: ready turns 503 at once, a request in flight still finishes with 200', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const { app, baseUrl } = await extraApp((a) => {
      a.get('/slow-test-route', async () => {
        started();
        await released;
        return { done: true };
      });
    });
    const slow = fetch(`${baseUrl}/slow-test-route`).then(async (r) => ({
      status: r.status,
      connection: r.headers.get('connection'),
      body: (await r.json()) as unknown,
    }));
    await inFlight;
    const closed = app.close();
    await vi.waitFor(() => expect(app.readiness.shuttingDown).toBe(true));
    release();
    // Connection: close lets the server close at once instead of after the keep-alive timeout.
    expect(await slow).toEqual({ status: 200, connection: 'close', body: { done: true } });
    await closed;
  });
});
