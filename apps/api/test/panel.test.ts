import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { SLIDE_SIZES } from '@gazda/contracts/photo-hints';
import { createListing, hostWithListing } from './helpers/calendar-fixtures';
import { extraApp, testApp } from './helpers/test-app';

async function get(baseUrl: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'app-language': 'en' } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const BIG_JS = `export const words = ${JSON.stringify('gazda '.repeat(2000))};\n`;

async function getEncoded(baseUrl: string, path: string, acceptEncoding: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

describe('[SERVER] serving the built panel', () => {
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gazda-panel-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    // What the build's pre-compression writes beside a large file (apps/web/build/precompress.ts).
    await writeFile(join(dir, 'assets', 'big-def456.js'), BIG_JS);
    await writeFile(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
    await writeFile(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
    ({ app, baseUrl } = await extraApp(() => {}, { panelDir: dir }));
  });
  afterAll(() => app.close());

  it('any non-API GET is index.html, revalidated on every load', async () => {
    for (const path of [
      '/',
      '/login',
      '/email/verify/1/abc?expires=1&signature=x',
      '/listings/apartment',
    ]) {
      const res = await get(baseUrl, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('hashed assets are cached for a year; other files are revalidated', async () => {
    const asset = await get(baseUrl, '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(baseUrl, '/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed copy the browser accepts, brotli first, still cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await getEncoded(baseUrl, '/assets/big-def456.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      // fetch decodes the body: the same script whichever copy travelled.
      expect(res.text, accept).toBe(BIG_JS);
    }
    expect((await getEncoded(baseUrl, '/assets/big-def456.js', 'br')).headers.get('vary')).toMatch(
      /accept-encoding/i,
    );
  });

  it('a file without a compressed copy is sent as it is', async () => {
    const res = await getEncoded(baseUrl, '/assets/index-abc123.js', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.text).toBe('console.log(1)');
  });

  it("a listed listing's page names its first photo in a Link preload; any other /ads/… none", async () => {
    const { db } = await testApp();
    const host = await hostWithListing();
    const unlisted = await createListing(host.id, { status: 'draft' });
    for (const [listingId, position, path] of [
      [host.listingId, 1, 'listings/1/second.jpg'],
      [host.listingId, 0, 'listings/1/first.jpg'],
      [unlisted, 0, 'listings/1/draft.jpg'],
    ] as const) {
      await db
        .insertInto('listing_photos')
        .values({
          listing_id: listingId,
          path,
          thumb_path: `${path}.thumb.webp`,
          width: 1600,
          height: 1067,
          position,
          created_at: new Date(),
        })
        .execute();
    }
    const res = await get(baseUrl, `/ads/${host.listingId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const link = res.headers.get('link') ?? '';
    expect(link).toMatch(
      /^<\/uploads\/listings\/1\/first\.jpg>; rel=preload; as=image; fetchpriority=high; /,
    );
    // The gallery's own choice (photo-hints.ts): the same srcset and sizes, so one download.
    expect(link).toContain(`imagesrcset="/uploads/listings/1/first-w480.webp 480w`);
    expect(link).toContain(`imagesizes="${SLIDE_SIZES}"`);
    for (const path of [
      `/ads/${unlisted}`,
      '/ads/999999999',
      '/ads/abc',
      `/ads/${host.listingId}/x`,
    ]) {
      const other = await get(baseUrl, path);
      expect(other.status, path).toBe(200);
      expect(other.text, path).toContain('<div id="root">');
      expect(other.headers.get('link'), path).toBeNull();
    }
  });

  it('unknown /api paths stay JSON 404s', async () => {
    const res = await get(baseUrl, '/api/nothing');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('without a build, pages answer 503 saying how to build', async () => {
    const empty = await extraApp(() => {}, {
      panelDir: await mkdtemp(join(tmpdir(), 'gazda-nopanel-')),
    });
    try {
      const res = await get(empty.baseUrl, '/login');
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
      expect((await get(empty.baseUrl, '/api/health')).status).toBe(200);
    } finally {
      await empty.app.close();
    }
  });
});
