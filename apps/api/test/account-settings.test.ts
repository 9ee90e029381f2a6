import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { latestMailTo, linksIn } from './helpers/outbox';
import {
  api,
  registerUnverified,
  registerUser,
  testApp,
  uniqueEmail,
  type TestUser,
} from './helpers/test-app';

const JMBG = '1503985715004';
const PIB = '104052135';
const MB = '20084693';

function body(u: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Milica',
    last_name: 'Jovanović',
    email: u.email,
    phone: '064 123 4567',
    account_type: 'individual',
    ...overrides,
  };
}

function put(u: TestUser, payload: Record<string, unknown>, lang: 'sr' | 'en' = 'en') {
  return api('PUT', '/api/user-settings/account', { token: u.token, lang, body: payload });
}

async function logOf(userId: number) {
  const { db } = await testApp();
  return db
    .selectFrom('activity_log')
    .select(['field', 'kind', 'from_value', 'to_value'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('[ACCOUNT] PUT user-settings/account', () => {
  it('saves names, phone (E.164) and individual details; JMBG masked in the answer and log', async () => {
    const u = await registerUser();
    const res = await put(
      u,
      body(u, {
        details: {
          jmbg: '1503985 715004',
          city: 'Beograd',
          street_and_number: 'Knez Mihailova 34',
        },
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Milica',
      last_name: 'Jovanović',
      phone: '+381641234567',
      account_type: 'individual',
      hasUserDetails: true,
      details: {
        jmbg: '**********004',
        city: 'Beograd',
        street_and_number: 'Knez Mihailova 34',
        pib: null,
        mb: null,
        business_name: null,
      },
    });
    expect(res.text).not.toContain(JMBG);
    const me = await api('GET', '/api/me', { token: u.token });
    expect(me.body.data.hasUserDetails).toBe(true);

    const log = await logOf(u.id);
    expect(log.map((e) => [e.field, e.from_value, e.to_value])).toEqual(
      expect.arrayContaining([
        ['first_name', 'Petar', 'Milica'],
        ['last_name', 'Petrović', 'Jovanović'],
        ['phone', null, '+381641234567'],
        ['details.jmbg', null, '**********004'],
        ['details.city', null, 'Beograd'],
      ]),
    );
    expect(JSON.stringify(log)).not.toContain(JMBG);
    expect(JSON.stringify(log)).not.toContain('715004');

    // The stored JMBG is whole (only shown masked); an empty JMBG keeps it.
    const { db } = await testApp();
    const row = await db
      .selectFrom('user_details')
      .selectAll()
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.jmbg).toBe(JMBG);
    const kept = await put(
      u,
      body(u, { details: { jmbg: '', city: 'Novi Sad', street_and_number: 'Zmaj Jovina 2' } }),
    );
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.details).toMatchObject({ jmbg: '**********004', city: 'Novi Sad' });
  });

  it('business details: PIB and MB stored, PIB masked in the log, JMBG dropped', async () => {
    const u = await registerUser();
    await put(
      u,
      body(u, { details: { jmbg: JMBG, city: 'Niš', street_and_number: 'Obrenovićeva 1' } }),
    );
    const res = await put(
      u,
      body(u, {
        account_type: 'business',
        details: { pib: '104 052 135', mb: MB, business_name: 'Gazda d.o.o.' },
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.account_type).toBe('business');
    expect(res.body.data.hasUserDetails).toBe(true);
    expect(res.body.data.details).toEqual({
      jmbg: null,
      city: null,
      street_and_number: null,
      pib: PIB,
      mb: MB,
      business_name: 'Gazda d.o.o.',
    });
    const log = await logOf(u.id);
    const pib = log.find((e) => e.field === 'details.pib');
    expect(pib).toMatchObject({ from_value: null, to_value: '******135' });
    expect(log.find((e) => e.field === 'details.jmbg' && e.to_value === null)).toMatchObject({
      from_value: '**********004',
    });
    expect(JSON.stringify(log)).not.toContain(PIB);
  });

  it('without details the user has none; switching type makes them incomplete', async () => {
    const u = await registerUser();
    const plain = await put(u, body(u, { phone: '' }));
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data).toMatchObject({ phone: null, hasUserDetails: false, details: null });
    await put(
      u,
      body(u, { details: { jmbg: JMBG, city: 'Beograd', street_and_number: 'Nemanjina 4' } }),
    );
    const switched = await put(u, body(u, { account_type: 'business' }));
    expect(switched.status).toBe(200);
    expect(switched.body.data.hasUserDetails).toBe(false);
  });

  it.each([
    [
      'en',
      'Enter at least 3 characters',
      'The JMBG control digit does not match: check the number',
    ],
    ['sr', 'Unesite najmanje 3 znaka', 'Kontrolna cifra JMBG-a se ne slaže: proverite broj'],
  ] as const)(
    '422 in %s: short names, bad phone, bad JMBG; nothing changes',
    async (lang, short, jmbg) => {
      const u = await registerUser();
      const res = await put(
        u,
        body(u, {
          first_name: 'Mi',
          last_name: 'J',
          phone: '064 12',
          details: { jmbg: '1503985715005', city: '', street_and_number: 'Knez Mihailova' },
        }),
        lang,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors.first_name).toEqual([short]);
      expect(res.body.errors.last_name).toEqual([short]);
      expect(res.body.errors['details.jmbg']).toEqual([jmbg]);
      expect(Object.keys(res.body.errors).sort()).toEqual([
        'details.city',
        'details.jmbg',
        'details.street_and_number',
        'first_name',
        'last_name',
        'phone',
      ]);
      const me = await api('GET', '/api/me', { token: u.token });
      expect(me.body.data).toMatchObject({ first_name: 'Petar', phone: null, details: null });
      expect(await logOf(u.id)).toEqual([]);
    },
  );

  it.each([
    ['phone', { phone: '+381 900 123456' }, 'Enter a mobile or landline number'],
    ['phone', { phone: 'abc' }, 'Enter a valid phone number, e.g. +381 64 1234567'],
    [
      'details.jmbg',
      { details: { jmbg: '123', city: 'Beograd', street_and_number: 'Nemanjina 4' } },
      'The JMBG has 13 digits',
    ],
    [
      'details.pib',
      { account_type: 'business', details: { pib: '104052136', mb: MB, business_name: 'Firma' } },
      'The PIB control digit does not match: check the number',
    ],
    [
      'details.mb',
      { account_type: 'business', details: { pib: PIB, mb: '2008469', business_name: 'Firma' } },
      'The company ID (MB) has 8 digits',
    ],
    [
      'details.mb',
      { account_type: 'business', details: { pib: PIB, mb: '20084694', business_name: 'Firma' } },
      'The MB control digit does not match: check the number',
    ],
    [
      'details.business_name',
      { account_type: 'business', details: { pib: PIB, mb: MB, business_name: ' ' } },
      'This field is required',
    ],
    [
      'details.jmbg',
      { details: { jmbg: '', city: 'Beograd', street_and_number: 'Nemanjina 4' } },
      'This field is required',
    ],
  ])('422 on %s: %j', async (field, overrides, message) => {
    const u = await registerUser();
    const res = await put(u, body(u, overrides));
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
  });

  it('PIB error in Serbian', async () => {
    const u = await registerUser();
    const res = await put(
      u,
      body(u, {
        account_type: 'business',
        details: { pib: '104052136', mb: MB, business_name: 'Firma' },
      }),
      'sr',
    );
    expect(res.body.errors).toEqual({
      'details.pib': ['Kontrolna cifra PIB-a se ne slaže: proverite broj'],
    });
  });

  it('a new e-mail needs the current password and changes once its mailed link is opened', async () => {
    const u = await registerUnverified();
    const newEmail = uniqueEmail('moved');
    const none = await put(u, body(u, { email: newEmail }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      current_password: ['Enter your current password to change the e-mail address'],
    });
    const wrong = await put(u, body(u, { email: newEmail, current_password: 'not-it' }), 'sr');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Trenutna lozinka nije tačna'] });

    // The old address's verification link, still unopened: the change voids it.
    const first = linksIn((await latestMailTo(u.email, '/email/verify/')).text).find((l) =>
      l.includes('/email/verify/'),
    )!;
    const firstUrl = new URL(first);

    const ok = await put(
      u,
      body(u, { email: newEmail.toUpperCase(), current_password: u.password }),
    );
    expect(ok.status, ok.text).toBe(200);
    // Pending until the link mailed to it is opened (issue #23 item 4; account/email-change.test.ts).
    expect(ok.body.data.email).toBe(u.email);
    expect(ok.body.data.pending_email).toBe(newEmail);

    const mail = await latestMailTo(newEmail, '/email/change/');
    const link = new URL(linksIn(mail.text).find((l) => l.includes('/email/change/'))!);
    const changed = await api('GET', `/api${link.pathname}${link.search}`);
    expect(changed.status).toBe(200);
    // Opening the link proves the new mailbox: the address is verified.
    expect((await api('GET', '/api/me', { token: u.token })).body.data).toMatchObject({
      email: newEmail,
      pending_email: null,
    });
    expect(
      (await api('GET', '/api/me', { token: u.token })).body.data.email_verified_at,
    ).not.toBeNull();
    // The old link named the old address: it no longer verifies.
    expect((await api('GET', `/api${firstUrl.pathname}${firstUrl.search}`)).status).toBe(422);

    const login = await api('POST', '/api/login', {
      body: { email: newEmail, password: u.password },
    });
    expect(login.status).toBe(200);
    const log = await logOf(u.id);
    expect(log.find((e) => e.field === 'email')).toMatchObject({
      from_value: u.email,
      to_value: newEmail,
    });
  });

  it("another account's e-mail is answered like any address and changes nothing (issue #23 item 4)", async () => {
    const u = await registerUser();
    const other = await registerUser();
    const res = await put(u, body(u, { email: other.email, current_password: u.password }), 'sr');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.message).toBe(
      `Poslali smo link za potvrdu na ${other.email}. Vaša e-mail adresa se menja kada ga otvorite.`,
    );
    expect((await api('GET', '/api/me', { token: u.token })).body.data.email).toBe(u.email);
    expect((await api('GET', '/api/me', { token: other.token })).body.data.email).toBe(other.email);
  });

  it('tells the realtime channel after each saved change, not after a refused one', async () => {
    const u = await registerUser();
    const { app } = await testApp();
    const seen: number[] = [];
    const stop = app.deps.userEvents.onUserUpdated((id) => seen.push(id));
    try {
      await put(u, body(u, { first_name: 'X' }));
      expect(seen.filter((id) => id === u.id)).toEqual([]);
      await put(u, body(u));
      expect(seen.filter((id) => id === u.id)).toEqual([u.id]);
    } finally {
      stop();
    }
  });

  it('needs a login', async () => {
    const res = await api('PUT', '/api/user-settings/account', { body: {} });
    expect(res.status).toBe(401);
  });
});

async function uploadAvatar(
  token: string,
  bytes: Buffer,
  lang: 'sr' | 'en' = 'en',
  field = 'avatar',
) {
  const { baseUrl } = await testApp();
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${baseUrl}/api/user-settings/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'app-language': lang },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}

async function storedFile(url: string): Promise<string> {
  const { config } = await testApp();
  return join(config.dataDir, url.replace(/^\/uploads\//, 'uploads/'));
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#aa5533' } });

describe('[ACCOUNT] POST user-settings/avatar', () => {
  it('a JPEG with EXIF is re-encoded without metadata, served, and replaces the old file', async () => {
    const u = await registerUser();
    const input = await picture(1200, 800)
      .jpeg()
      .withExif({ IFD0: { Make: 'GazdaCam', Copyright: 'secret-owner' } })
      .toBuffer();
    expect(input.includes(Buffer.from('GazdaCam'))).toBe(true);
    const res = await uploadAvatar(u.token, input);
    expect(res.status, res.text).toBe(200);
    const url: string = res.body.data.media_avatar.original_url;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${u.id}/[0-9a-f]{32}\\.jpg$`));
    const file = await readFile(await storedFile(url));
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      512,
      341,
      undefined,
    ]);
    expect(file.includes(Buffer.from('GazdaCam'))).toBe(false);

    const served = await fetch(`${(await testApp()).baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);

    const png = await uploadAvatar(u.token, await picture(300, 300).png().toBuffer());
    expect(png.status, png.text).toBe(200);
    const next: string = png.body.data.media_avatar.original_url;
    expect(next).not.toBe(url);
    expect((await sharp(await readFile(await storedFile(next))).metadata()).format).toBe('jpeg');
    await expect(stat(await storedFile(url))).rejects.toThrow();
    expect((await fetch(`${(await testApp()).baseUrl}${url}`)).status).toBe(404);
    const me = await api('GET', '/api/me', { token: u.token });
    expect(me.body.data.media_avatar).toEqual({ original_url: next });
    const log = await logOf(u.id);
    expect(log.filter((e) => e.field === 'avatar').map((e) => e.to_value)).toEqual([url, next]);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'en', 'The file must be a JPEG, PNG or WebP image'],
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      'sr',
      'Fajl mora biti JPEG, PNG ili WebP slika',
    ],
  ] as const)('%s is refused and changes nothing', async (_name, bytes, lang, message) => {
    const u = await registerUser();
    const res = await uploadAvatar(u.token, bytes, lang);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: [message] });
    expect((await api('GET', '/api/me', { token: u.token })).body.data.media_avatar).toBeNull();
  });

  it('a tiny picture, a missing part and no login are refused', async () => {
    const u = await registerUser();
    const tiny = await uploadAvatar(u.token, await picture(80, 80).png().toBuffer(), 'sr');
    expect(tiny.status).toBe(422);
    expect(tiny.body.errors).toEqual({ avatar: ['Slika je premala: najmanje 100 × 100 piksela'] });
    const wrongField = await uploadAvatar(
      u.token,
      await picture(200, 200).jpeg().toBuffer(),
      'en',
      'photo',
    );
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ avatar: ['This field is required'] });
    const anonymous = await api('POST', '/api/user-settings/avatar');
    expect(anonymous.status).toBe(401);
  });
});
