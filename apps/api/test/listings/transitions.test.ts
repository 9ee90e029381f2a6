import { describe, expect, it } from 'vitest';
import type { ListingStatus } from '../../src/db/schema';
import { api, registerUser, testApp } from '../helpers/test-app';
import { completeListing, createListing, patch, refs, registerAdmin } from './fixtures';

const ownerActions = ['submit', 'request-review', 'deactivate', 'activate'] as const;
const adminActions = ['approve', 'request-fix'] as const;
const fix = { errors: { sr: 'Dodajte fotografiju kupatila.', en: 'Add a photo of the bathroom.' } };

const allowed: Record<string, [ListingStatus, ListingStatus]> = {
  submit: ['draft', 'pending'],
  'request-review': ['pending_fix', 'pending'],
  deactivate: ['listed', 'unlisted'],
  activate: ['unlisted', 'pending'],
  approve: ['pending', 'listed'],
  'request-fix': ['pending', 'pending_fix'],
};
const statuses: ListingStatus[] = ['draft', 'pending', 'pending_fix', 'listed', 'unlisted'];

async function setStatus(id: number, status: ListingStatus) {
  const { db } = await testApp();
  await db.updateTable('listings').set({ status }).where('id', '=', id).execute();
}

function call(action: string, id: number, token: string, lang?: 'sr' | 'en') {
  const admin = (adminActions as readonly string[]).includes(action);
  const path = admin ? `/api/admin/ads/${id}/${action}` : `/api/panel/ads/${id}/${action}`;
  return api('POST', path, { token, lang, body: action === 'request-fix' ? fix : undefined });
}

describe('[LISTINGS] status transitions (docs/rules/decisions.md §3)', () => {
  it('submit names the incomplete steps (422, both languages), then moves a complete draft to pending', async () => {
    const u = await registerUser();
    const r = await refs('apartment');
    const id = await createListing(u.token);
    await patch(u.token, id, { step: 'tags', tag_ids: r.tagIds });
    const en = await call('submit', id, u.token, 'en');
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ message: 'Validation Error', code: 'validation' });
    expect(en.body.errors).toEqual({
      steps: [
        'Basic information',
        'Property',
        'Location',
        'Gallery',
        'Prices',
        'Reservations',
        'Terms',
      ],
    });
    const sr = await call('submit', id, u.token, 'sr');
    expect(sr.body.errors.steps).toEqual([
      'Osnovne informacije',
      'Objekat',
      'Lokacija',
      'Galerija',
      'Cene',
      'Rezervacije',
      'Uslovi',
    ]);

    const complete = await completeListing(u.token);
    const ok = await call('submit', complete, u.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('pending');
  });

  it('every allowed transition, by its role, through the whole life of a listing', async () => {
    const owner = await registerUser();
    const admin = await registerAdmin();
    const id = await completeListing(owner.token);
    const step = async (action: string, token: string, expected: ListingStatus) => {
      const res = await call(action, id, token);
      expect(res.status, `${action}: ${res.text}`).toBe(200);
      expect(res.body.data.status).toBe(expected);
      return res.body.data;
    };
    await step('submit', owner.token, 'pending');
    const fixing = await step('request-fix', admin.token, 'pending_fix');
    expect(fixing.approve_errors).toEqual({ errors: fix.errors });
    // Saving a step keeps the status; the reviewer's errors stay until approval.
    const saved = await patch(owner.token, id, { step: 'terms', terms_accepted: true });
    expect(saved.body.data.status).toBe('pending_fix');
    expect((await step('request-review', owner.token, 'pending')).approve_errors).toEqual({
      errors: fix.errors,
    });
    const listed = await step('approve', admin.token, 'listed');
    expect(listed.approve_errors).toBeNull();
    const edited = await patch(owner.token, id, {
      step: 'tags',
      tag_ids: (await refs('apartment')).tagIds.slice(0, 1),
    });
    expect(edited.body.data.status).toBe('listed');
    await step('deactivate', owner.token, 'unlisted');
    await step('activate', owner.token, 'pending');
    await step('approve', admin.token, 'listed');

    const { db } = await testApp();
    const row = await db
      .selectFrom('listings')
      .select(['approved_at', 'submitted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.approved_at).toBeInstanceOf(Date);
    const log = await db
      .selectFrom('activity_log')
      .select(['from_value', 'to_value', 'actor_id'])
      .where('listing_id', '=', id)
      .where('field', '=', 'status')
      .orderBy('id')
      .execute();
    expect(
      log.map((e) => [e.from_value, e.to_value, e.actor_id === admin.id ? 'admin' : 'owner']),
    ).toEqual([
      ['draft', 'pending', 'owner'],
      ['pending', 'pending_fix', 'admin'],
      ['pending_fix', 'pending', 'owner'],
      ['pending', 'listed', 'admin'],
      ['listed', 'unlisted', 'owner'],
      ['unlisted', 'pending', 'owner'],
      ['pending', 'listed', 'admin'],
    ]);
  });

  it('every other transition is a 409 with its message, and changes nothing', async () => {
    const owner = await registerUser();
    const admin = await registerAdmin();
    for (const status of statuses) {
      const id = await completeListing(owner.token);
      await setStatus(id, status);
      for (const action of [...ownerActions, ...adminActions]) {
        if (allowed[action]![0] === status) continue;
        const token = (adminActions as readonly string[]).includes(action)
          ? admin.token
          : owner.token;
        const res = await call(action, id, token, 'en');
        expect(res.status, `${action} on ${status}`).toBe(409);
        expect(res.body.code).toBe('transition_not_allowed');
      }
      const got = await api('GET', `/api/panel/ads/${id}`, { token: owner.token });
      expect(got.body.data.status).toBe(status);
    }
    const draft = await createListing(owner.token);
    expect((await call('approve', draft, admin.token, 'en')).body.message).toBe(
      'Only a listing waiting for review can be approved',
    );
    expect((await call('deactivate', draft, owner.token, 'sr')).body.message).toBe(
      'Deaktivirati se može samo objavljen oglas',
    );
    expect((await call('activate', draft, owner.token, 'en')).body.message).toBe(
      'Only a deactivated listing can be activated',
    );
  });

  it('admin calls are 403 for a non-admin and 401 without a login; owner calls on another’s listing are 404', async () => {
    const owner = await registerUser();
    const admin = await registerAdmin();
    const id = await completeListing(owner.token);
    await call('submit', id, owner.token);
    for (const action of adminActions) {
      const res = await call(action, id, owner.token, 'en');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This action is unauthorized.');
      expect((await api('POST', `/api/admin/ads/${id}/${action}`, { body: fix })).status).toBe(401);
    }
    expect((await api('GET', '/api/admin/ads', { token: owner.token })).status).toBe(403);
    for (const action of ownerActions)
      expect((await call(action, id, admin.token)).status).toBe(404);
    expect((await call('approve', 999_999_999, admin.token)).status).toBe(404);
    const badFix = await api('POST', `/api/admin/ads/${id}/request-fix`, {
      token: admin.token,
      lang: 'en',
      body: { errors: { sr: 'x' } },
    });
    expect(badFix.status).toBe(422);
    expect(badFix.body.errors).toEqual({ 'errors.en': ['This field is required'] });
  });

  it('the review queue lists pending listings, oldest submission first, with the owner', async () => {
    const owner = await registerUser({ first_name: 'Milica', last_name: 'Kovačević' });
    const admin = await registerAdmin();
    const first = await completeListing(owner.token);
    const second = await completeListing(owner.token);
    await call('submit', second, owner.token);
    await call('submit', first, owner.token);
    const head = await api('GET', '/api/admin/ads?status=pending&per_page=100', {
      token: admin.token,
    });
    expect(head.status).toBe(200);
    const last = Math.max(1, Math.ceil(head.body.meta.total / 100));
    const pages = [last - 1, last].filter((p) => p >= 1);
    const items = [];
    for (const page of pages)
      items.push(
        ...(await api('GET', `/api/admin/ads?per_page=100&page=${page}`, { token: admin.token }))
          .body.data,
      );
    const mine = items.filter((l: { owner: { id: number } }) => l.owner.id === owner.id);
    expect(mine.map((l: { id: number }) => l.id)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      owner: { id: owner.id, first_name: 'Milica', last_name: 'Kovačević', email: owner.email },
      submitted_at: expect.any(String),
    });
  });
});
