import { afterEach, describe, expect, it } from 'vitest';
import { imageQueue } from '../../src/features/photos/photo-processing';
import { png } from '../account/fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import { createListing, jpeg } from '../listings/fixtures';

// photo-processing.ts's MAX_WAITING_DECODES, said again: changing it changes this test.
const MAX_WAITING_DECODES = 16;

// photo-processing.ts's MAX_PIXELS, said again: changing it changes this test.
const MAX_PIXELS = 50_000_000;

/*
 * Issue #23 item 6: every decode of an uploaded picture (listing photo, avatar, government ID)
 * waits in one queue (imageQueue), and an upload that finds it full is answered at once with 503
 * and Retry-After, in the user's language, instead of waiting without end.
 */

const busy = {
  en: 'The server is busy with other pictures, please try again in a moment',
  sr: 'Server obrađuje druge slike, pokušajte ponovo za trenutak',
};

let release: (() => Promise<void>) | null = null;
afterEach(async () => {
  await release?.();
  release = null;
});

/** A decode as heavy as the whole queue runs, and as many as may wait are waiting. */
async function fillQueue(): Promise<void> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held = [imageQueue.run(MAX_PIXELS, () => opened)];
  while (imageQueue.waiting < MAX_WAITING_DECODES) held.push(imageQueue.run(1, () => opened));
  release = async () => {
    open();
    await Promise.all(held);
  };
  await expect(imageQueue.run(1, async () => undefined)).rejects.toMatchObject({ status: 503 });
}

async function post(user: TestUser, path: string, parts: Array<[string, Buffer]>, lang: string) {
  const { baseUrl } = await testApp();
  const form = new FormData();
  for (const [field, bytes] of parts)
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'picture.jpg');
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'app-language': lang },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

const endpoints = [
  {
    name: 'listing photo',
    path: async (u: TestUser) => `/api/panel/ads/${await createListing(u.token)}/photos`,
    parts: async (): Promise<Array<[string, Buffer]>> => [['photo', await jpeg(900, 700)]],
  },
  {
    name: 'avatar',
    path: async () => '/api/user-settings/avatar',
    parts: async (): Promise<Array<[string, Buffer]>> => [['avatar', await jpeg(900, 700)]],
  },
  {
    name: 'government ID',
    path: async () => '/api/government-id',
    parts: async (): Promise<Array<[string, Buffer]>> => [
      ['front', await jpeg(900, 700)],
      ['back', await png()],
    ],
  },
];

describe.each(endpoints)('[SECURITY][UPLOADS] $name with the image queue full', (endpoint) => {
  it('answers 503 upload_busy with Retry-After in sr and en, and is taken once there is room', async () => {
    const user = await registerUser();
    const path = await endpoint.path(user);
    const parts = await endpoint.parts();
    await fillQueue();
    for (const lang of ['en', 'sr'] as const) {
      const answer = await post(user, path, parts, lang);
      expect(answer.status, answer.text).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ message: busy[lang], code: 'upload_busy' });
      expect(answer.retryAfter).toBe('10');
    }
    await release?.();
    release = null;
    const later = await post(user, path, parts, 'en');
    expect(later.status, later.text).toBeLessThan(300);
  });
});
