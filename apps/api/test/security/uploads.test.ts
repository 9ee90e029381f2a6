import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getPicture, png, registerAdmin, userWithId } from '../account/fixtures';
import { registerUser, testApp, type TestUser } from '../helpers/test-app';
import { createListing, jpeg } from '../listings/fixtures';

/**
 * Issue #10 item 5: every upload endpoint (listing photo, avatar, government ID) refuses or
 * neutralises hostile files with the right message, in both languages.
 */

const SCRIPT = '<script>alert(document.cookie)</script>';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" onload="alert(1)">${SCRIPT}<rect width="800" height="600"/></svg>`,
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid 1 kB PNG whose header declares 15000×15000 pixels. */
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

/** A JPEG with a script in a comment segment (FF FE) right after the start marker. */
function withScriptComment(image: Buffer): Buffer {
  const text = Buffer.from(SCRIPT, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    image.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    image.subarray(2),
  ]);
}

type Endpoint = {
  name: string;
  /** The path to post to, for a fresh user. */
  path: (user: TestUser) => Promise<string>;
  field: string;
  ok: number;
  /** Parts sent along (the ID's other side). */
  extra: () => Promise<Array<[string, Buffer]>>;
  wrongType: { en: string; sr: string };
  /** The URL of the stored picture from a successful answer. */
  storedUrl: (data: UploadAnswer) => string | undefined;
};

/** The parts of the three answers' `data` that locate the stored picture. */
type UploadAnswer = { url?: string; front_url?: string; media_avatar?: { original_url: string } };

const photoType = {
  en: 'The file must be a JPEG, PNG or WebP image',
  sr: 'Fajl mora biti JPEG, PNG ili WebP slika',
};

const endpoints: Endpoint[] = [
  {
    name: 'listing photo',
    path: async (u) => `/api/panel/ads/${await createListing(u.token)}/photos`,
    field: 'photo',
    ok: 201,
    extra: async () => [],
    wrongType: photoType,
    storedUrl: (data) => data.url,
  },
  {
    name: 'avatar',
    path: async () => '/api/user-settings/avatar',
    field: 'avatar',
    ok: 200,
    extra: async () => [],
    wrongType: photoType,
    storedUrl: (data) => data.media_avatar?.original_url,
  },
  {
    name: 'government ID',
    path: async () => '/api/government-id',
    field: 'front',
    ok: 200,
    extra: async () => [['back', await png()]],
    wrongType: {
      en: 'The ID picture must be a JPG or PNG image',
      sr: 'Slika lične isprave mora biti JPG ili PNG',
    },
    storedUrl: (data) => data.front_url,
  },
];

async function post(
  user: TestUser,
  path: string,
  parts: Array<[string, Buffer]>,
  lang: 'sr' | 'en' = 'en',
  filename = 'picture.jpg',
) {
  const { baseUrl } = await testApp();
  const form = new FormData();
  for (const [field, bytes] of parts)
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'app-language': lang },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}

describe.each(endpoints)('[SECURITY][UPLOADS] $name', (endpoint) => {
  it.each([
    [
      'a script appended after the JPEG',
      async () => Buffer.concat([await jpeg(900, 700), Buffer.from(SCRIPT)]),
    ],
    ['a script in a JPEG comment segment', async () => withScriptComment(await jpeg(900, 700))],
  ])(
    '%s is neutralised: re-encoded, no script bytes kept, served as image/jpeg nosniff',
    async (_t, make) => {
      const user = await registerUser();
      const path = await endpoint.path(user);
      const hostile = await make();
      expect(hostile.includes(Buffer.from(SCRIPT))).toBe(true);
      const answer = await post(user, path, [
        [endpoint.field, hostile],
        ...(await endpoint.extra()),
      ]);
      expect(answer.status, answer.text).toBe(endpoint.ok);
      const url = endpoint.storedUrl(answer.body.data);
      expect(url).toMatch(/^\//);
      const picture = await getPicture(url ?? '', user.token);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      // ASVS 5.4.1 (G15): shown inline under a harmless .jpg name, whatever the upload was called.
      expect(picture.headers.get('content-disposition')).toMatch(
        /^inline; filename="[0-9a-z-]+\.jpg"$/,
      );
      expect(picture.bytes.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(picture.bytes).metadata()).format).toBe('jpeg');
    },
  );

  // The answer's `errors` names the field with the upload text (the government ID, with two
  // files, has the general validation message on top; the others repeat the upload text there).
  it.each([
    ['an SVG (with a script)', () => SVG],
    ['a PDF renamed to .jpg', () => PDF],
  ])('%s is refused with the wrong-type message in sr and en', async (_t, bytes) => {
    const user = await registerUser();
    const path = await endpoint.path(user);
    for (const lang of ['en', 'sr'] as const) {
      const answer = await post(
        user,
        path,
        [[endpoint.field, bytes()], ...(await endpoint.extra())],
        lang,
      );
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body.errors[endpoint.field]).toEqual([endpoint.wrongType[lang]]);
    }
  });

  it('a PNG declaring 15000×15000 pixels and an empty file are refused, nothing stored', async () => {
    const user = await registerUser();
    const path = await endpoint.path(user);
    const extra = await endpoint.extra();
    const bomb = await post(user, path, [[endpoint.field, pngBomb()], ...extra], 'sr');
    expect([bomb.status, bomb.body.errors[endpoint.field]]).toEqual([
      422,
      ['Slika je prevelika: najviše 50 megapiksela'],
    ]);
    const empty = await post(user, path, [[endpoint.field, Buffer.alloc(0)], ...extra], 'en');
    expect([empty.status, empty.body.errors[endpoint.field]]).toEqual([
      422,
      ['The image could not be read, please try again'],
    ]);
    const { config } = await testApp();
    // Nothing of the refused uploads reached the disk.
    const folders = [
      join(config.dataDir, 'uploads', 'avatars', String(user.id)),
      join(config.dataDir, 'private', 'government-ids', String(user.id)),
    ];
    for (const folder of folders) expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('a file over 15 MB is refused with 413 and the too-large message', async () => {
    const user = await registerUser();
    const path = await endpoint.path(user);
    const big = Buffer.concat([await jpeg(800, 600), Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const answer = await post(
      user,
      path,
      [[endpoint.field, big], ...(await endpoint.extra())],
      'en',
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      message: 'The file is too large: at most 15 MB',
      code: 'upload_too_large',
    });
  });
});

describe('[SECURITY][UPLOADS] government ID pictures are private', () => {
  it('only the owner or an admin gets them; no public /uploads path reaches the stored files', async () => {
    const { user, data } = await userWithId();
    const stranger = await registerUser();
    const admin = await registerAdmin();
    expect((await getPicture(data.front_url, user.token)).status).toBe(200);
    expect((await getPicture(data.front_url, admin.token)).status).toBe(200);
    expect((await getPicture(data.front_url, null)).status).toBe(401);
    expect((await getPicture(data.front_url, stranger.token)).status).toBe(404);

    const { config } = await testApp();
    const names = await readdir(join(config.dataDir, 'private', 'government-ids', String(user.id)));
    expect(names.length).toBe(2);
    for (const name of names) {
      for (const url of [
        `/uploads/government-ids/${user.id}/${name}`,
        `/uploads/private/government-ids/${user.id}/${name}`,
        `/uploads/..%2Fprivate%2Fgovernment-ids/${user.id}/${name}`,
        `/uploads/%2e%2e/private/government-ids/${user.id}/${name}`,
        `/private/government-ids/${user.id}/${name}`,
      ]) {
        // Whatever answers (a 404, or the panel's SPA page), it is never the picture.
        const answer = await getPicture(url, user.token);
        expect(answer.headers.get('content-type'), url).not.toBe('image/jpeg');
        expect(answer.bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), url).toBe(false);
      }
    }
  });
});
