import { randomBytes } from 'node:crypto';
import { createTranslator } from '@gazda/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { LIMITS } from '../../src/features/throttle/throttle';
import { mailsTo } from '../helpers/outbox';
import { api, extraApp, PASSWORD, uniqueEmail } from '../helpers/test-app';

/*
 * Issue #10 item 6, register side. api.md makes register answer 422 for a taken address and
 * product.md logs the person in at once (201), so register cannot be silent. Instead (ASVS 5.0
 * 6.3.8 is level 3): a limit per IP counted the same for taken and new addresses, and a mail to
 * the owner of a taken address. This app trusts X-Forwarded-For so each test has its own IPs,
 * and uses the production limit (the shared test app raises it: every test registers).
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

function register(ip: string, email: string, lang: 'sr' | 'en' = 'en') {
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
    },
  });
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
    expect((await register(freshIp(), owner)).status).toBe(201);
    for (let i = 0; i < limit; i += 1) {
      const taken = i % 2 === 0;
      const answer = await register(ip, taken ? owner : uniqueEmail('new'));
      expect(answer.status, `attempt ${i + 1}`).toBe(taken ? 422 : 201);
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
    expect((await register(freshIp(), late)).status).toBe(201);
  });

  it('another IP is not affected', async () => {
    const busy = freshIp();
    for (let i = 0; i < limit; i += 1)
      expect((await register(busy, uniqueEmail())).status).toBe(201);
    expect((await register(busy, uniqueEmail())).status).toBe(429);
    expect((await register(freshIp(), uniqueEmail())).status).toBe(201);
  });
});

describe('[SECURITY][ENUMERATION] the owner of a taken address is told, once an hour', () => {
  it.each(['sr', 'en'] as const)(
    'in the owner’s language (%s), with a login link and no secret',
    async (lang) => {
      const owner = uniqueEmail('owner');
      expect((await register(freshIp(), owner, lang)).status).toBe(201);
      expect(await attemptMails(owner)).toEqual([]); // a new account gets no such mail

      // The attacker writes in the other language and another case; the mail follows the owner.
      const other = lang === 'sr' ? 'en' : 'sr';
      const answer = await register(freshIp(), owner.toUpperCase(), other);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.email).toEqual([createTranslator(other)('validation.email_taken')]);

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

      // More attempts within the hour, from anywhere: still 422, no second mail.
      for (let i = 0; i < 3; i += 1) {
        expect((await register(freshIp(), owner, other)).status).toBe(422);
      }
      expect(await attemptMails(owner)).toHaveLength(1);
    },
  );

  it('parallel attempts on one address still send one mail', async () => {
    const owner = uniqueEmail('owner');
    expect((await register(freshIp(), owner)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(freshIp(), owner)));
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(await attemptMails(owner)).toHaveLength(1);
  });
});
