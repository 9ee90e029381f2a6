import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { api, extraApp } from './helpers/test-app';

describe('[SERVER] health', () => {
  it('GET /api/health is 200 when the database answers', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is 503 when the database is unreachable', async () => {
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
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
