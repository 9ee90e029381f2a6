import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import { completeListing, createListing, jpeg, upload } from './fixtures';

const solid = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 150, b: 90, alpha: 0.5 } },
  });

async function stored(url: string): Promise<Buffer> {
  const { config } = await testApp();
  return readFile(join(config.dataDir, url.replace(/^\/uploads\//, 'uploads/')));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of 1 kB whose header declares 15000×15000 pixels (225 MP once decoded). */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(15000, 0);
  ihdr.writeUInt32BE(15000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('[LISTINGS][PHOTOS] upload', () => {
  it.each([
    ['JPEG', () => solid(3000, 2000).jpeg().toBuffer(), 'photo.jpg', 2560, 1707],
    ['PNG', () => solid(1200, 900).png().toBuffer(), 'photo.png', 1200, 900],
    ['WebP', () => solid(900, 1200).webp().toBuffer(), 'photo.webp', 900, 1200],
  ])(
    '%s is accepted, re-encoded as JPEG (long edge ≤ 2560) with a 480 px thumbnail',
    async (_t, make, filename, w, h) => {
      const u = await registerUser();
      const id = await createListing(u.token);
      const res = await upload(u.token, id, await make(), {
        filename,
        type: 'application/octet-stream',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data).toMatchObject({ width: w, height: h, position: 0 });
      expect(res.body.data.url).toMatch(new RegExp(`^/uploads/listings/${id}/[0-9a-f]{32}\\.jpg$`));
      const main = await sharp(await stored(res.body.data.url)).metadata();
      expect([main.format, main.width, main.height]).toEqual(['jpeg', w, h]);
      const thumb = await sharp(await stored(res.body.data.thumb_url)).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBe(480);

      const served = await fetch(`${(await testApp()).baseUrl}${res.body.data.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(Buffer.from(await served.arrayBuffer()).equals(await stored(res.body.data.url))).toBe(
        true,
      );
    },
  );

  it('applies the EXIF orientation and keeps no EXIF or GPS in the stored file', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const input = await solid(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'GazdaCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '44/1 49/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '20/1 27/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const gps = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gps.some((tag) => before.exif?.includes(tag))).toBe(true);
    const res = await upload(u.token, id, input);
    expect(res.status).toBe(201);
    expect([res.body.data.width, res.body.data.height]).toEqual([400, 800]);
    for (const url of [res.body.data.url, res.body.data.thumb_url]) {
      const file = await stored(url);
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(file.includes(Buffer.from('GazdaCam'))).toBe(false);
    }
  });

  it.each([
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
      'application/pdf',
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
      ),
      'image/svg+xml',
    ],
    ['a text file', Buffer.from('just some text, not an image at all'), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
  ])('%s renamed .jpg is refused with the wrong-type message', async (_t, bytes, type) => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const en = await upload(u.token, id, bytes, { type, lang: 'en' });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      message: 'The file must be a JPEG, PNG or WebP image',
      code: 'upload_wrong_type',
      errors: { photo: ['The file must be a JPEG, PNG or WebP image'] },
    });
    const sr = await upload(u.token, id, bytes, { type, lang: 'sr' });
    expect(sr.body.message).toBe('Fajl mora biti JPEG, PNG ili WebP slika');
  });

  it('refuses a decompression bomb, an empty file, a too small image, a damaged one, and a missing part', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const bomb = await upload(u.token, id, pngBomb(), { lang: 'en' });
    expect([bomb.status, bomb.body.message]).toEqual([
      422,
      'The image is too large: at most 50 megapixels',
    ]);
    const empty = await upload(u.token, id, Buffer.alloc(0), { lang: 'en' });
    expect([empty.status, empty.body.message]).toEqual([
      422,
      'The image could not be read, please try again',
    ]);
    const small = await upload(u.token, id, await jpeg(399, 300), { lang: 'sr' });
    expect([small.status, small.body.message]).toEqual([
      422,
      'Slika je premala: najmanje 400 × 300 piksela',
    ]);
    expect((await upload(u.token, id, await jpeg(300, 400))).status).toBe(201);
    const whole = await jpeg(1000, 800);
    const cut = await upload(u.token, id, whole.subarray(0, Math.floor(whole.length / 3)), {
      lang: 'en',
    });
    expect([cut.status, cut.body.code]).toEqual([422, 'upload_try_again']);
    const wrongField = await upload(u.token, id, whole, { field: 'file', lang: 'en' });
    expect(wrongField.body.errors).toEqual({ photo: ['This field is required'] });
    const json = await api('POST', `/api/panel/ads/${id}/photos`, { token: u.token, body: {} });
    expect(json.status).toBe(422);
  });

  it('refuses a file over 15 MB with the too-large message', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const big = Buffer.concat([await jpeg(800, 600), Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const res = await upload(u.token, id, big, { lang: 'en' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      message: 'The file is too large: at most 15 MB',
      code: 'upload_too_large',
    });
  });
});

describe('[LISTINGS][PHOTOS] order and delete', () => {
  it('reorders with exactly the listing’s ids; the first is the cover; deletes with its files', async () => {
    const u = await registerUser();
    const id = await createListing(u.token);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await upload(u.token, id, await jpeg(640 + i, 480))).body.data.id);
    const [a, b, c] = ids as [number, number, number];
    const order = await api('PUT', `/api/panel/ads/${id}/photos/order`, {
      token: u.token,
      body: { ids: [c, a, b] },
    });
    expect(order.status).toBe(200);
    expect(
      order.body.data.photos.map((p: { id: number; position: number }) => [p.id, p.position]),
    ).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    for (const bad of [[c, a], [c, a, b, b], [c, a, 999999], []]) {
      const res = await api('PUT', `/api/panel/ads/${id}/photos/order`, {
        token: u.token,
        lang: 'en',
        body: { ids: bad },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ ids: ['Send every photo of this listing exactly once'] });
    }

    const cover = order.body.data.photos[0];
    expect(
      (await api('DELETE', `/api/panel/ads/${id}/photos/${c}`, { token: u.token })).status,
    ).toBe(204);
    await expect(stored(cover.url)).rejects.toThrow();
    await expect(stored(cover.thumb_url)).rejects.toThrow();
    expect((await fetch(`${(await testApp()).baseUrl}${cover.url}`)).status).toBe(404);
    const after = await api('GET', `/api/panel/ads/${id}`, { token: u.token });
    expect(
      after.body.data.photos.map((p: { id: number; position: number }) => [p.id, p.position]),
    ).toEqual([
      [a, 0],
      [b, 1],
    ]);
    const missing = await api('DELETE', `/api/panel/ads/${id}/photos/${c}`, {
      token: u.token,
      lang: 'en',
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'Photo not found']);

    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .select(['entity', 'kind', 'field'])
      .where('listing_id', '=', id)
      .orderBy('id')
      .execute();
    expect(log.map((e) => `${e.entity}:${e.kind}:${e.field ?? ''}`)).toEqual([
      'listing:created:',
      'photo:created:',
      'photo:created:',
      'photo:created:',
      'listing:changed:photo_order',
      'photo:deleted:',
    ]);
  });

  it('a listing in review keeps its last photo; a draft may lose it', async () => {
    const u = await registerUser();
    const id = await completeListing(u.token);
    const [photo] = (await api('GET', `/api/panel/ads/${id}`, { token: u.token })).body.data.photos;
    await api('POST', `/api/panel/ads/${id}/submit`, { token: u.token });
    const res = await api('DELETE', `/api/panel/ads/${id}/photos/${photo.id}`, {
      token: u.token,
      lang: 'en',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      photo: ['A listing under review or published needs at least one photo'],
    });
    const draft = await completeListing(u.token);
    const [only] = (await api('GET', `/api/panel/ads/${draft}`, { token: u.token })).body.data
      .photos;
    expect(
      (await api('DELETE', `/api/panel/ads/${draft}/photos/${only.id}`, { token: u.token })).status,
    ).toBe(204);
  });

  it('serves only stored names: anything else under /uploads is a 404', async () => {
    const { baseUrl } = await testApp();
    const names = [
      '..%2f..%2f..%2fetc%2fpasswd',
      '..%5c..%5cetc',
      'x.jpg',
      `${'a'.repeat(32)}.png`,
      `${'a'.repeat(32)}.jpg`,
    ];
    for (const path of names.map((name) => `/uploads/listings/1/${name}`)) {
      expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
    }
  });
});
