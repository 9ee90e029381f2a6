import { bookingPaths } from '@gazda/contracts/paths';
import { createTranslator } from '@gazda/i18n/translate';
import { describe, expect, it } from 'vitest';
import { book, guest, instantHost } from './bookings/fixtures';
import { latestMailTo, mailsTo } from './helpers/outbox';
import { api, registerUser, testApp } from './helpers/test-app';

/*
 * Issue #30 item 4: Serbian in Cyrillic is the third interface language. The server answers in it
 * (App-Language: sr-Cyrl), saves it as a person's language and writes their mails in it.
 */
const cyrillic = { 'app-language': 'sr-Cyrl' };
const sr = createTranslator('sr-Cyrl');
/** Serbian Latin letters that must not be left in a Cyrillic text (kept names aside). */
const LATIN = /[a-zčćžšđ]{2,}/i;

describe('[I18N][CYRILLIC] the server in Serbian Cyrillic', () => {
  it('answers its errors and field errors in Cyrillic for App-Language: sr-Cyrl', async () => {
    const u = await registerUser({ lang: 'sr' });
    const bad = await api('POST', '/api/user-settings/update-settings', {
      token: u.token,
      headers: cyrillic,
      body: { lang: 'de' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ lang: [sr('validation.invalid')] });
    expect(bad.body.message).toMatch(/[а-яђјљњћџ]/i);
    expect(bad.body.message).not.toMatch(LATIN);

    const anonymous = await api('GET', '/api/me', { headers: { 'app-language': 'SR-cyrl-RS' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).not.toMatch(LATIN);
  });

  it('saves sr-Cyrl as the language (0027), answers it in me and logs the change', async () => {
    const u = await registerUser({ lang: 'sr' });
    const res = await api('POST', '/api/user-settings/update-settings', {
      token: u.token,
      body: { lang: 'sr-Cyrl' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings.lang).toBe('sr-Cyrl');
    expect((await api('GET', '/api/me', { token: u.token })).body.data.settings.lang).toBe(
      'sr-Cyrl',
    );
    const { db } = await testApp();
    const entry = await db
      .selectFrom('activity_log')
      .select(['field', 'from_value', 'to_value'])
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ field: 'lang', from_value: 'sr', to_value: 'sr-Cyrl' });
  });

  it('writes the mails of a person who registered in Cyrillic in Cyrillic, addresses in Latin', async () => {
    const email = `cirilica-${Date.now()}@test.gazda`;
    const res = await api('POST', '/api/register', {
      headers: cyrillic,
      body: {
        first_name: 'Љиљана',
        last_name: 'Џамић',
        email,
        password: 'planina-i-reka-7',
        password_confirmation: 'planina-i-reka-7',
      },
    });
    expect(res.status).toBe(202);
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(sr('mail.verify_email.subject'));
    expect(mail.subject).toMatch(/^[^a-z]*$/i);
    expect(mail.text).toContain('Љиљана');
    expect(mail.text).toMatch(/https?:\/\/\S+\/email\/verify\//);
    expect(mail.html).toContain('<html lang="sr-Cyrl">');
    const { db } = await testApp();
    const user = await db
      .selectFrom('users')
      .select('lang')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.lang).toBe('sr-Cyrl');
  });

  it("a guest's booking mail in Cyrillic, its dates through Intl in sr-Cyrl", async () => {
    const host = await instantHost();
    const g = await guest({ lang: 'sr-Cyrl' });
    const booked = await book(g, host.listingId);
    expect(booked.status).toBe(201);
    await (await testApp()).app.deps.tasks.idle();
    const code: string = booked.body.data.code;
    const mail = (await mailsTo(g.email)).find((m) => m.text.includes(code));
    expect(mail).toBeDefined();
    expect(mail!.subject).not.toMatch(LATIN);
    // 2027-01-06 → 2027-01-09 as Intl writes it in sr-Cyrl.
    expect(mail!.text).toContain('6. јан 2027.');
    expect(mail!.text).toContain(`${sr('bookings.mail.code')}: ${code}`);
    expect(mail!.html).toContain('<html lang="sr-Cyrl">');
  });

  it('a city typed in Cyrillic finds the listings of that city, stored in Latin', async () => {
    const city = `Zaječar ${Date.now()}`;
    const host = await instantHost({ city });
    const typed = `ЗАЈЕЧАР ${city.split(' ')[1]}`;
    const res = await api('GET', `${bookingPaths.search}?city=${encodeURIComponent(typed)}`, {
      headers: cyrillic,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([host.listingId]);
  });

  it('names the reference data (categories, countries) in Cyrillic', async () => {
    const latin = await api('GET', '/api/countries', { lang: 'sr' });
    const cyr = await api('GET', '/api/countries', { headers: cyrillic });
    expect(cyr.status).toBe(200);
    const serbia = (rows: { code: string; name: string }[]) =>
      rows.find((row) => row.code === 'RS')?.name;
    expect(serbia(latin.body.data)).toBe('Srbija');
    expect(serbia(cyr.body.data)).toBe('Србија');
  });
});
