import { describe, expect, it } from 'vitest';
import { api, registerUser, testApp } from '../helpers/test-app';
import { completeListing, infoStep, jpeg, refs, upload } from './fixtures';

type Call = { method: string; path: string; body?: unknown; multipart?: boolean };

/** Every call on one listing (docs/rules/api.md "Listings (host)" and this additions). */
function listingCalls(id: number, photoId: number): Call[] {
  return [
    { method: 'GET', path: `/api/panel/ads/${id}` },
    {
      method: 'PATCH',
      path: `/api/panel/ads/${id}`,
      body: { step: 'terms', terms_accepted: true },
    },
    { method: 'GET', path: `/api/panel/ads/${id}/activity` },
    { method: 'POST', path: `/api/panel/ads/${id}/photos`, multipart: true },
    { method: 'PUT', path: `/api/panel/ads/${id}/photos/order`, body: { ids: [photoId] } },
    { method: 'DELETE', path: `/api/panel/ads/${id}/photos/${photoId}` },
    { method: 'POST', path: `/api/panel/ads/${id}/submit` },
    { method: 'POST', path: `/api/panel/ads/${id}/request-review` },
    { method: 'POST', path: `/api/panel/ads/${id}/deactivate` },
    { method: 'POST', path: `/api/panel/ads/${id}/activate` },
    { method: 'POST', path: `/api/panel/ads/${id}/delete-request` },
    {
      method: 'POST',
      path: `/api/panel/ads/${id}/delete-confirm`,
      body: { expires: 4102444800, signature: 'a'.repeat(64) },
    },
  ];
}

/** The route pattern of a call, to check that the list names registered routes. */
const pattern = (path: string) =>
  path.replace(/\/ads\/\d+/, '/ads/:id').replace(/photos\/\d+/, 'photos/:photoId');

describe('[LISTINGS] ownership', () => {
  it('every listing call on another user’s listing answers 404 Apartment not found and changes nothing', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const id = await completeListing(owner.token);
    const before = (await api('GET', `/api/panel/ads/${id}`, { token: owner.token })).body.data;
    const photoId: number = before.photos[0].id;
    const { app } = await testApp();
    const image = await jpeg(800, 600);

    for (const call of listingCalls(id, photoId)) {
      expect(
        app.hasRoute({ method: call.method as 'GET', url: pattern(call.path) }),
        call.path,
      ).toBe(true);
      for (const lang of ['en', 'sr'] as const) {
        const res = call.multipart
          ? await upload(stranger.token, id, image, { lang })
          : await api(call.method, call.path, { token: stranger.token, lang, body: call.body });
        expect(res.status, `${call.method} ${call.path}`).toBe(404);
        expect(res.body.message).toBe(
          lang === 'en' ? 'Apartment not found' : 'Apartman nije pronađen',
        );
      }
    }

    const after = (await api('GET', `/api/panel/ads/${id}`, { token: owner.token })).body.data;
    expect(after).toEqual(before);
    const { db } = await testApp();
    const strangerEntries = await db
      .selectFrom('activity_log')
      .select('id')
      .where('actor_id', '=', stranger.id)
      .execute();
    expect(strangerEntries).toEqual([]);
  });

  it('unknown, deleted-looking and malformed ids are the same 404', async () => {
    const u = await registerUser();
    for (const id of ['999999999', '0', '-1', 'abc', '1e3', '99999999999999999999']) {
      const res = await api('GET', `/api/panel/ads/${id}`, { token: u.token, lang: 'en' });
      expect([res.status, res.body.message], id).toEqual([404, 'Apartment not found']);
    }
    const r = await refs('apartment');
    const patch = await api('PATCH', '/api/panel/ads/abc', { token: u.token, body: infoStep(r) });
    expect(patch.status).toBe(404);
  });

  it('lists never show another user’s listings, and an admin reads but is no owner', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const id = await completeListing(owner.token);
    const list = await api('GET', '/api/panel/ads', { token: stranger.token });
    expect(list.body.data.map((l: { id: number }) => l.id)).not.toContain(id);
    const { db } = await testApp();
    await db
      .updateTable('users')
      .set({ roles: ['Admin'] })
      .where('id', '=', stranger.id)
      .execute();
    // Issue #7: the operator opens the listing form with viewAsAdmin (read-only); writes stay the
    // owner's, and the admin's own list still holds only the admin's listings.
    expect((await api('GET', `/api/panel/ads/${id}`, { token: stranger.token })).status).toBe(200);
    const adminList = await api('GET', '/api/panel/ads', { token: stranger.token });
    expect(adminList.body.data.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await upload(stranger.token, id, await jpeg(800, 600))).status).toBe(404);
  });
});
