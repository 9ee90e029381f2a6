import { describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/outbox';
import { api, registerUser, testApp } from '../helpers/test-app';
import {
  completeListing,
  createListing,
  createTitledDraft,
  infoStep,
  patch,
  refs,
} from './fixtures';

/*
 * Issue #26 item 5: a draft was never submitted, so nobody saw it: its owner deletes it at once
 * (the panel confirms in a dialog), with no mailed link; a listing that was submitted keeps the
 * e-mail confirmation.
 */

async function outboxCount(email: string) {
  return (await mailsTo(email)).length;
}

describe('[LISTINGS] DELETE panel/ads/{id}: a draft goes at once', () => {
  it('deletes the owner’s draft: 204, gone from the list and the count, no mail; again → 404', async () => {
    const u = await registerUser();
    const id = await createTitledDraft(u.token);
    const mails = await outboxCount(u.email);
    expect((await api('GET', '/api/me', { token: u.token })).body.data.apartmentCount).toBe(1);

    const res = await api('DELETE', `/api/panel/ads/${id}`, { token: u.token });
    expect(res.status).toBe(204);
    expect((await api('GET', `/api/panel/ads/${id}`, { token: u.token })).status).toBe(404);
    expect((await api('GET', '/api/panel/ads', { token: u.token })).body.meta.total).toBe(0);
    expect((await api('GET', '/api/me', { token: u.token })).body.data.apartmentCount).toBe(0);
    expect(await outboxCount(u.email)).toBe(mails);
    const { db } = await testApp();
    const row = await db
      .selectFrom('listings')
      .select(['status', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
    expect(row.deleted_at).toBeInstanceOf(Date);

    // A double click: the second finds it gone.
    expect((await api('DELETE', `/api/panel/ads/${id}`, { token: u.token })).status).toBe(404);
  });

  it('a submitted listing is refused 409 (it keeps the e-mail link), in both languages', async () => {
    const u = await registerUser();
    const id = await completeListing(u.token);
    expect((await api('POST', `/api/panel/ads/${id}/submit`, { token: u.token })).status).toBe(200);
    const en = await api('DELETE', `/api/panel/ads/${id}`, { token: u.token, lang: 'en' });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 'transition_not_allowed',
      message:
        'Only a draft is deleted at once; a submitted listing is deleted from the e-mailed link',
    });
    const sr = await api('DELETE', `/api/panel/ads/${id}`, { token: u.token, lang: 'sr' });
    expect(sr.body.message).toBe(
      'Odmah se briše samo nacrt; poslat oglas se briše preko linka iz e-maila',
    );
    expect((await api('GET', `/api/panel/ads/${id}`, { token: u.token })).status).toBe(200);
  });

  it('another user’s draft is 404 and stays', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const id = await createListing(owner.token);
    expect((await api('DELETE', `/api/panel/ads/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/api/panel/ads/${id}`, { token: owner.token })).status).toBe(200);
  });

  it('an untouched draft (an old panel made it on opening the create page) is in no list or count', async () => {
    const u = await registerUser();
    const untouched = await createListing(u.token);
    const me = async () => (await api('GET', '/api/me', { token: u.token })).body.data;
    expect((await me()).apartmentCount).toBe(0);
    expect((await api('GET', '/api/panel/ads', { token: u.token })).body.meta.total).toBe(0);
    const counts = await api('GET', '/api/panel/ads/categories?with_user_count=1', {
      token: u.token,
    });
    expect(counts.body.data.map((c: { ads_count: number }) => c.ads_count)).toEqual([0, 0, 0]);
    // Its owner still opens and deletes it by id.
    expect((await api('GET', `/api/panel/ads/${untouched}`, { token: u.token })).status).toBe(200);
    // Saving its first step makes it a draft like any other.
    const r = await refs('apartment');
    expect((await patch(u.token, untouched, infoStep(r))).status).toBe(200);
    expect((await me()).apartmentCount).toBe(1);
    expect((await api('GET', '/api/panel/ads', { token: u.token })).body.meta.total).toBe(1);
  });
});
