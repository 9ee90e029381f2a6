import { calendarPaths } from '@gazda/contracts/paths';
import { describe, expect, it } from 'vitest';
import { answer, inquiryHost, pendingInquiry } from './bookings/fixtures';
import { api, registerUser, testApp, type TestUser } from './helpers/test-app';
import { infoStep, refs } from './listings/fixtures';

async function createListing(user: TestUser): Promise<number> {
  const res = await api('POST', '/api/panel/ads', {
    token: user.token,
    body: { category: 'apartment' },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** A host with two listings (one named) and a settings change: five entries in all. */
async function hostWithHistory() {
  const host = await registerUser({ lang: 'sr' });
  const first = await createListing(host);
  const named = await api('PATCH', `/api/panel/ads/${first}`, {
    token: host.token,
    body: infoStep(await refs('apartment')),
  });
  expect(named.status).toBe(200);
  const second = await createListing(host);
  const settings = await api('POST', '/api/user-settings/update-settings', {
    token: host.token,
    body: { notifications: false },
  });
  expect(settings.status).toBe(200);
  return { host, first, second };
}

const list = (user: TestUser, query = '', lang?: 'sr' | 'en') =>
  api('GET', `/api/activity-log${query}`, { token: user.token, lang });

describe('[ACCOUNT][ACTIVITY] GET activity-log', () => {
  it('lists only the own entries, newest first, with listing, actor and from → to', async () => {
    const { host, first, second } = await hostWithHistory();
    const stranger = await registerUser();
    await createListing(stranger);

    const res = await list(host, '', 'en');
    expect(res.status).toBe(200);
    const entries = res.body.data as {
      id: number;
      kind: string;
      entity: string;
      field: string | null;
      from: unknown;
      to: unknown;
      listing: { id: number; name: string } | null;
      actor: { id: number; first_name: string } | null;
      created_at: string;
    }[];
    expect(entries[0]).toMatchObject({
      kind: 'changed',
      entity: 'user',
      field: 'notifications',
      from: true,
      to: false,
      listing: null,
      actor: { id: host.id, first_name: 'Petar', last_name: 'Petrović' },
    });
    expect(entries[1]).toMatchObject({
      kind: 'created',
      entity: 'listing',
      listing: { id: second },
    });
    // The listing's name is in the request language.
    expect(entries.find((e) => e.field === 'name.en')).toMatchObject({
      from: '',
      to: 'Dorćol flat',
      listing: { id: first, name: 'Dorćol flat' },
    });
    expect(entries.at(-1)).toMatchObject({
      kind: 'created',
      entity: 'listing',
      listing: { id: first },
    });
    const times = entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.every((e) => e.listing === null || [first, second].includes(e.listing.id))).toBe(
      true,
    );
    expect(res.body.meta).toEqual({ page: 1, per_page: 20, total: entries.length });

    const inSerbian = await list(host, `?listing_id=${first}`, 'sr');
    expect(inSerbian.body.data[0].listing).toEqual({
      id: first,
      name: 'Stan na Dorćolu',
      currency: 'EUR',
      category: 'apartment',
    });
  });

  it('filters by listing and by kind, and paginates', async () => {
    const { host, first, second } = await hostWithHistory();

    const ofSecond = await list(host, `?listing_id=${second}`);
    expect(ofSecond.body.data.map((e: { kind: string }) => e.kind)).toEqual(['created']);
    expect(ofSecond.body.meta.total).toBe(1);

    const ofFirst = await list(host, `?listing_id=${first}&kind=changed`);
    expect(ofFirst.body.data.length).toBeGreaterThan(0);
    expect(
      ofFirst.body.data.every(
        (e: { kind: string; listing: { id: number } }) =>
          e.kind === 'changed' && e.listing.id === first,
      ),
    ).toBe(true);

    const created = await list(host, '?kind=created');
    expect(created.body.meta.total).toBe(2);

    const all = (await list(host)).body.meta.total as number;
    const page2 = await list(host, '?per_page=2&page=2');
    expect(page2.body.meta).toEqual({ page: 2, per_page: 2, total: all });
    expect(page2.body.data).toHaveLength(2);
    const page1 = await list(host, '?per_page=2&page=1');
    expect(page1.body.data[1].id).not.toBe(page2.body.data[0].id);
    const beyond = await list(host, `?per_page=2&page=${all + 1}`);
    expect(beyond.body.data).toEqual([]);
  });

  it("another user's listing as a filter finds nothing of theirs", async () => {
    const { first } = await hostWithHistory();
    const stranger = await registerUser();
    const res = await list(stranger, `?listing_id=${first}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });
  });

  it('never shows a secret in clear', async () => {
    const u = await registerUser();
    const changed = await api('POST', '/api/user-settings/change-password', {
      token: u.token,
      body: {
        current_password: u.password,
        password: 'another-789',
        password_confirmation: 'another-789',
      },
    });
    expect(changed.status).toBe(204);
    const { db } = await testApp();
    // Even an entry written carelessly by some writer is masked on the way out.
    await db
      .insertInto('activity_log')
      .values({
        user_id: u.id,
        actor_id: u.id,
        entity: 'payout',
        entity_id: 1,
        field: 'account_number',
        kind: 'changed',
        from_value: JSON.stringify('160000000012345678'),
        to_value: JSON.stringify('**** 9999'),
        created_at: new Date(),
      })
      .execute();
    const res = await list(u);
    const byField = Object.fromEntries(
      res.body.data.map((e: { field: string; from: unknown; to: unknown }) => [
        e.field,
        [e.from, e.to],
      ]),
    );
    expect(byField.password).toEqual(['***', '***']);
    expect(byField.account_number).toEqual(['****5678', '**** 9999']);
    expect(res.text).not.toContain('another-789');
    expect(res.text).not.toContain('160000000012345678');
  });

  it('refuses bad filters with 422 in the request language, and 401 without a login', async () => {
    const u = await registerUser();
    const en = await list(u, '?kind=renamed&listing_id=abc&per_page=500&page=0', 'en');
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Validation Error');
    expect(Object.keys(en.body.errors).sort()).toEqual(['kind', 'listing_id', 'page', 'per_page']);
    expect(en.body.errors.kind).toEqual(['The value is not valid']);

    const sr = await list(u, '?kind=renamed', 'sr');
    expect(sr.status).toBe(422);
    expect(sr.body.message).toBe('Greška u podacima');
    expect(sr.body.errors.kind).toEqual(['Vrednost nije ispravna']);

    expect((await api('GET', '/api/activity-log')).status).toBe(401);
  });
});

describe('[ACCOUNT][ACTIVITY] entries name their object (issue #26 item 7)', () => {
  it("a reservation's and an inquiry's entries carry the booking's code and guest, a listing's its category", async () => {
    const host = await inquiryHost();
    const manual = await api('POST', calendarPaths.manualReservations(host.listingId), {
      token: host.token,
      body: {
        check_in: '2027-05-01',
        check_out: '2027-05-04',
        guests: 2,
        guest_name: 'Jelena Jović',
        total: 15000,
      },
    });
    expect(manual.status).toBe(201);
    const { id: inquiryId, guest } = await pendingInquiry(host);
    expect((await answer(host, inquiryId, true)).status).toBe(200);

    const entries = (await list(host, '', 'en')).body.data as {
      entity: string;
      entity_id: number | null;
      booking: { code: string; guest_name: string } | null;
      listing: { id: number; category: string } | null;
    }[];
    expect(entries.find((e) => e.entity === 'reservation')).toMatchObject({
      entity_id: manual.body.data.id,
      booking: { code: manual.body.data.code, guest_name: 'Jelena Jović' },
      listing: { id: host.listingId, category: 'apartment' },
    });
    expect(entries.find((e) => e.entity === 'inquiry')).toMatchObject({
      entity_id: inquiryId,
      booking: {
        code: expect.stringMatching(/\S/),
        guest_name: `${guest.user.first_name} ${guest.user.last_name}`,
      },
    });
    expect(entries.filter((e) => !['reservation', 'inquiry'].includes(e.entity))).toEqual(
      entries
        .filter((e) => !['reservation', 'inquiry'].includes(e.entity))
        .map((e) => ({ ...e, booking: null })),
    );
  });
});
