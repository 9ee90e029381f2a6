import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { messagesPaths } from '@gazda/contracts/paths';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getPicture, jpegWithExif } from '../account/fixtures';
import { guest, instantHost } from '../bookings/fixtures';
import { expectStatus } from '../helpers/calendar-fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import { askedConversation, thread } from './fixtures';

/** POST conversations/{id}/photos as multipart: the `photo` file and an optional caption. */
async function sendPhoto(
  user: TestUser | null,
  id: number,
  photo: Buffer | null,
  options: { caption?: string; key?: string; type?: string; lang?: 'sr' | 'en' } = {},
) {
  const { baseUrl } = await testApp();
  const form = new FormData();
  if (options.caption !== undefined) form.append('caption', options.caption);
  if (photo)
    form.append(
      'photo',
      new Blob([new Uint8Array(photo)], { type: options.type ?? 'image/jpeg' }),
      'p.jpg',
    );
  const headers: Record<string, string> = { 'app-language': options.lang ?? 'en' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await fetch(`${baseUrl}${messagesPaths.photos(id)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
    text,
  };
}

describe('[MESSAGES] photos: POST conversations/{id}/photos, GET its picture', () => {
  it('re-encodes without EXIF, stores privately, and only the two parties fetch it', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId, 'The view from the road?');
    const sent = expectStatus(
      await sendPhoto(host, id, await jpegWithExif(3000, 2000), { caption: ' The entrance ' }),
      201,
    ).body.data;
    expect(sent).toMatchObject({
      kind: 'photo',
      body: 'The entrance',
      mine: true,
      photo: {
        url: messagesPaths.photo(id, sent.id, 'full'),
        thumb_url: messagesPaths.photo(id, sent.id, 'thumb'),
        width: 1600,
        height: 1067,
      },
    });
    // The guest reads it in the thread.
    const last = expectStatus(await thread(g, id), 200).body.data.at(-1);
    expect(last).toMatchObject({ id: sent.id, kind: 'photo', mine: false });

    for (const [url, edge] of [
      [sent.photo.url, 1600],
      [sent.photo.thumb_url, 320],
    ] as const) {
      for (const user of [g, host]) {
        const picture = await getPicture(url, user.token);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/jpeg');
        expect(picture.headers.get('cache-control')).toBe('no-store');
        expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(picture.bytes).metadata();
        expect(meta.width).toBe(edge);
        expect(meta.exif).toBeUndefined();
      }
      // Anybody else: 404 (a stranger), 401 (no login).
      expect((await getPicture(url, (await registerUser()).token)).status).toBe(404);
      expect((await getPicture(url, null)).status).toBe(401);
    }
    // A text message's id, a wrong size, another conversation's id: 404.
    const text = (await thread(g, id)).body.data[0].id as number;
    expect((await getPicture(messagesPaths.photo(id, text, 'full'), g.token)).status).toBe(404);
    expect((await getPicture(`${messagesPaths.photos(id)}/${sent.id}/big`, g.token)).status).toBe(
      404,
    );
    const other = await askedConversation(await guest(), host.listingId);
    expect((await getPicture(messagesPaths.photo(other, sent.id, 'full'), host.token)).status).toBe(
      404,
    );

    // Stored under private/, never under uploads/.
    const { config } = await testApp();
    const files = await readdir(join(config.dataDir, 'private', 'message-photos', String(id)));
    expect(files).toHaveLength(2);
    const uploads = await readdir(join(config.dataDir, 'uploads')).catch(() => []);
    expect(uploads).not.toContain('message-photos');
  });

  it('refuses a stranger (404), no login (401), no file or a wrong type (422), a long caption', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId);
    const photo = await jpegWithExif(800, 600);
    expect((await sendPhoto(await registerUser(), id, photo)).status).toBe(404);
    expect((await sendPhoto(null, id, photo)).status).toBe(401);
    expect((await sendPhoto(g, 999_999_999, photo)).status).toBe(404);
    const missing = await sendPhoto(g, id, null, { caption: 'no file' });
    expect(missing.status, missing.text).toBe(422);
    expect(missing.body.errors.photo).toBeTruthy();
    const wrong = await sendPhoto(g, id, Buffer.from('%PDF-1.4 not a picture'), { lang: 'sr' });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'upload_wrong_type']);
    const long = await sendPhoto(g, id, photo, { caption: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.caption).toBeTruthy();
    // Nothing was stored for the refused ones.
    const messages = (await thread(g, id)).body.data as { kind: string }[];
    expect(messages.filter((m) => m.kind === 'photo')).toEqual([]);
  });

  it('an Idempotency-Key sent twice makes one photo message', async () => {
    const host = await instantHost();
    const g = await guest();
    const id = await askedConversation(g, host.listingId);
    const photo = await jpegWithExif(800, 600);
    const first = expectStatus(await sendPhoto(g, id, photo, { key: `photo-${id}` }), 201);
    const again = expectStatus(await sendPhoto(g, id, photo, { key: `photo-${id}` }), 201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const photos = ((await thread(g, id)).body.data as { kind: string }[]).filter(
      (m) => m.kind === 'photo',
    );
    expect(photos).toHaveLength(1);
  });
});
