import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from './helpers/test-app';
import { mailsTo } from './helpers/outbox';
import {
  getPicture,
  jpegWithExif,
  png,
  registerAdmin,
  uploadId,
  userWithId,
} from './account/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
);

describe('[ACCOUNT][GOVERNMENT ID] upload', () => {
  it('starts as not uploaded', async () => {
    const user = await registerUser();
    const answer = await api('GET', '/api/government-id', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      status: 'not_uploaded',
      verified_at: null,
      rejection_reason: null,
      uploaded_at: null,
      front_url: null,
      back_url: null,
    });
    expect(user.user.hasGovernmentId).toBe(false);
  });

  it('accepts a JPG front and a PNG back, re-encoded as JPEG without EXIF or GPS, stored privately', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { user, data } = await userWithId();
    expect(data.status).toBe('under_review');
    expect(data.front_url).toMatch(new RegExp(`^/api/government-id/${user.id}/front\\?v=\\d+$`));
    expect(data.back_url).toMatch(new RegExp(`^/api/government-id/${user.id}/back\\?v=\\d+$`));

    for (const [side, url] of [
      ['front', data.front_url],
      ['back', data.back_url],
    ]) {
      const picture = await getPicture(url, user.token);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(picture.headers.get('content-disposition')).toBe(
        `inline; filename="government-id-${side}.jpg"`,
      );
      expect(picture.headers.get('cache-control')).toBe('no-store');
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(picture.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(picture.bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
    }

    const { config } = await testApp();
    const files = await readdir(join(config.dataDir, 'private', 'government-ids', String(user.id)));
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^[0-9a-f]{32}\.jpg$/.test(f))).toBe(true);
    // Never under the public uploads folder.
    const publicFolder = await readdir(join(config.dataDir, 'uploads')).catch(() => []);
    expect(publicFolder).not.toContain('government-ids');

    const me = await api('GET', '/api/me', { token: user.token });
    expect(me.body.data).toMatchObject({
      hasGovernmentId: true,
      governmentIdStatus: 'under_review',
    });
  });

  it.each([
    ['en', 'The ID picture must be a JPG or PNG image'],
    ['sr', 'Slika lične isprave mora biti JPG ili PNG'],
  ] as const)(
    'refuses a PDF renamed .jpg, an SVG and a WebP (%s), and changes nothing',
    async (lang, text) => {
      const user = await registerUser();
      const webp = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#fff' },
      })
        .webp()
        .toBuffer();
      for (const bad of [PDF, SVG, webp]) {
        const answer = await uploadId(
          user.token,
          [
            { field: 'front', bytes: bad, filename: 'id.jpg', type: 'image/jpeg' },
            { field: 'back', bytes: await png() },
          ],
          lang,
        );
        expect(answer.status, answer.text).toBe(422);
        expect(answer.body.errors).toEqual({ front: [text] });
      }
      const state = await api('GET', '/api/government-id', { token: user.token });
      expect(state.body.data.status).toBe('not_uploaded');
    },
  );

  it('needs both sides on the first upload, and names each problem per field', async () => {
    const user = await registerUser();
    const onlyFront = await uploadId(user.token, [{ field: 'front', bytes: await png() }]);
    expect(onlyFront.status).toBe(422);
    expect(Object.keys(onlyFront.body.errors)).toEqual(['back']);
    const tiny = await sharp({
      create: { width: 100, height: 80, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const both = await uploadId(user.token, [
      { field: 'front', bytes: tiny },
      { field: 'back', bytes: PDF },
    ]);
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({
      front: ['The image is too small: at least 400 × 300 pixels'],
      back: ['The ID picture must be a JPG or PNG image'],
    });
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/government-id')).status).toBe(401);
    expect((await uploadId(null, [{ field: 'front', bytes: await png() }])).status).toBe(401);
    const { user, data } = await userWithId();
    expect(user.id).toBeGreaterThan(0);
    expect((await getPicture(data.front_url, null)).status).toBe(401);
  });

  it("serves the pictures to the owner and admins only: another user's answer is 404", async () => {
    const { data } = await userWithId();
    const stranger = await registerUser();
    const refused = await getPicture(data.front_url, stranger.token);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    const admin = await registerAdmin();
    expect((await getPicture(data.back_url, admin.token)).status).toBe(200);
    expect((await getPicture(data.back_url.replace('/back', '/side'), admin.token)).status).toBe(
      404,
    );
  });

  it('replaces one side while under review; the replaced file is removed', async () => {
    const { user, data } = await userWithId();
    const { config } = await testApp();
    const folder = join(config.dataDir, 'private', 'government-ids', String(user.id));
    const before = await readdir(folder);
    const answer = await uploadId(user.token, [{ field: 'back', bytes: await png(1000, 700) }]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.status).toBe('under_review');
    const after = await readdir(folder);
    expect(after).toHaveLength(2);
    expect(after.filter((f) => before.includes(f))).toHaveLength(1);
    expect((await getPicture(data.front_url.replace(/\?.*/, ''), user.token)).status).toBe(200);
  });
});

describe('[ACCOUNT][GOVERNMENT ID] review by an operator', () => {
  it('lists IDs under review with who and the picture URLs; 403 for a non-admin', async () => {
    const { user } = await userWithId();
    const admin = await registerAdmin();
    const list = await api('GET', '/api/admin/government-ids?status=under_review&per_page=100', {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 100 });
    const item = list.body.data.find((i: { user_id: number }) => i.user_id === user.id);
    expect(item).toMatchObject({
      user_id: user.id,
      first_name: 'Petar',
      email: user.email,
      status: 'under_review',
      front_url: expect.stringMatching(/\/front\?v=/),
    });
    expect((await api('GET', '/api/admin/government-ids', { token: user.token })).status).toBe(403);
  });

  it('verify: verified with the time, logged with the operator, mailed in the owner’s language', async () => {
    const { user } = await userWithId('sr');
    const admin = await registerAdmin();
    const path = `/api/admin/government-ids/${user.id}/verify`;
    expect((await api('POST', path, { token: user.token })).status).toBe(403);
    expect((await api('POST', path)).status).toBe(401);

    const answer = await api('POST', path, { token: admin.token, lang: 'en' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: user.id,
      governmentIdStatus: 'verified',
      hasGovernmentId: true,
    });
    expect(answer.body.data.id_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const state = await api('GET', '/api/government-id', { token: user.token });
    expect(state.body.data.status).toBe('verified');
    expect(state.body.data.verified_at).toBe(answer.body.data.id_verified_at);

    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('entity', '=', 'government_id')
      .where('actor_id', '=', admin.id)
      .execute();
    expect(log.map((e) => [e.field, e.from_value, e.to_value])).toEqual([
      ['status', 'under_review', 'verified'],
    ]);

    const mail = (await mailsTo(user.email)).find((m) => m.subject === 'Vaš identitet je potvrđen');
    expect(mail?.text).toContain('http://panel.test/government-id');

    // Verified is final for the owner, and cannot be reviewed again.
    const again = await uploadId(user.token, [{ field: 'front', bytes: await png() }], 'sr');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Potvrđena isprava ne može da se zameni');
    expect((await api('POST', path, { token: admin.token })).status).toBe(409);
  });

  it('reject: rejected with the reason, shown to the owner; a new upload goes back to review', async () => {
    const { user } = await userWithId('en');
    const admin = await registerAdmin();
    const path = `/api/admin/government-ids/${user.id}/reject`;
    const empty = await api('POST', path, {
      token: admin.token,
      body: { reason: ' ' },
      lang: 'sr',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toBeDefined();
    expect(
      (await api('POST', path, { token: user.token, body: { reason: 'Blurry' } })).status,
    ).toBe(403);

    const reason = 'The back side is blurry, please take a sharper picture';
    const answer = await api('POST', path, { token: admin.token, body: { reason } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      governmentIdStatus: 'rejected',
      hasGovernmentId: false,
      id_verified_at: null,
    });
    const state = await api('GET', '/api/government-id', { token: user.token });
    expect(state.body.data).toMatchObject({ status: 'rejected', rejection_reason: reason });

    const mail = (await mailsTo(user.email)).find((m) => m.subject === 'Your ID was not accepted');
    expect(mail?.text).toContain(`Reason: ${reason}`);

    expect((await api('POST', path, { token: admin.token, body: { reason } })).status).toBe(409);
    const again = await uploadId(user.token, [{ field: 'back', bytes: await png() }]);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'under_review', rejection_reason: null });
  });

  it('answers 404 for a user without an ID', async () => {
    const admin = await registerAdmin();
    const nobody = await registerUser();
    const answer = await api('POST', `/api/admin/government-ids/${nobody.id}/verify`, {
      token: admin.token,
    });
    expect(answer.status).toBe(404);
  });
});
