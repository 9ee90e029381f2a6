import { describe, expect, it } from 'vitest';
import { verificationLink } from '../src/features/auth/email-verification';
import { signingKey } from '../src/features/secrets/signing-key';
import { latestMailTo, linksIn, mailsTo } from './helpers/outbox';
import { api, registerUnverified, testApp } from './helpers/test-app';

/** The panel opens `${APP_URL}/email/verify/{id}/{hash}?…` and calls the API with the same values. */
function apiPathOf(panelLink: string): string {
  const url = new URL(panelLink);
  expect(url.origin).toBe('http://panel.test');
  return `/api${url.pathname}${url.search}`;
}

async function mailedLink(email: string): Promise<string> {
  const mail = await latestMailTo(email, '/email/verify/');
  const link = linksIn(mail.text).find((l) => l.includes('/email/verify/'));
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

describe('[AUTH] e-mail verification', () => {
  it('register mails a verification link (recipient language) that verifies and logs in once', async () => {
    const u = await registerUnverified({ lang: 'en' });
    const mail = await latestMailTo(u.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('Hello Petar,');
    expect(mail.html).toContain('Confirm e-mail address');
    expect(mail.raw).toMatch(/multipart\/alternative/);

    const path = apiPathOf(await mailedLink(u.email));
    const res = await api('GET', path, { headers: { 'user-agent': 'Verifier/1.0' } });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(u.id);
    const verifiedAt = res.body.data.email_verified_at;
    expect(new Date(verifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The link logs in: a new token, named after the client, besides the password login's one.
    expect(res.body.token).not.toBe(u.token);
    const me = await api('GET', '/api/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(u.id);
    expect(me.body.data.email_verified_at).toBe(verifiedAt);
    const { db } = await testApp();
    const names = await db
      .selectFrom('access_tokens')
      .select('name')
      .where('user_id', '=', u.id)
      .execute();
    expect(names.map((n) => n.name)).toContain('Verifier/1.0');

    // Single use: the second opening says "already verified" (its own code) and logs nobody in.
    const again = await api('GET', path, { lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_already_verified');
    expect(again.body.message).toBe(
      'Your e-mail address is already verified. This link is no longer needed.',
    );
    expect(again.body.token).toBeUndefined();
    expect(again.body.data).toBeUndefined();
    expect((await api('GET', '/api/me', { token: u.token })).body.data.email_verified_at).toBe(
      verifiedAt,
    );
  });

  it('a link opened twice says "already verified" in the user\'s language, even once expired', async () => {
    const u = await registerUnverified({ lang: 'sr' });
    const path = apiPathOf(await mailedLink(u.email));
    expect((await api('GET', path)).status).toBe(200);
    const again = await api('GET', path, { lang: 'sr' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_already_verified');
    expect(again.body.message).toBe(
      'Vaša e-mail adresa je već potvrđena. Ovaj link vam više nije potreban.',
    );
    const { db } = await testApp();
    const expired = apiPathOf(
      verificationLink(
        'http://panel.test',
        await signingKey(db),
        u,
        new Date(Date.now() - 2 * 3600_000),
      ),
    );
    expect((await api('GET', expired)).body.code).toBe('email_already_verified');
    // A tampered link is still only "invalid": the state is told to genuine links alone.
    const tampered = path.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const refused = await api('GET', tampered);
    expect(refused.status).toBe(422);
    expect(refused.body.code).not.toBe('email_already_verified');
  });

  it('two openings at once: one logs in, the other says "already verified", never a 5xx', async () => {
    const u = await registerUnverified({ lang: 'en' });
    const path = apiPathOf(await mailedLink(u.email));
    const answers = await Promise.all([api('GET', path), api('GET', path)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a Serbian user gets the Serbian mail', async () => {
    const u = await registerUnverified({ lang: 'sr' });
    const mail = await latestMailTo(u.email);
    expect(mail.subject).toBe('Potvrdite svoju e-mail adresu');
    expect(mail.text).toContain('Zdravo Petar,');
    expect(mail.text).toContain('Link važi 60 minuta.');
  });

  it('a tampered, truncated, expired or foreign link is refused with 422 on `link`', async () => {
    const u = await registerUnverified();
    const other = await registerUnverified();
    const path = apiPathOf(await mailedLink(u.email));
    const tampered = path.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const { db } = await testApp();
    const expired = apiPathOf(
      verificationLink(
        'http://panel.test',
        await signingKey(db),
        u,
        new Date(Date.now() - 2 * 3600_000),
      ),
    );
    const foreign = path.replace(`/email/verify/${u.id}/`, `/email/verify/${other.id}/`);
    for (const bad of [
      tampered,
      path.split('&signature')[0]!,
      expired,
      foreign,
      '/api/email/verify/abc/def',
    ]) {
      const res = await api('GET', bad, { lang: 'en' });
      expect(res.status, bad).toBe(422);
      expect(res.body.token, bad).toBeUndefined();
      expect(res.body.errors, bad).toEqual({
        link: ['This verification link is not valid or has expired'],
      });
    }
    expect(
      (await api('GET', '/api/me', { token: u.token })).body.data.email_verified_at,
    ).toBeNull();
  });

  it('resend answers 202 and mails a new link; a second resend within a minute is 429', async () => {
    const u = await registerUnverified({ lang: 'en' });
    expect(await mailsTo(u.email)).toHaveLength(1);
    const res = await api('POST', '/api/email/verification-notification', {
      token: u.token,
      lang: 'en',
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('A new verification link has been sent to your e-mail address.');
    expect(await mailsTo(u.email)).toHaveLength(2);

    const again = await api('POST', '/api/email/verification-notification', { token: u.token });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(u.email)).toHaveLength(2);
  });

  it('resend needs a login', async () => {
    expect((await api('POST', '/api/email/verification-notification')).status).toBe(401);
  });
});
