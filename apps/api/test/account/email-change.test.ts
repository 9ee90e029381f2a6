import { createTranslator } from '@gazda/i18n/translate';
import { describe, expect, it } from 'vitest';
import { emailChangeLink } from '../../src/features/account/email-change-link';
import { signingKey } from '../../src/features/secrets/signing-key';
import { latestMailTo, linksIn, mailsTo } from '../helpers/outbox';
import { api, registerUser, testApp, uniqueEmail, type TestUser } from '../helpers/test-app';

/*
 * Issue #23 item 4: PUT user-settings/account with a new e-mail says nothing about the address;
 * the address changes when the link mailed to it is opened (GET email/change/{id}/{hash}).
 */

function put(u: TestUser, email: string, overrides: Record<string, unknown> = {}) {
  return api('PUT', '/api/user-settings/account', {
    token: u.token,
    lang: 'en',
    body: {
      first_name: 'Milica',
      last_name: 'Jovanović',
      email,
      account_type: 'individual',
      current_password: u.password,
      ...overrides,
    },
  });
}

const me = async (u: TestUser) => {
  const a = await api('GET', '/api/me', { token: u.token });
  if (a.status !== 200) throw new Error(`me: ${a.status} ${a.text}`);
  return a.body.data;
};

/** As if the last e-mail change mail went out `ms` ago (the once-a-minute limit, expiry). */
async function sentAgo(u: TestUser, ms: number): Promise<Date> {
  const { db } = await testApp();
  const at = new Date(Date.now() - ms);
  await db.updateTable('users').set({ email_change_sent_at: at }).where('id', '=', u.id).execute();
  return at;
}

/** The API path of the newest e-mail change link mailed to the address. */
async function changePathFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, '/email/change/');
  const link = linksIn(mail.text).find((l) => l.includes('/email/change/'));
  if (!link) throw new Error(`no e-mail change link in: ${mail.text}`);
  const url = new URL(link);
  expect(url.origin).toBe('http://panel.test');
  return `/api${url.pathname}${url.search}`;
}

const login = (email: string, password: string) =>
  api('POST', '/api/login', { body: { email, password } });

describe('[ACCOUNT] e-mail change without enumeration', () => {
  it('a taken and a free address get the same answer, status and body', async () => {
    const u = await registerUser();
    const owner = await registerUser();
    const free = uniqueEmail('free');
    const taken = await put(u, owner.email.toUpperCase());
    await sentAgo(u, 2 * 60_000);
    const fresh = await put(u, free);
    expect(taken.status, taken.text).toBe(200);
    expect(fresh.status, fresh.text).toBe(200);
    // The same text once each asked-for address is replaced by a placeholder.
    expect(taken.text.replaceAll(owner.email, '<new>')).toBe(fresh.text.replaceAll(free, '<new>'));
    expect(fresh.body.message).toBe(
      `We sent a confirmation link to ${free}. Your e-mail address changes once you open it.`,
    );
    expect(fresh.body.data).toMatchObject({ email: u.email, pending_email: free });
    expect(taken.body.data).toMatchObject({ email: u.email, pending_email: owner.email });
  });

  it('the free address gets the link, the taken one a notice without a link; nothing changes yet', async () => {
    const u = await registerUser({ lang: 'en' });
    const owner = await registerUser({ lang: 'sr' });
    expect((await put(u, owner.email)).status).toBe(200);
    const sr = createTranslator('sr');
    const notice = await latestMailTo(owner.email, sr('mail.email_change_attempt.body'));
    expect(notice.subject).toBe(sr('mail.email_change_attempt.subject'));
    expect(notice.text).toContain('Zdravo Petar,');
    expect(linksIn(notice.text)).toEqual([]);
    expect(notice.html).not.toContain('/email/change/');
    expect((await me(owner)).email).toBe(owner.email);

    await sentAgo(u, 2 * 60_000);
    const free = uniqueEmail('free');
    expect((await put(u, free)).status).toBe(200);
    const mails = await mailsTo(free);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your new e-mail address');
    expect(mails[0]!.text).toContain('Hello Milica,');
    expect(mails[0]!.text).toContain('The link is valid for 60 minutes.');
    await changePathFor(free);

    // Until the link is opened the account keeps its address, verified, and logs in with it.
    const before = await me(u);
    expect(before).toMatchObject({ email: u.email, pending_email: free });
    expect(before.email_verified_at).not.toBeNull();
    expect((await login(u.email, u.password)).status).toBe(200);
    expect((await login(free, u.password)).status).toBe(422);
  });

  it("an address's owner hears of such attempts at most once an hour", async () => {
    const owner = await registerUser({ lang: 'en' });
    for (const u of [await registerUser(), await registerUser()])
      expect((await put(u, owner.email)).status).toBe(200);
    const notices = (await mailsTo(owner.email)).filter(
      (m) => m.subject === 'Someone tried to use your address',
    );
    expect(notices).toHaveLength(1);
  });

  it('opening the link sets the address, verified, logs it and tells the old address', async () => {
    const u = await registerUser({ lang: 'sr' });
    const free = uniqueEmail('moved');
    await put(u, free);
    const opened = await api('GET', await changePathFor(free), { lang: 'sr' });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toEqual({ data: { email: free } });

    const after = await me(u);
    expect(after).toMatchObject({ email: free, pending_email: null });
    expect(new Date(after.email_verified_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await login(free, u.password)).status).toBe(200);
    expect((await login(u.email, u.password)).status).toBe(422);

    const sr = createTranslator('sr');
    const told = await latestMailTo(u.email, sr('mail.email_changed.body'));
    expect(told.subject).toBe(sr('mail.email_changed.subject'));
    expect(told.text).toContain(`${sr('mail.email_changed.new_address')}: ${free}`);
    const { db } = await testApp();
    const log = await db
      .selectFrom('activity_log')
      .select(['field', 'from_value', 'to_value', 'actor_id'])
      .where('user_id', '=', u.id)
      .where('field', '=', 'email')
      .execute();
    expect(log).toEqual([{ field: 'email', from_value: u.email, to_value: free, actor_id: u.id }]);
  });

  it('a used, expired, tampered or superseded link is refused and changes nothing', async () => {
    const u = await registerUser();
    const first = uniqueEmail('first');
    await put(u, first);
    const superseded = await changePathFor(first);
    await sentAgo(u, 2 * 60_000);
    const second = uniqueEmail('second');
    await put(u, second);
    const path = await changePathFor(second);
    const tampered = path.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const refused = { link: ['This link is not valid, has expired or was already used'] };
    for (const bad of [superseded, tampered, path.replace(/\?.*$/, '')]) {
      const answer = await api('GET', bad, { lang: 'en' });
      expect([bad, answer.status]).toEqual([bad, 422]);
      expect(answer.body.errors).toEqual(refused);
    }
    expect(await me(u)).toMatchObject({ email: u.email, pending_email: second });

    expect((await api('GET', path)).status).toBe(200);
    const again = await api('GET', path, { lang: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(refused);
    expect((await me(u)).email).toBe(second);
  });

  it('an expired link is refused', async () => {
    const u = await registerUser();
    const free = uniqueEmail('late');
    await put(u, free);
    // The link of a request sent 61 minutes ago, signed with the real key: only its age is wrong.
    const sentAt = await sentAgo(u, 61 * 60_000);
    const { db } = await testApp();
    const link = new URL(
      emailChangeLink('http://panel.test', await signingKey(db), u.id, {
        pendingEmail: free,
        sentAt,
      }),
    );
    const answer = await api('GET', `/api${link.pathname}${link.search}`, { lang: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      link: ['This link is not valid, has expired or was already used'],
    });
    expect(await me(u)).toMatchObject({ email: u.email, pending_email: null });
  });

  it('an address taken between the request and the link is refused and changes nothing', async () => {
    const u = await registerUser();
    const wanted = uniqueEmail('wanted');
    await put(u, wanted);
    const path = await changePathFor(wanted);
    const owner = await registerUser({ email: wanted });
    const answer = await api('GET', path, { lang: 'sr' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      email: ['Ovu adresu je u međuvremenu zauzeo drugi nalog'],
    });
    expect((await me(u)).email).toBe(u.email);
    expect((await me(owner)).email).toBe(wanted);
    expect(
      (await mailsTo(u.email)).filter((m) => m.subject === 'Your e-mail address was changed'),
    ).toEqual([]);
  });

  it('one e-mail change mail a minute per account, taken address or not; nothing is saved then', async () => {
    const u = await registerUser();
    const owner = await registerUser();
    expect((await put(u, uniqueEmail('one'))).status).toBe(200);
    for (const email of [uniqueEmail('two'), owner.email]) {
      const again = await put(u, email, { first_name: 'Drugo' });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    expect(await mailsTo(owner.email)).toHaveLength(1); // only its own verification mail
    expect((await me(u)).first_name).toBe('Milica');
  });

  it('saving the form with the current address keeps the pending one and mails nothing', async () => {
    const u = await registerUser();
    const free = uniqueEmail('kept');
    await put(u, free);
    const saved = await put(u, u.email, { first_name: 'Jelena', current_password: undefined });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBeUndefined();
    expect(saved.body.data).toMatchObject({
      first_name: 'Jelena',
      email: u.email,
      pending_email: free,
    });
    expect(await mailsTo(free)).toHaveLength(1);
  });
});
