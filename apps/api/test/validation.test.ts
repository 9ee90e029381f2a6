import { describe, expect, it } from 'vitest';
import { api, PASSWORD, registerUser, testApp, uniqueEmail } from './helpers/test-app';

describe('[AUTH] validation answers: 422 in the request language', () => {
  it('an empty register body names every required field, in Serbian by default', async () => {
    const res = await api('POST', '/api/register', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Greška u podacima');
    for (const field of ['first_name', 'last_name', 'email', 'password', 'password_confirmation']) {
      expect(res.body.errors[field], field).toEqual(['Obavezno polje']);
    }
  });

  it('no body at all reads as an empty one', async () => {
    const res = await api('POST', '/api/login', { lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    });
  });

  it('English messages with their numbers: names need 3 characters, passwords 6', async () => {
    const res = await api('POST', '/api/register', {
      lang: 'en',
      body: {
        first_name: 'Al',
        last_name: 'Petrović',
        email: 'not-an-email',
        password: '12345',
        password_confirmation: '54321',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation Error',
      code: 'validation',
      errors: {
        first_name: ['Enter at least 3 characters'],
        email: ['Enter a valid e-mail address'],
        password: ['Enter at least 6 characters'],
        password_confirmation: ['Passwords must match'],
      },
    });
  });

  it('the same in Serbian, with its plural forms', async () => {
    const res = await api('POST', '/api/register', {
      lang: 'sr',
      body: {
        first_name: 'Al',
        last_name: 'Petrović',
        email: uniqueEmail(),
        password: '12345',
        password_confirmation: '12345',
      },
    });
    expect(res.body.errors).toEqual({
      first_name: ['Unesite najmanje 3 znaka'],
      password: ['Unesite najmanje 6 znakova'],
    });
  });

  it('a registered e-mail is not reported as taken: the same 202, whatever its case (issue #10)', async () => {
    const u = await registerUser();
    const body = {
      first_name: 'Drugi',
      last_name: 'Korisnik',
      email: u.email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const sr = await api('POST', '/api/register', { body, lang: 'sr' });
    expect(sr.status).toBe(202);
    expect(sr.body).toEqual({
      message: `Poslali smo link na ${u.email.toUpperCase()}. Otvorite ga da biste završili registraciju.`,
    });
    const en = await api('POST', '/api/register', { body, lang: 'en' });
    expect(en.status).toBe(202);
    expect(en.body.errors).toBeUndefined();
  });

  it('two registrations of one new address at once: both 202, one account', async () => {
    const email = uniqueEmail();
    const body = {
      first_name: 'Istovremeni',
      last_name: 'Korisnik',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const answers = await Promise.all([
      api('POST', '/api/register', { body }),
      api('POST', '/api/register', { body }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const { db } = await testApp();
    const rows = await db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('malformed JSON is a 400 with a translated message, not a stack', async () => {
    const { baseUrl } = await testApp();
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'app-language': 'en' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The request could not be understood',
      code: 'bad_request',
    });
  });
});
