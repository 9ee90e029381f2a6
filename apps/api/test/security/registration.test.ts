import { randomBytes, randomUUID } from 'node:crypto';
import { createTranslator } from '@gazda/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance as App } from 'fastify';
import { loadConfig } from '../../src/config';
import { verificationLink } from '../../src/features/auth/email-verification';
import { signingKey } from '../../src/features/secrets/signing-key';
import { LIMITS } from '../../src/features/throttle/throttle';
import { mailsTo } from '../helpers/outbox';
import {
  api,
  type ApiAnswer,
  extraApp,
  PASSWORD,
  registerUnverified,
  registerUser,
  testApp,
  uniqueEmail,
  verificationPathFor,
} from '../helpers/test-app';

/*
 * Issue #10 item 6, register side (newer than docs/rules/api.md's 201 / 422 "taken"): register
 * answers the same 202 { message } for a new, an unverified and a verified address, with no token;
 * only the mailbox learns which (docs/decisions/0012-register-without-enumeration.md). A limit per
 * IP counts every attempt alike. This app trusts X-Forwarded-For so each test has its own IPs, and
 * uses the production limit (the shared test app raises it: every test registers).
 */

const limit = LIMITS.register.limit;
let app: App;
let baseUrl: string;

beforeAll(async () => {
  ({ app, baseUrl } = await extraApp(() => {}, {
    config: { trustProxy: ['loopback'], registerLimitPerHour: limit },
  }));
});
afterAll(() => app.close());

/** An address from the documentation range no other run has used. */
const freshIp = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`;

function register(ip: string, email: string, lang: 'sr' | 'en' = 'en', extra: object = {}) {
  return api('POST', '/api/register', {
    baseUrl,
    lang,
    headers: { 'x-forwarded-for': ip },
    body: {
      first_name: 'Petar',
      last_name: 'Petrović',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      lang,
      ...extra,
    },
  });
}

const checkEmail = (lang: 'sr' | 'en', email: string) =>
  createTranslator(lang)('auth.register.check_email', { email });

async function userByEmail(email: string) {
  const { db } = await testApp();
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

const attemptMails = async (email: string) =>
  (await settled(() => mailsTo(email))).filter(
    (mail) =>
      mail.subject === createTranslator('en')('mail.registration_attempt.subject') ||
      mail.subject === createTranslator('sr')('mail.registration_attempt.subject'),
  );

/** Mails of this app's background tasks are written once they finish. */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  await app.deps.tasks.idle();
  return read();
}

describe('[SECURITY][ENUMERATION] register is limited per IP', () => {
  it('the default is 10 an hour and REGISTER_LIMIT_PER_HOUR changes it', () => {
    expect(LIMITS.register).toEqual({ limit: 10, windowMs: 60 * 60_000 });
    expect(loadConfig({}, { cwd: '/tmp' }).registerLimitPerHour).toBe(10);
    expect(
      loadConfig({ REGISTER_LIMIT_PER_HOUR: '500' }, { cwd: '/tmp' }).registerLimitPerHour,
    ).toBe(500);
    expect(() => loadConfig({ REGISTER_LIMIT_PER_HOUR: '0' }, { cwd: '/tmp' })).toThrow(
      /REGISTER_LIMIT_PER_HOUR/,
    );
  });

  it('taken and new addresses count the same; past the limit both get 429 in sr and en', async () => {
    const ip = freshIp();
    const owner = uniqueEmail('owner');
    expect((await register(freshIp(), owner)).status).toBe(202);
    for (let i = 0; i < limit; i += 1) {
      const taken = i % 2 === 0;
      const answer = await register(ip, taken ? owner : uniqueEmail('new'));
      expect(answer.status, `attempt ${i + 1}`).toBe(202);
    }
    for (const lang of ['en', 'sr'] as const) {
      for (const email of [owner, uniqueEmail('late')]) {
        const answer = await register(ip, email, lang);
        expect(answer.status, email).toBe(429);
        expect(answer.body.message).toBe(createTranslator(lang)('errors.too_many_attempts'));
        const retryAfter = Number(answer.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(LIMITS.register.windowMs / 1000);
        // A 429 tells nothing about the address: taken and new answer byte for byte the same.
        expect(answer.text).toBe((await register(ip, uniqueEmail('other'), lang)).text);
      }
    }
    // A refused registration created nothing.
    const late = uniqueEmail('late');
    expect((await register(ip, late)).status).toBe(429);
    expect(await userByEmail(late)).toBeUndefined();
    expect((await register(freshIp(), late)).status).toBe(202);
    expect(await userByEmail(late)).toBeDefined();
  });

  it('another IP is not affected', async () => {
    const busy = freshIp();
    for (let i = 0; i < limit; i += 1)
      expect((await register(busy, uniqueEmail())).status).toBe(202);
    expect((await register(busy, uniqueEmail())).status).toBe(429);
    expect((await register(freshIp(), uniqueEmail())).status).toBe(202);
  });
});

describe('[SECURITY][ENUMERATION] the owner of a taken address is told, once an hour', () => {
  it.each(['sr', 'en'] as const)(
    'in the owner’s language (%s), with a login link and no secret',
    async (lang) => {
      const owner = (await registerUser({ lang })).email;
      expect(await attemptMails(owner)).toEqual([]); // a new account gets no such mail

      // The attacker writes in the other language and another case; the mail follows the owner.
      const other = lang === 'sr' ? 'en' : 'sr';
      const answer = await register(freshIp(), owner.toUpperCase(), other);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: checkEmail(other, owner.toUpperCase()) });

      const mails = await attemptMails(owner);
      expect(mails).toHaveLength(1);
      const t = createTranslator(lang);
      const mail = mails[0]!;
      expect(mail.subject).toBe(t('mail.registration_attempt.subject'));
      expect(mail.text).toContain(t('mail.registration_attempt.body'));
      expect(mail.text).toContain(t('mail.registration_attempt.ignore'));
      expect(mail.text).toContain('http://panel.test/login');
      expect(mail.html).toContain(t('mail.registration_attempt.button'));
      expect(mail.text).not.toMatch(/token=|2001:db8/);

      // More attempts within the hour, from anywhere: still 202, no second mail.
      for (let i = 0; i < 3; i += 1) {
        expect((await register(freshIp(), owner, other)).status).toBe(202);
      }
      expect(await attemptMails(owner)).toHaveLength(1);
    },
  );

  it('parallel attempts on one address still send one mail', async () => {
    const owner = (await registerUser()).email;
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(freshIp(), owner)));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await attemptMails(owner)).toHaveLength(1);
  });
});

/** What an observer of one answer sees, the echoed address and the clock taken out. */
function observable(answer: ApiAnswer, email: string) {
  const headers = [...answer.headers.entries()].filter(([name]) => !['date'].includes(name));
  return {
    status: answer.status,
    text: answer.text.replace(email, '<email>'),
    headers: headers.sort(([a], [b]) => a.localeCompare(b)),
  };
}

const verifyMails = async (email: string) =>
  (await settled(() => mailsTo(email))).filter((mail) => mail.text.includes('/email/verify/'));

/** A second address in the new-address slot, as long as the others (same Content-Length). */
const sameLength = (email: string) =>
  `${email.slice(0, email.indexOf('-'))}-${randomUUID()}@test.gazda`;

describe('[SECURITY][ENUMERATION] register answers alike for new, unverified and verified addresses', () => {
  it.each(['en', 'sr'] as const)(
    '(%s) the same 202 and no token; the mailbox gets the next step',
    async (lang) => {
      const verified = await registerUser({ first_name: 'Verica', last_name: 'Vlasnik' });
      const unverified = await registerUnverified({ first_name: 'Nevena', last_name: 'Nova' });
      const fresh = sameLength(verified.email);
      expect(fresh.length).toBe(verified.email.length);
      expect(unverified.email.length).toBe(verified.email.length);
      const mailsBefore = {
        verified: (await verifyMails(verified.email)).length,
        unverified: (await verifyMails(unverified.email)).length,
      };
      // The attacker's own names and password: none of them may reach an existing account.
      const attacker = {
        first_name: 'Napadač',
        last_name: 'Uljez',
        password: 'attacker-999',
        password_confirmation: 'attacker-999',
      };
      const answers = {
        fresh: await register(freshIp(), fresh, lang, attacker),
        unverified: await register(freshIp(), unverified.email, lang, attacker),
        verified: await register(freshIp(), verified.email, lang, attacker),
      };
      for (const [slot, answer] of Object.entries(answers)) {
        expect(answer.status, slot).toBe(202);
        expect(Object.keys(answer.body), slot).toEqual(['message']);
        expect(answer.text, slot).not.toMatch(/token/i);
      }
      expect(answers.fresh.body.message).toBe(checkEmail(lang, fresh));
      const seen = observable(answers.fresh, fresh);
      expect(observable(answers.unverified, unverified.email)).toEqual(seen);
      expect(observable(answers.verified, verified.email)).toEqual(seen);

      // New: an unverified account and its link. Unverified: the link again. Verified: the notice.
      expect(await verifyMails(fresh)).toHaveLength(1);
      expect(await verifyMails(unverified.email)).toHaveLength(mailsBefore.unverified + 1);
      expect(await verifyMails(verified.email)).toHaveLength(mailsBefore.verified);
      expect(await attemptMails(verified.email)).toHaveLength(1);
      expect(await attemptMails(unverified.email)).toEqual([]);
      expect(await attemptMails(fresh)).toEqual([]);
      expect((await userByEmail(fresh))?.email_verified_at).toBeNull();

      // Neither existing account changed: names, password, verification, tokens.
      for (const owner of [verified, unverified]) {
        const me = await api('GET', '/api/me', { token: owner.token });
        expect(me.status).toBe(200);
        expect(me.body.data).toEqual(owner.user);
        const mine = await api('POST', '/api/login', {
          body: { email: owner.email, password: owner.password },
        });
        expect(mine.status).toBe(200);
        const theirs = await api('POST', '/api/login', {
          body: { email: owner.email, password: 'attacker-999' },
        });
        expect(theirs.status).toBe(422);
      }
    },
  );

  it('registering an unverified address again re-sends its link at most once a minute, silently', async () => {
    const unverified = await registerUnverified();
    const before = (await verifyMails(unverified.email)).length;
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await register(freshIp(), unverified.email));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await verifyMails(unverified.email)).toHaveLength(before + 1);
  });

  it('the newest link logs in (its token works on /api/me), once; an expired one is refused', async () => {
    const email = uniqueEmail('link');
    expect((await register(freshIp(), email)).status).toBe(202);
    const path = await settled(() => verificationPathFor(email));

    const opened = await api('GET', path, { lang: 'en' });
    expect(opened.status).toBe(200);
    const me = await api('GET', '/api/me', { token: opened.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    expect(me.body.data.email_verified_at).not.toBeNull();

    // Opened again: "already verified" (issue #26 item 8), and no second login.
    const again = await api('GET', path, { lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_already_verified');
    expect(again.body.token).toBeUndefined();

    const other = uniqueEmail('late');
    expect((await register(freshIp(), other)).status).toBe(202);
    await settled(() => verificationPathFor(other));
    const row = await userByEmail(other);
    const { db } = await testApp();
    const stale = verificationLink(
      'http://panel.test',
      await signingKey(db),
      row!,
      new Date(Date.now() - 61 * 60_000),
    );
    const url = new URL(stale);
    const expired = await api('GET', `/api${url.pathname}${url.search}`, { lang: 'en' });
    expect(expired.status).toBe(422);
    expect(expired.body.token).toBeUndefined();
    expect((await userByEmail(other))?.email_verified_at).toBeNull();
  });
});
