import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import { createListing, jpeg, upload } from './fixtures';

const fileOf = async (url: string) =>
  join((await testApp()).config.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

async function served(url: string) {
  const res = await fetch(`${(await testApp()).baseUrl}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

type Source = { url: string; width: number; height: number };

describe('[LISTINGS][PHOTOS] WebP renditions for srcset', () => {
  it('an upload answers its renditions (480, 960, capped at its width), stored and served as WebP', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const res = await upload(u.token, id, await jpeg(1200, 900));
    expect(res.status, res.text).toBe(201);
    const photo = res.body.data;
    const name = photo.url.replace(/\.jpg$/, '');
    expect(photo.sources).toEqual([
      { url: `${name}-w480.webp`, width: 480, height: 360 },
      { url: `${name}-w960.webp`, width: 960, height: 720 },
      { url: `${name}-w1600.webp`, width: 1200, height: 900 },
    ]);
    for (const source of photo.sources as Source[]) {
      // Made at upload: already in the storage before any request.
      expect((await stat(await fileOf(source.url))).isFile()).toBe(true);
      const { res: got, bytes } = await served(source.url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', source.width, source.height]);
    }
    // The listing answers the same sources.
    const listing = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
    expect(listing.body.data.photos[0].sources).toEqual(photo.sources);
  });

  it('a rendition not stored yet (a photo from before them) is made on request, stored, and served', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const photo = (await upload(u.token, id, await jpeg(800, 600))).body.data;
    const source = (photo.sources as Source[])[0]!;
    const file = await fileOf(source.url);
    await rm(file);
    const { res, bytes } = await served(source.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).width).toBe(480);
    expect((await readFile(file)).equals(bytes)).toBe(true);
  });

  it('no rendition for a photo that is not stored; deleting a photo deletes its renditions', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    expect((await served(`/uploads/listings/${id}/${'a'.repeat(32)}-w480.webp`)).res.status).toBe(
      404,
    );
    expect((await served(`/uploads/listings/${id}/${'a'.repeat(32)}-w500.webp`)).res.status).toBe(
      404,
    );
    await upload(u.token, id, await jpeg(640, 480));
    const photo = (await upload(u.token, id, await jpeg(640, 480))).body.data;
    const deleted = await api('DELETE', `/api/panel/ads/${id}/photos/${photo.id}`, {
      token: u.token,
    });
    expect(deleted.status).toBe(204);
    for (const source of photo.sources as Source[]) {
      await expect(stat(await fileOf(source.url))).rejects.toThrow();
      expect((await served(source.url)).res.status).toBe(404);
    }
  });
});
