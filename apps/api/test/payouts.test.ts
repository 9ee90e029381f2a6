import { bookingPaths, payoutsPaths } from '@gazda/contracts/paths';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { erasePayoutMethods } from '../src/features/payouts/payouts-repository';
import {
  answer,
  as,
  book,
  expectStatus,
  guest,
  inquire,
  inquiryHost,
  instantHost,
  pendingInquiry,
} from './bookings/fixtures';
import { registerAdmin } from './listings/fixtures';
import {
  api,
  extraApp,
  registerUser,
  testApp,
  testConfig,
  type TestUser,
} from './helpers/test-app';

const DOMESTIC = '260005601001611379';
const IBAN = 'RS35260005601001611379';
const domestic = { type: 'domestic', account_number: '260-56010016113-79' };
const iban = {
  type: 'iban',
  swift: 'aikbrs22',
  account_number: 'RS35 2600 0560 1001 6113 79',
  bank_name: 'AIK Banka',
  address: 'Knez Mihailova 34, Beograd',
  full_name: 'Petar Petrović',
};
const moneyTransfer = {
  type: 'money_transfer',
  service: 'western_union',
  full_name: 'Petar Petrović',
  address: 'Bulevar oslobođenja 12, Novi Sad',
  phone: '064 123 4567',
};

function call(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
  lang: 'sr' | 'en' = 'en',
) {
  return api(method, path, { token: user.token, body, lang });
}

async function add(user: TestUser, body: object = domestic) {
  return expectStatus(await call(user, 'POST', payoutsPaths.list, body), 201).body.data;
}

/**
 * The booking fixtures make a ready host, who has a payout method (the host-readiness rule); these
 * tests choose the host's methods themselves, so that one goes first.
 */
async function withoutMethods(host: TestUser) {
  const { db } = await testApp();
  await db.deleteFrom('payout_methods').where('user_id', '=', host.id).execute();
}

async function activityOf(userId: number) {
  const { db } = await testApp();
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('user_id', '=', userId)
    .where('entity', '=', 'payout_method')
    .orderBy('id')
    .execute();
}

describe('[PAYOUT] the owner adds, lists, changes and deletes payout methods', () => {
  it('adds one of each type, normalised, and shows only masked numbers', async () => {
    const u = await registerUser();
    expect((await call(u, 'GET', payoutsPaths.list)).body).toEqual({
      data: [],
      meta: { total: 0, support_email: 'podrska@gazda.rs' },
    });

    const d = await add(u, domestic);
    expect(d).toMatchObject({ type: 'domestic', masked_number: '•••• 1379', in_use: false });
    const i = await add(u, iban);
    expect(i).toMatchObject({
      type: 'iban',
      masked_number: 'RS•• •••• 1379',
      swift: 'AIKBRS22',
      bank_name: 'AIK Banka',
      full_name: 'Petar Petrović',
    });
    const m = await add(u, moneyTransfer);
    expect(m).toMatchObject({
      type: 'money_transfer',
      service: 'western_union',
      masked_number: '•••• 4567',
    });
    // The Western Union phone is masked like an account number: never sent back in full.
    expect(m).not.toHaveProperty('phone');

    const list = await call(u, 'GET', payoutsPaths.list);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([d.id, i.id, m.id]);
    expect(list.body.meta.total).toBe(3);
    expect(list.text).not.toContain(DOMESTIC);
    expect(list.text).not.toContain(IBAN);
    expect(list.text).not.toContain('account_number');
    expect(list.text).not.toContain('641234567');

    const { db } = await testApp();
    const stored = await db
      .selectFrom('payout_methods')
      .select(['account_number'])
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.account_number)).toEqual([DOMESTIC, IBAN, null]);

    const me = await call(u, 'GET', '/api/me');
    expect(me.body.data.payoutsCount).toBe(3);
  });

  it('a PUT replaces the method (type included) and a DELETE removes it', async () => {
    const u = await registerUser();
    const d = await add(u, domestic);
    const put = await call(u, 'PUT', payoutsPaths.one(d.id), iban, 'sr');
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      id: d.id,
      type: 'iban',
      masked_number: 'RS•• •••• 1379',
    });

    const del = await call(u, 'DELETE', payoutsPaths.one(d.id), undefined, 'sr');
    expect(del.status).toBe(204);
    expect((await call(u, 'GET', payoutsPaths.list)).body.data).toEqual([]);
    expect((await call(u, 'GET', '/api/me')).body.data.payoutsCount).toBe(0);
    expect((await call(u, 'DELETE', payoutsPaths.one(d.id))).status).toBe(404);
  });

  it('writes created, changed and deleted entries with masked numbers only', async () => {
    const u = await registerUser();
    const d = await add(u, domestic);
    expectStatus(await call(u, 'PUT', payoutsPaths.one(d.id), iban), 200);
    expectStatus(await call(u, 'DELETE', payoutsPaths.one(d.id)), 204);

    const entries = await activityOf(u.id);
    expect(JSON.stringify(entries)).not.toContain(DOMESTIC);
    expect(JSON.stringify(entries)).not.toContain(IBAN);
    expect(entries[0]).toMatchObject({
      kind: 'created',
      entity_id: d.id,
      actor_id: u.id,
      from_value: null,
      to_value: { type: 'domestic', masked_number: '•••• 1379' },
    });
    const changed = entries.filter((e) => e.kind === 'changed');
    expect(changed.map((e) => [e.field, e.from_value, e.to_value])).toEqual([
      ['address', null, 'Knez Mihailova 34, Beograd'],
      ['bank_name', null, 'AIK Banka'],
      ['full_name', null, 'Petar Petrović'],
      ['masked_number', '•••• 1379', 'RS•• •••• 1379'],
      ['swift', null, 'AIKBRS22'],
      ['type', 'domestic', 'iban'],
    ]);
    expect(entries.at(-1)).toMatchObject({
      kind: 'deleted',
      to_value: null,
      from_value: { type: 'iban', masked_number: 'RS•• •••• 1379', swift: 'AIKBRS22' },
    });
  });

  it("keeps a money transfer's phone out of the log: its masked number says which it was", async () => {
    const u = await registerUser();
    const m = await add(u, moneyTransfer);
    expectStatus(
      await call(u, 'PUT', payoutsPaths.one(m.id), { ...moneyTransfer, phone: '064 765 4321' }),
      200,
    );
    const entries = JSON.stringify(await activityOf(u.id));
    expect(entries).not.toContain('1234567');
    expect(entries).not.toContain('7654321');
    expect(entries).not.toContain('"phone"');
    expect(entries).toContain('•••• 4321');
  });

  it('tells the realtime channel after each add, edit and delete, not after a refused one', async () => {
    const u = await registerUser();
    const { app } = await testApp();
    const seen: number[] = [];
    const stop = app.deps.userEvents.onUserUpdated((id) => seen.push(id));
    try {
      expect((await call(u, 'POST', payoutsPaths.list, { type: 'domestic' })).status).toBe(422);
      const d = await add(u, domestic);
      expectStatus(await call(u, 'PUT', payoutsPaths.one(d.id), domestic), 200);
      expectStatus(await call(u, 'DELETE', payoutsPaths.one(d.id)), 204);
      expect(seen.filter((id) => id === u.id)).toEqual([u.id, u.id, u.id]);
    } finally {
      stop();
    }
  });

  it('is documented in the OpenAPI document from the same schemas', async () => {
    const res = await api('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const list = res.body.paths['/api/user-settings/payouts'];
    const one = res.body.paths['/api/user-settings/payouts/{id}'];
    expect(Object.keys(list).sort()).toEqual(['get', 'post']);
    expect(Object.keys(one).sort()).toEqual(['delete', 'put']);
    expect(JSON.stringify(list.post.requestBody)).toContain('money_transfer');
    expect(Object.keys(one.delete.responses)).toContain('423');
  });

  it('needs a token', async () => {
    expect((await api('GET', payoutsPaths.list)).status).toBe(401);
    expect((await api('POST', payoutsPaths.list, { body: domestic })).status).toBe(401);
  });
});

describe('[PAYOUT] validation: 422 per field in the request language, nothing stored', () => {
  it.each([
    [
      'domestic with a wrong control number',
      { type: 'domestic', account_number: '260-0056010016113-78' },
      'account_number',
      'This account number is not valid: check the digits',
      'Ovaj broj računa nije ispravan: proverite cifre',
    ],
    [
      'domestic with 17 digits',
      { type: 'domestic', account_number: '26000560100161137' },
      'account_number',
      'A dinar account number has 18 digits',
      'Broj dinarskog računa ima 18 cifara',
    ],
    [
      'IBAN with a wrong checksum',
      { ...iban, account_number: 'RS35260005601001611378' },
      'account_number',
      'This IBAN is not valid: check the digits',
      'Ovaj IBAN nije ispravan: proverite cifre',
    ],
    [
      'SWIFT of 9 characters',
      { ...iban, swift: 'AIKBRS22X' },
      'swift',
      'SWIFT / BIC has 8 or 11 characters',
      'SWIFT / BIC ima 8 ili 11 znakova',
    ],
    [
      'a toll-free phone',
      { ...moneyTransfer, phone: '0800 100 200' },
      'phone',
      'Enter a mobile or landline number',
      'Unesite broj mobilnog ili fiksnog telefona',
    ],
    [
      'a phone that is too short',
      { ...moneyTransfer, phone: '064 12' },
      'phone',
      'Enter a valid phone number',
      'Unesite ispravan broj telefona',
    ],
    [
      'an empty bank name',
      { ...iban, bank_name: ' ' },
      'bank_name',
      'This field is required',
      'Obavezno polje',
    ],
    [
      'an unknown service',
      { ...moneyTransfer, service: 'pigeon' },
      'service',
      'The value is not valid',
      'Vrednost nije ispravna',
    ],
  ])('%s', async (_, body, field, en, sr) => {
    const u = await registerUser();
    for (const [lang, message] of [
      ['en', en],
      ['sr', sr],
    ] as const) {
      const res = await call(u, 'POST', payoutsPaths.list, body, lang);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await call(u, 'GET', payoutsPaths.list)).body.data).toEqual([]);
    expect(await activityOf(u.id)).toEqual([]);
  });

  it('a bad PUT changes nothing', async () => {
    const u = await registerUser();
    const d = await add(u, domestic);
    const res = await call(u, 'PUT', payoutsPaths.one(d.id), { ...iban, swift: 'AIK' }, 'sr');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Greška u podacima');
    expect((await call(u, 'GET', payoutsPaths.list)).body.data[0]).toMatchObject({
      type: 'domestic',
      masked_number: '•••• 1379',
    });
  });
});

describe('[PAYOUT] ownership', () => {
  it("another user's method is 404 on PUT and DELETE and is not listed", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const d = await add(owner, domestic);
    for (const lang of ['en', 'sr'] as const) {
      const put = await call(other, 'PUT', payoutsPaths.one(d.id), domestic, lang);
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(lang === 'en' ? 'Not found' : 'Nije pronađeno');
      expect((await call(other, 'DELETE', payoutsPaths.one(d.id), undefined, lang)).status).toBe(
        404,
      );
    }
    expect((await call(other, 'PUT', '/api/user-settings/payouts/abc', domestic)).status).toBe(404);
    expect((await call(other, 'GET', payoutsPaths.list)).body.data).toEqual([]);
    expect((await call(owner, 'GET', payoutsPaths.list)).body.data).toHaveLength(1);
  });
});

describe('[PAYOUT] a method used by a reservation or inquiry is locked (423)', () => {
  it('an instant booking takes the host’s oldest method; PUT and DELETE then answer 423', async () => {
    const host = await instantHost();
    await withoutMethods(host);
    const first = await add(host, domestic);
    const second = await add(host, iban);
    const g = await guest();
    const reservation = expectStatus(await book(g, host.listingId), 201).body.data;

    const { db } = await testApp();
    const row = await db
      .selectFrom('reservations')
      .select('payout_method_id')
      .where('id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    expect(row.payout_method_id).toBe(first.id);

    const list = (await call(host, 'GET', payoutsPaths.list)).body.data;
    expect(list.map((p: { in_use: boolean }) => p.in_use)).toEqual([true, false]);

    for (const [lang, message] of [
      ['en', 'A payout method used by reservations cannot be deleted or modified'],
      ['sr', 'Način isplate koji koriste rezervacije ne može se obrisati ni izmeniti'],
    ] as const) {
      const put = await call(host, 'PUT', payoutsPaths.one(first.id), domestic, lang);
      expect(put.status).toBe(423);
      expect(put.body).toEqual({
        message,
        code: 'payout_locked',
        support_email: 'podrska@gazda.rs',
      });
      const del = await call(host, 'DELETE', payoutsPaths.one(first.id), undefined, lang);
      expect(del.status).toBe(423);
      expect(del.body.message).toBe(message);
    }
    expect((await call(host, 'GET', payoutsPaths.list)).body.data).toHaveLength(2);
    // The unused one stays free.
    expect((await call(host, 'DELETE', payoutsPaths.one(second.id))).status).toBe(204);
  });

  it('an inquiry takes it too; a host without a method is not asked at all (not ready)', async () => {
    const host = await inquiryHost();
    await withoutMethods(host);
    expect((await inquire(await guest(), host.listingId)).status).toBe(409);
    const m = await add(host, moneyTransfer);
    const { id } = await pendingInquiry(host, {
      check_in: '2027-02-06',
      check_out: '2027-02-09',
      guests: 2,
      comment: '',
    });
    const { db } = await testApp();
    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'payout_method_id'])
      .where('listing_id', '=', host.listingId)
      .execute();
    expect(rows.map((r) => [r.id, r.payout_method_id])).toEqual([[id, m.id]]);
    expect((await call(host, 'DELETE', payoutsPaths.one(m.id), undefined, 'sr')).status).toBe(423);
  });
});

describe('[PAYOUT] an inquiry realised by the operator', () => {
  it('passes its payout method on to the reservation', async () => {
    const host = await inquiryHost();
    await withoutMethods(host);
    const m = await add(host, iban);
    const { guest: g, id } = await pendingInquiry(host);
    expectStatus(await answer(host, id, true), 200);
    expectStatus(await as(g, 'POST', bookingPaths.confirmInquiry(id)), 200);
    const admin = await registerAdmin();
    const realised = expectStatus(
      await as(admin, 'POST', bookingPaths.adminConfirmInquiry(id)),
      200,
    ).body.data;
    expect(realised.reservation.payout_method_id).toBe(m.id);
  });
});

describe('[PAYOUT] erasePayoutMethods (account deletion)', () => {
  it('deletes unused methods and keeps used ones as stubs with type and masked number', async () => {
    const host = await instantHost();
    await withoutMethods(host);
    const used = await add(host, iban);
    const unused = await add(host, domestic);
    expectStatus(await book(await guest(), host.listingId), 201);

    const { db } = await testApp();
    await db.transaction().execute((trx) => erasePayoutMethods(trx, host.id));
    const rows = await db
      .selectFrom('payout_methods')
      .selectAll()
      .where('user_id', '=', host.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: used.id,
      type: 'iban',
      masked_number: 'RS•• •••• 1379',
      account_number: null,
      swift: null,
      full_name: null,
    });
    expect(rows[0]!.erased_at).not.toBeNull();
    expect(rows.some((r) => r.id === unused.id)).toBe(false);
    expect((await call(host, 'GET', payoutsPaths.list)).body.data).toEqual([]);
    expect((await call(host, 'GET', '/api/me')).body.data.payoutsCount).toBe(0);
  });
});

describe('[PAYOUT] SUPPORT_EMAIL', () => {
  it('defaults to podrska@gazda.rs, takes an address and refuses anything else', () => {
    expect(testConfig('/tmp').supportEmail).toBe('podrska@gazda.rs');
    expect(testConfig('/tmp', { SUPPORT_EMAIL: 'help@example.rs' }).supportEmail).toBe(
      'help@example.rs',
    );
    expect(() => testConfig('/tmp', { SUPPORT_EMAIL: 'not-an-address' })).toThrow(
      'SUPPORT_EMAIL must be an e-mail address (got "not-an-address")',
    );
  });
});

describe('[PAYOUT] logs', () => {
  it('never hold a full account number, also when a write fails', async () => {
    const u = await registerUser();
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => (lines.push(String(chunk)), done()),
    });
    const logger = createLogger({ logLevel: 'trace' }, sink);
    const { app, baseUrl } = await extraApp(() => {}, { logger });
    try {
      await api('POST', payoutsPaths.list, { baseUrl, token: u.token, body: iban });
      await api('POST', payoutsPaths.list, { baseUrl, token: u.token, body: domestic });
      await api('POST', payoutsPaths.list, {
        baseUrl,
        token: u.token,
        body: { ...iban, swift: 'X' },
      });
    } finally {
      await app.close();
    }
    const text = lines.join('');
    expect(text).toContain('/api/user-settings/payouts');
    for (const secret of [DOMESTIC, IBAN, '2600 0560 1001 6113', '56010016113']) {
      expect(text).not.toContain(secret);
    }
  });
});
