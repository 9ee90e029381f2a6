import { describe, expect, it } from 'vitest';
import { latestMailTo, linksIn, mailsTo } from './helpers/outbox';
import { api, PASSWORD, registerUser, testApp, uniqueEmail } from './helpers/test-app';

async function mailedResetToken(email: string): Promise<string> {
  const link = linksIn((await latestMailTo(email, '/reset-password?')).text).find((l) =>
    l.includes('/reset-password?'),
  );
  if (!link) throw new Error('no reset link');
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe('http://panel.test/reset-password');
  expect(url.searchParams.get('email')).toBe(email);
  return url.searchParams.get('token') ?? '';
}

describe('[AUTH] forgot and reset password', () => {
  it('forgot-password answers the same for a known and an unknown e-mail', async () => {
    const u = await registerUser();
    const known = await api('POST', '/api/forgot-password', {
      body: { email: u.email },
      lang: 'en',
    });
    const unknown = await api('POST', '/api/forgot-password', {
      body: { email: uniqueEmail('nobody') },
      lang: 'en',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    expect(known.body.message).toMatch(/If an account exists/);
  });

  it('the mailed token resets the password once, revokes every token, then is refused', async () => {
    const u = await registerUser({ lang: 'en' });
    expect((await api('POST', '/api/forgot-password', { body: { email: u.email } })).status).toBe(
      202,
    );
    const mail = await latestMailTo(u.email, '/reset-password?');
    expect(mail.subject).toBe('Reset your password');
    const token = await mailedResetToken(u.email);
    const { db } = await testApp();
    const stored = await db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', u.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const body = {
      token,
      email: u.email,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    };
    expect((await api('POST', '/api/reset-password', { body })).status).toBe(204);
    expect((await api('GET', '/api/me', { token: u.token })).status).toBe(401);
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: PASSWORD } })).status,
    ).toBe(422);
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: 'brand-new-1' } }))
        .status,
    ).toBe(200);
    const notice = (await mailsTo(u.email)).filter(
      (m) => m.subject === 'Your password was changed',
    );
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('http://panel.test/reset-password');

    const again = await api('POST', '/api/reset-password', {
      body: { ...body, password: 'third-one', password_confirmation: 'third-one' },
      lang: 'en',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      token: ['This password reset link is not valid or has expired'],
    });
  });

  it('a made-up token, or a token for another e-mail, is refused', async () => {
    const u = await registerUser();
    const other = await registerUser();
    await api('POST', '/api/forgot-password', { body: { email: u.email } });
    const token = await mailedResetToken(u.email);
    const base = { password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    for (const body of [
      { ...base, email: u.email, token: 'made-up' },
      { ...base, email: other.email, token },
    ]) {
      const res = await api('POST', '/api/reset-password', { body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['token']);
    }
  });

  it('only one reset mail a minute per account, still 202', async () => {
    const u = await registerUser();
    await api('POST', '/api/forgot-password', { body: { email: u.email } });
    expect((await api('POST', '/api/forgot-password', { body: { email: u.email } })).status).toBe(
      202,
    );
    const resets = (await mailsTo(u.email)).filter((m) => m.text.includes('/reset-password?'));
    expect(resets).toHaveLength(1);
  });
});

describe('[AUTH] change password', () => {
  it('needs the current password (422 on current_password)', async () => {
    const u = await registerUser();
    const res = await api('POST', '/api/user-settings/change-password', {
      token: u.token,
      lang: 'sr',
      body: {
        current_password: 'not-it',
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ['Trenutna lozinka nije tačna'] });
  });

  it('revokes every other token but keeps the current one, and logs the change without values', async () => {
    const u = await registerUser();
    const second = (
      await api('POST', '/api/login', { body: { email: u.email, password: PASSWORD } })
    ).body.token;
    const res = await api('POST', '/api/user-settings/change-password', {
      token: u.token,
      body: {
        current_password: PASSWORD,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
    });
    expect(res.status).toBe(204);
    expect((await api('GET', '/api/me', { token: u.token })).status).toBe(200);
    expect((await api('GET', '/api/me', { token: second })).status).toBe(401);
    expect(
      (await api('POST', '/api/login', { body: { email: u.email, password: 'brand-new-1' } }))
        .status,
    ).toBe(200);

    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('user_id', '=', u.id)
      .where('field', '=', 'password')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'changed',
      actor_id: u.id,
      entity: 'user',
      from_value: '***',
      to_value: '***',
    });
  });
});
