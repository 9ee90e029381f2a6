import { listingsPaths } from '@gazda/contracts/paths';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { png } from './account/fixtures';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { api, PASSWORD, testConfig, uniqueEmail } from './helpers/test-app';
import { jpeg } from './listings/fixtures';

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/*
 * Issue #9: uploads in an S3-compatible bucket (S3_BUCKET) instead of DATA_DIR. An app of its own,
 * configured with the bucket of an s3rver in this process, takes listing photos, avatars and ID
 * pictures through the real API; they are served back with today's URLs, headers and access
 * rules, they are objects in the bucket, and nothing is written under DATA_DIR's upload folders.
 */

let s3: S3Server;
let app: App;
let baseUrl: string;
let database: OpenDatabase;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'gazda-s3-app-'));
  const config = testConfig(dataDir, s3.env);
  database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: 'memory://' },
  );
  await migrateToLatest(database.db);
  const logger = createLogger(config);
  app = await buildApp({ config, db: database.db, mailer: createMailer(config, logger), logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type User = { id: number; email: string; token: string };

async function register(): Promise<User> {
  const email = uniqueEmail('s3');
  const res = await api('POST', '/api/register', {
    baseUrl,
    body: {
      first_name: 'Petar',
      last_name: 'Petrović',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.status, res.text).toBe(202);
  // Register no longer logs in (issue #10 item 6); the password does, verified or not.
  const login = await api('POST', '/api/login', { baseUrl, body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { id: login.body.user.id as number, email, token: login.body.token as string };
}

async function postFiles(user: User, path: string, files: [string, Buffer][]) {
  const form = new FormData();
  for (const [field, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), 'f');
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'app-language': 'en' },
    body: form,
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

async function get(path: string, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function listingWithPhoto(host: User) {
  const created = await api('POST', listingsPaths.listings, {
    baseUrl,
    token: host.token,
    body: { category: 'apartment' },
  });
  expect(created.status, created.text).toBe(201);
  const listingId = created.body.data.id as number;
  const { data } = await postFiles(host, listingsPaths.photos(listingId), [
    ['photo', await jpeg(1200, 900)],
  ]);
  return {
    listingId,
    photo: data as { id: number; url: string; thumb_url: string; sources: { url: string }[] },
  };
}

/** The key of a URL under /uploads: the same path under uploads/ in the bucket. */
const keyOf = (url: string) => url.replace(/^\/uploads\//, 'uploads/');

describe('[UPLOADS][S3] uploads in an S3-compatible bucket', () => {
  it('a listing photo, an avatar and ID pictures are objects in the bucket, served with today’s URLs and headers; DATA_DIR holds none', async () => {
    const host = await register();
    const { listingId, photo } = await listingWithPhoto(host);
    expect(photo.url).toMatch(new RegExp(`^/uploads/listings/${listingId}/[0-9a-f]{32}\\.jpg$`));
    const avatar = await postFiles(host, '/api/user-settings/avatar', [
      ['avatar', await png(300, 300)],
    ]);
    const avatarUrl = (avatar.data.media_avatar as { original_url: string }).original_url;
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${host.id}/[0-9a-f]{32}\\.jpg$`));
    const id = await postFiles(host, '/api/government-id', [
      ['front', await png()],
      ['back', await png()],
    ]);
    expect(id.data.status).toBe('under_review');

    const idKeys = await s3.keys(`private/government-ids/${host.id}/`);
    expect(idKeys).toHaveLength(2);
    expect(idKeys.every((k) => /^private\/government-ids\/\d+\/[0-9a-f]{32}\.jpg$/.test(k))).toBe(
      true,
    );
    expect(await s3.keys(`uploads/listings/${listingId}/`)).toEqual(
      [keyOf(photo.url), keyOf(photo.thumb_url), ...photo.sources.map((s) => keyOf(s.url))].sort(),
    );
    expect(await s3.keys(`uploads/avatars/${host.id}/`)).toEqual([keyOf(avatarUrl)]);

    for (const [url, width] of [
      [photo.url, 1200],
      [photo.thumb_url, 480],
      [avatarUrl, 300],
    ] as const) {
      const served = await get(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(served.headers.get('content-length'))).toBe(served.bytes.length);
      expect((await sharp(served.bytes).metadata()).width).toBe(width);
    }
    // A WebP rendition missing from the bucket (a photo from before them) is made from the JPEG.
    const rendition = photo.sources[0]!.url;
    await app.deps.storage.delete(keyOf(rendition));
    const made = await get(rendition);
    expect([made.status, made.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(made.bytes).metadata()).width).toBe(480);
    expect(await s3.keys(keyOf(rendition))).toEqual([keyOf(rendition)]);

    // The ID pictures: only through the checked route, to their owner, never cached.
    for (const url of [id.data.front_url, id.data.back_url] as string[]) {
      const own = await get(url, host.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/jpeg');
      expect(own.headers.get('cache-control')).toBe('no-store');
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(own.bytes).metadata()).format).toBe('jpeg');
      expect((await get(url)).status).toBe(401);
      expect((await get(url, (await register()).token)).status).toBe(404);
    }
    // No public path reaches a private object: whatever answers (a 404, or the panel's SPA
    // page), it is never the picture.
    for (const key of idKeys) {
      const name = key.split('/').pop()!;
      for (const url of [
        `/uploads/government-ids/${host.id}/${name}`,
        `/uploads/private/government-ids/${host.id}/${name}`,
        `/uploads/..%2Fprivate%2Fgovernment-ids/${host.id}/${name}`,
        `/uploads/%2e%2e/private/government-ids/${host.id}/${name}`,
      ]) {
        const answer = await get(url, host.token);
        expect(answer.headers.get('content-type'), url).not.toBe('image/jpeg');
        expect(answer.bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), url).toBe(false);
      }
    }

    // Nothing under DATA_DIR's upload folders: the bucket is the one place.
    const local = await readdir(dataDir);
    expect(local).not.toContain('uploads');
    expect(local).not.toContain('private');
  });

  it('deleting a photo deletes its two objects; a new avatar deletes the old one; erasing the account deletes the avatar and ID pictures', async () => {
    const host = await register();
    const { listingId, photo } = await listingWithPhoto(host);
    const removed = await api('DELETE', listingsPaths.photo(listingId, photo.id), {
      baseUrl,
      token: host.token,
    });
    expect(removed.status, removed.text).toBeLessThan(300);
    expect(await s3.keys(`uploads/listings/${listingId}/`)).toEqual([]);
    expect((await get(photo.url)).status).toBe(404);
    expect((await get(photo.thumb_url)).status).toBe(404);

    const first = await postFiles(host, '/api/user-settings/avatar', [
      ['avatar', await png(300, 300)],
    ]);
    const second = await postFiles(host, '/api/user-settings/avatar', [
      ['avatar', await png(200, 200)],
    ]);
    const secondUrl = (second.data.media_avatar as { original_url: string }).original_url;
    expect(await s3.keys(`uploads/avatars/${host.id}/`)).toEqual([keyOf(secondUrl)]);
    expect(
      (await get((first.data.media_avatar as { original_url: string }).original_url)).status,
    ).toBe(404);
    await postFiles(host, '/api/government-id', [
      ['front', await png()],
      ['back', await png()],
    ]);
    expect(await s3.keys(`private/government-ids/${host.id}/`)).toHaveLength(2);

    const asked = await api('POST', '/api/delete-account', {
      baseUrl,
      token: host.token,
      body: { password: PASSWORD },
    });
    expect(asked.status, asked.text).toBe(202);
    const admin = await register();
    await database.db
      .updateTable('users')
      .set({ roles: ['Admin'] })
      .where('id', '=', admin.id)
      .execute();
    const done = await api('POST', `/api/admin/users/${host.id}/complete-deletion`, {
      baseUrl,
      token: admin.token,
    });
    expect(done.status, done.text).toBe(204);
    expect(await s3.keys(`uploads/avatars/${host.id}/`)).toEqual([]);
    expect(await s3.keys(`private/government-ids/${host.id}/`)).toEqual([]);
    expect((await get(secondUrl)).status).toBe(404);
  });
});

describe('[UPLOADS][S3] a bucket out of reach', () => {
  it('an upload answers the upload-failed message (sr and en) and changes nothing', async () => {
    // A loopback port nobody listens on: the SDK's requests are refused.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const config = testConfig(dataDir, { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    const logger = createLogger(config);
    const broken = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(config, logger),
      logger,
    });
    try {
      await broken.listen({ port: 0, host: '127.0.0.1' });
      const brokenUrl = `http://127.0.0.1:${(broken.server.address() as AddressInfo).port}`;
      const host = await register();
      const { listingId, photo } = await listingWithPhoto(host);
      for (const [lang, message] of [
        ['en', 'Something went wrong, please try again later'],
        ['sr', 'Nešto nije u redu, pokušajte ponovo kasnije'],
      ] as const) {
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(await jpeg(800, 600))]), 'p.jpg');
        const answer = await fetch(`${brokenUrl}${listingsPaths.photos(listingId)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${host.token}`, 'app-language': lang },
          body: form,
        });
        expect(answer.status).toBe(500);
        expect(await answer.json()).toMatchObject({ code: 'upload_failed', message });
      }
      const listing = await api('GET', listingsPaths.listing(listingId), {
        baseUrl,
        token: host.token,
      });
      expect(listing.body.data.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
      // The first photo's JPEG, thumb and WebP renditions; nothing of the failed uploads.
      expect(await s3.keys(`uploads/listings/${listingId}/`)).toHaveLength(
        2 + photo.sources.length,
      );
    } finally {
      await broken.close();
    }
  });
});
