import { describe, expect, it } from 'vitest';
import {
  api,
  PASSWORD,
  registerUser,
  testApp,
  uniqueEmail,
  verificationPathFor,
} from './helpers/test-app';
import { sha256Hex } from '../src/crypto/tokens';

const userKeys = [
  'account_type',
  'apartmentCount',
  'details',
  'email',
  'email_verified_at',
  'first_name',
  'hasGovernmentId',
  'hasUserDetails',
  'governmentIdStatus',
  'id',
  'id_verified_at',
  'last_name',
  'media_avatar',
  'payoutsCount',
  'pending_email', // an e-mail change waiting for its link (issue #23 item 4)
  'phone',
  'rolesAndPermissions',
  'settings',
].sort();

describe('[AUTH] register, login, me, logout', () => {
  it('register answers 202 with a message and no token; the mailed link logs in with the full User', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await api('POST', '/api/register', {
      lang: 'en',
      body: {
        first_name: 'Milica',
        last_name: 'Marković',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: `We sent a link to ${email}. Open it to finish signing up.`,
    });

    const verified = await api('GET', await verificationPathFor(email.toLowerCase()));
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body).sort()).toEqual(['data', 'token']);
    expect(typeof verified.body.token).toBe('string');
    expect(verified.body.token.length).toBeGreaterThanOrEqual(43);
    expect(Object.keys(verified.body.data).sort()).toEqual(userKeys);
    expect(verified.body.data).toMatchObject({
      email: email.toLowerCase(),
      phone: null,
      media_avatar: null,
      hasGovernmentId: false,
      governmentIdStatus: 'not_uploaded',
      payoutsCount: 0,
      apartmentCount: 0,
      hasUserDetails: false,
      account_type: 'individual',
      details: null,
      // No lang in the body: the App-Language of the request.
      settings: {
        lang: 'en',
        notifications: true,
        mails: {
          new_bookings: true,
          trip_updates: true,
          booking_changes: true,
          reminders: true,
          messages: true,
        },
      },
      rolesAndPermissions: { roles: [] },
    });
    expect(verified.body.data.email_verified_at).not.toBeNull();
  });

  it('me answers { data: User } for the token; login gives a new token', async () => {
    const u = await registerUser({ lang: 'sr' });
    const me = await api('GET', '/api/me', { token: u.token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(u.id);
    expect(me.body.data.settings.lang).toBe('sr');

    const login = await api('POST', '/api/login', {
      body: { email: u.email.toUpperCase(), password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).not.toBe(u.token);
    expect(login.body.user.id).toBe(u.id);
  });

  it('logout answers 204 and the token stops working (401 Unauthenticated.)', async () => {
    const u = await registerUser();
    // The panel's client may send a JSON content type with no body.
    const out = await api('POST', '/api/logout', {
      token: u.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(204);
    const me = await api('GET', '/api/me', { token: u.token, lang: 'en' });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('protected routes answer 401 without a token or with a made-up one', async () => {
    expect((await api('GET', '/api/me')).status).toBe(401);
    expect((await api('GET', '/api/me', { token: 'not-a-token' })).status).toBe(401);
    const sr = await api('POST', '/api/user-settings/change-password', { body: {}, lang: 'sr' });
    expect(sr.status).toBe(401);
    expect(sr.body.message).toBe('Niste prijavljeni.');
  });

  it('wrong credentials are a 422 on the email field', async () => {
    const u = await registerUser();
    const res = await api('POST', '/api/login', {
      lang: 'en',
      body: { email: u.email, password: 'wrong-password' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation Error');
    expect(res.body.errors).toEqual({ email: ['These credentials do not match our records'] });
    const unknown = await api('POST', '/api/login', {
      lang: 'en',
      body: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(res.body.errors);
  });
});

describe('[AUTH] secrets at rest', () => {
  it('tokens are stored only as SHA-256 hashes', async () => {
    const u = await registerUser();
    const { db } = await testApp();
    const rows = await db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256Hex(u.token));
    for (const row of rows) expect(Object.values(row)).not.toContain(u.token);
  });

  it('passwords are hashed with argon2id', async () => {
    const u = await registerUser();
    const { db } = await testApp();
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});
