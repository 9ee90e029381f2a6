import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import { messagesPaths } from '@gazda/contracts/paths';
import { instantHost } from '../bookings/fixtures';
import { createListing } from '../listings/fixtures';
import { askedConversation } from '../messages/fixtures';
import { multipartCases } from './multipart-bodies';

/*
 * Issue #23 item 5: a multipart body the parser cannot read (no boundary, cut short, a boundary
 * that never closes, too many fields) answered 500 on every upload route. It is the 400 of any
 * body that cannot be read, in the user's language (http/multipart-file.ts); the
 * other odd bodies (empty parts, a huge filename) keep their 422; nothing is stored.
 */

/** The bodies the parser refuses: these answered 500. */
const UNREADABLE = new Set([
  'no boundary',
  'an empty boundary',
  'a boundary of 300 characters',
  'a body cut inside a file',
  'a body cut inside a part header',
  'a boundary that never closes',
  'a delimiter with no part after it',
  'too many fields before the files',
]);

const endpoints = [
  {
    name: 'listing photo',
    files: ['photo'],
    path: async (u: TestUser) => `/api/panel/ads/${await createListing(u.token)}/photos`,
  },
  { name: 'avatar', files: ['avatar'], path: async () => '/api/user-settings/avatar' },
  { name: 'government ID', files: ['front', 'back'], path: async () => '/api/government-id' },
  {
    name: 'message photo',
    files: ['photo'],
    path: async (u: TestUser) =>
      messagesPaths.photos(await askedConversation(u, (await instantHost()).listingId)),
  },
];

async function post(user: TestUser, path: string, type: string, body: Buffer, lang: 'sr' | 'en') {
  const { baseUrl } = await testApp();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': type, 'app-language': lang },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

describe.each(endpoints)('[SECURITY][UPLOADS] $name: a malformed multipart body', (endpoint) => {
  it('is a 400 when it cannot be read, a 4xx otherwise, never a 500; nothing stored', async () => {
    const user = await registerUser();
    const path = await endpoint.path(user);
    for (const c of multipartCases(endpoint.files)) {
      const answer = await post(user, path, c.contentType, c.body, 'en');
      const label = `${c.name} → ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.type, label).toMatch(/^application\/json/);
      if (UNREADABLE.has(c.name)) {
        expect(JSON.parse(answer.text), label).toEqual({
          message: 'The request could not be understood',
          code: 'bad_request',
        });
        expect(answer.status, label).toBe(400);
      } else {
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
      }
    }
    const [noBoundary] = multipartCases(endpoint.files);
    const sr = await post(user, path, noBoundary!.contentType, noBoundary!.body, 'sr');
    expect([sr.status, JSON.parse(sr.text)]).toEqual([
      400,
      { message: 'Zahtev nije ispravan', code: 'bad_request' },
    ]);

    const { config, db } = await testApp();
    for (const folder of [
      join(config.dataDir, 'uploads', 'avatars', String(user.id)),
      join(config.dataDir, 'private', 'government-ids', String(user.id)),
    ])
      expect(await readdir(folder).catch(() => [])).toEqual([]);
    const photos = await db
      .selectFrom('listing_photos')
      .innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
      .select('listing_photos.id')
      .where('listings.owner_id', '=', user.id)
      .execute();
    expect(photos).toEqual([]);
    const messagePhotos = await db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', user.id)
      .where('kind', '=', 'photo')
      .execute();
    expect(messagePhotos).toEqual([]);
  });
});
