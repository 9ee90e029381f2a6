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

  it('a registered e-mail is taken, whatever its case, in sr and en', async () => {
    const u = await registerUser();
    const body = {
      first_name: 'Drugi',
      last_name: 'Korisnik',
      email: u.email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    };
    const sr = await api('POST', '/api/register', { body, lang: 'sr' });
    expect(sr.status).toBe(422);
    expect(sr.body.errors).toEqual({ email: ['Ova e-mail adresa je već registrovana'] });
    const en = await api('POST', '/api/register', { body, lang: 'en' });
    expect(en.body.message).toBe('Validation Error');
    expect(en.body.errors).toEqual({ email: ['This e-mail address is already registered'] });
  });

  it('two registrations of one address at once: one 201, one 422', async () => {
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
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
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
