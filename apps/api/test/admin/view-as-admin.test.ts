import { adminPaths, listingsPaths, payoutsPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../helpers/test-app';
import { createListing, infoStep, patch, refs, registerAdmin } from '../listings/fixtures';

/*
 * Issue 7, `viewAsAdmin`: an Admin READS another user's listing (the form and its activity) and
 * panel (account, payouts); every write on them stays the owner's alone (404 for anyone else).
 */
describe('[ADMIN][LISTINGS] an admin reads any listing but cannot change it', () => {
  it('admin reads, admin PATCH and submit are 404, another host still gets 404', async () => {
    const host = await registerUser();
    const other = await registerUser();
    const admin = await registerAdmin();
    const id = await createListing(host.token);
    const r = await refs('apartment');
    expect((await patch(host.token, id, infoStep(r))).status).toBe(200);

    const read = await api('GET', listingsPaths.listing(id), { token: admin.token });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ id, name: infoStep(r).name });
    const activity = await api('GET', listingsPaths.activity(id), { token: admin.token });
    expect(activity.status).toBe(200);
    expect(activity.body.meta.total).toBeGreaterThan(0);

    const renamed = { ...infoStep(r), name: { sr: 'Operator', en: 'Operator' } };
    expect((await patch(admin.token, id, renamed)).status).toBe(404);
    expect((await api('POST', listingsPaths.submit(id), { token: admin.token })).status).toBe(404);
    const after = await api('GET', listingsPaths.listing(id), { token: host.token });
    expect(after.body.data.name).toEqual(infoStep(r).name);

    expect((await api('GET', listingsPaths.listing(id), { token: other.token })).status).toBe(404);
    expect((await api('GET', listingsPaths.activity(id), { token: other.token })).status).toBe(404);
    expect((await api('GET', listingsPaths.listing(id))).status).toBe(401);
  });
});

describe('[ADMIN][USERS] read-only view of a user: account and payouts', () => {
  it('admin gets the User answer and the masked payout methods', async () => {
    const admin = await registerAdmin();
    const user = await registerUser({ first_name: 'Vidljiva' });
    const added = await api('POST', payoutsPaths.list, {
      token: user.token,
      body: { type: 'domestic', account_number: '260-56010016113-79' },
    });
    expect(added.status, added.text).toBe(201);

    const account = await api('GET', adminPaths.user(user.id), { token: admin.token });
    expect(account.status, account.text).toBe(200);
    expect(account.body.data).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Vidljiva',
    });
    const own = await api('GET', '/api/me', { token: user.token });
    expect(account.body.data).toEqual(own.body.data);

    const payouts = await api('GET', adminPaths.userPayouts(user.id), { token: admin.token });
    expect(payouts.status).toBe(200);
    const mine = await api('GET', payoutsPaths.list, { token: user.token });
    expect(payouts.body).toEqual(mine.body);
    expect(JSON.stringify(payouts.body)).not.toContain('56010016113');
  });

  it('404 for an unknown or malformed id', async () => {
    const admin = await registerAdmin();
    for (const path of [adminPaths.user(2_000_000_000), '/api/admin/users/abc']) {
      expect((await api('GET', path, { token: admin.token })).status).toBe(404);
    }
    const payouts = await api('GET', adminPaths.userPayouts(2_000_000_000), { token: admin.token });
    expect(payouts.status).toBe(404);
  });

  it('401 without a token and 403 for a user who is not an admin', async () => {
    const user = await registerUser();
    const other = await registerUser();
    for (const path of [adminPaths.user(user.id), adminPaths.userPayouts(user.id)]) {
      expect((await api('GET', path)).status).toBe(401);
      expect((await api('GET', path, { token: other.token })).status).toBe(403);
      expect((await api('GET', path, { token: user.token })).status).toBe(403);
    }
  });
});
