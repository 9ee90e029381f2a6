import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAccountDeletions } from '../src/features/account-deletion/account-deletion-service';
import { book, guest, instantHost } from './bookings/fixtures';
import { mailsTo } from './helpers/outbox';
import { api, registerUser, testApp, type TestUser } from './helpers/test-app';
import { png, registerAdmin, uploadId } from './account/fixtures';

function requestDeletion(user: TestUser, password = user.password, lang: 'sr' | 'en' = 'en') {
  return api('POST', '/api/delete-account', { token: user.token, body: { password }, lang });
}

/** The job as a later tick sees it: `hours` after now. */
async function runJobIn(hours: number) {
  const { app } = await testApp();
  const later = new Date(Date.now() + hours * 3_600_000);
  return runAccountDeletions({ ...app.deps, now: () => later });
}

async function userRow(id: number) {
  const { db } = await testApp();
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('[ACCOUNT][DELETION] request', () => {
  it.each([
    ['en', 'The current password is not correct'],
    ['sr', 'Trenutna lozinka nije tačna'],
  ] as const)(
    'a wrong password is a 422 on password (%s) and changes nothing',
    async (lang, text) => {
      const user = await registerUser();
      const answer = await requestDeletion(user, 'not-my-password', lang);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['password']);
      expect(answer.body.errors.password).toEqual([text]);
      expect((await userRow(user.id)).deletion_requested_at).toBeNull();
      const empty = await api('POST', '/api/delete-account', { token: user.token, body: {}, lang });
      expect(empty.status).toBe(422);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await api('POST', '/api/delete-account', { body: { password: 'x' } })).status).toBe(
      401,
    );
    expect((await api('GET', '/api/delete-account')).status).toBe(401);
  });

  it('202 deletion_requested, mailed in the user’s language; asking twice answers the same request', async () => {
    const user = await registerUser({ lang: 'sr' });
    const before = await api('GET', '/api/delete-account', { token: user.token });
    expect(before.body.data).toEqual({ status: 'active', requested_at: null, due_at: null });

    const answer = await requestDeletion(user);
    expect(answer.status, answer.text).toBe(202);
    expect(answer.body.data.status).toBe('deletion_requested');
    const requested = new Date(answer.body.data.requested_at).getTime();
    expect(new Date(answer.body.data.due_at).getTime() - requested).toBe(24 * 3_600_000);

    const again = await requestDeletion(user);
    expect(again.status).toBe(202);
    expect(again.body.data).toEqual(answer.body.data);
    const state = await api('GET', '/api/delete-account', { token: user.token });
    expect(state.body.data).toEqual(answer.body.data);

    const mails = (await mailsTo(user.email)).filter(
      (m) => m.subject === 'Primili smo zahtev za brisanje naloga',
    );
    expect(mails).toHaveLength(1);
    // Still logged in until it is completed.
    expect((await api('GET', '/api/me', { token: user.token })).status).toBe(200);
  });
});

describe('[ACCOUNT][DELETION] completion', () => {
  it('the job leaves a fresh request alone and completes it within 24 hours: data erased, tokens revoked, listings unlisted, bookings kept', async () => {
    const host = await instantHost();
    const traveller = await guest();
    const booked = await book(traveller, host.listingId);
    expect(booked.status, booked.text).toBe(201);
    const reservation = booked.body.data;
    const ids = await uploadId(host.token, [
      { field: 'front', bytes: await png() },
      { field: 'back', bytes: await png() },
    ]);
    expect(ids.status).toBe(200);
    const payout = await api('POST', '/api/user-settings/payouts', {
      token: host.token,
      body: { type: 'domestic', account_number: '160000000000000173' },
    });
    expect(payout.status, payout.text).toBe(201);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await png(300, 300))]), 'me.png');
    const avatar = await fetch(`${(await testApp()).baseUrl}/api/user-settings/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: form,
    });
    expect(avatar.status).toBe(200);
    const avatarBody = (await avatar.json()) as {
      data: { media_avatar: { original_url: string } };
    };
    const avatarUrl = avatarBody.data.media_avatar.original_url;
    await (
      await testApp()
    ).db
      .insertInto('user_details')
      .values({ user_id: host.id, jmbg: '0101990710006', city: 'Niš', updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    // A stored booking answer (Idempotency-Key) holds the person's name: erased with them.
    await (
      await testApp()
    ).db
      .insertInto('idempotency_keys')
      .values({ user_id: host.id, key: 'k-1', route: 'r', request_hash: 'h', status: 201 })
      .execute();
    expect((await requestDeletion(host)).status).toBe(202);

    expect(await runJobIn(0)).not.toContain(host.id);
    expect((await userRow(host.id)).deleted_at).toBeNull();
    expect(await runJobIn(24)).toContain(host.id);

    const row = await userRow(host.id);
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      email: `deleted-${host.id}@deleted.invalid`,
      phone: null,
      avatar_url: null,
      government_id_status: 'not_uploaded',
      roles: [],
    });
    expect(row.deleted_at).toBeInstanceOf(Date);

    // Every token revoked, the password no longer opens the account.
    expect((await api('GET', '/api/me', { token: host.token })).status).toBe(401);
    const login = await api('POST', '/api/login', {
      body: { email: host.email, password: host.password },
    });
    expect(login.status).toBe(422);

    const { db, config } = await testApp();
    const listing = await db
      .selectFrom('listings')
      .select('status')
      .where('id', '=', host.listingId)
      .executeTakeFirstOrThrow();
    expect(listing.status).toBe('unlisted');
    expect(
      await db.selectFrom('user_details').selectAll().where('user_id', '=', host.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('government_ids').selectAll().where('user_id', '=', host.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', host.id).execute(),
    ).toEqual([]);
    const files = await readdir(
      join(config.dataDir, 'private', 'government-ids', String(host.id)),
    ).catch(() => []);
    expect(files).toEqual([]);
    const avatarFile = join(config.dataDir, avatarUrl.replace(/^\/uploads\//, 'uploads/'));
    await expect(access(avatarFile)).rejects.toThrow();
    {
      const methods = await db
        .selectFrom('payout_methods')
        .selectAll()
        .where('user_id', '=', host.id)
        .execute();
      expect(methods.every((m) => m.account_number === null)).toBe(true);
    }

    // The reservation keeps its financial record.
    const kept = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      code: reservation.code,
      total: reservation.total,
      advance: reservation.advance,
      status: 'confirmed',
    });
    expect(kept.quote).toEqual(reservation.quote);

    // The last mail goes to the address the account had.
    const done = (await mailsTo(host.email)).filter(
      (m) => m.subject === 'Your account was deleted' || m.subject === 'Vaš nalog je obrisan',
    );
    expect(done).toHaveLength(1);
    // The job does not take it twice.
    expect(await runJobIn(48)).not.toContain(host.id);
  });

  it('an operator lists pending requests and completes one at once (204); 403 for others, 409 without a request', async () => {
    const user = await registerUser();
    const bystander = await registerUser();
    const admin = await registerAdmin();
    expect((await requestDeletion(user)).status).toBe(202);

    const list = await api('GET', '/api/admin/account-deletions?per_page=100', {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.find((r: { user_id: number }) => r.user_id === user.id)).toMatchObject({
      email: user.email,
      first_name: 'Petar',
    });
    expect((await api('GET', '/api/admin/account-deletions', { token: user.token })).status).toBe(
      403,
    );

    const path = (id: number) => `/api/admin/users/${id}/complete-deletion`;
    expect((await api('POST', path(user.id), { token: bystander.token })).status).toBe(403);
    expect((await api('POST', path(bystander.id), { token: admin.token })).status).toBe(409);
    const done = await api('POST', path(user.id), { token: admin.token });
    expect(done.status, done.text).toBe(204);
    expect((await api('GET', '/api/me', { token: user.token })).status).toBe(401);
    expect((await api('POST', path(user.id), { token: admin.token })).status).toBe(404);

    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('field', '=', 'account_status')
      .orderBy('id')
      .execute();
    expect(log.map((e) => [e.actor_id, e.to_value])).toEqual([
      [user.id, 'deletion_requested'],
      [admin.id, 'deleted'],
    ]);
    const after = await api('GET', '/api/admin/account-deletions?per_page=100', {
      token: admin.token,
    });
    expect(after.body.data.map((r: { user_id: number }) => r.user_id)).not.toContain(user.id);
  });
});
