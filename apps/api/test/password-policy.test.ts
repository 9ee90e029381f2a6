import { describe, expect, it } from 'vitest';
import { assertNotGuessable, personalWords } from '../src/features/auth/password-policy';
import { latestMailTo, linksIn } from './helpers/outbox';
import { api, PASSWORD, registerUser, testApp, uniqueEmail } from './helpers/test-app';

/** Whether the policy refuses `password` (assertNotGuessable's 422). */
function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  try {
    assertNotGuessable(password, personal);
    return false;
  } catch {
    return true;
  }
}

const MESSAGE = {
  en: 'This password is too easy to guess: it is a common one, or your name, e-mail or the site’s name with digits. Choose another.',
  sr: 'Ovu lozinku je lako pogoditi: česta je, ili je to vaše ime, e-mail adresa ili ime sajta sa ciframa. Izaberite drugu.',
};

describe('[AUTH][PASSWORD POLICY] guessable passwords (docs/security.md G2)', () => {
  it.each([
    '123456',
    'password',
    'qwerty123',
    'iloveyou',
    'PASSWORD1',
    'lozinka',
    'dragon',
    '1q2w3e4r',
  ])('%s is one of the common passwords', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each(['gazda2024', 'Gazda.rs!', 'smeštaj1', 'APARTMAN-99', 'Booking2025', 'gazdagazda'])(
    '%s is only a word of the site with digits and symbols',
    (password) => {
      expect(isGuessablePassword(password)).toBe(true);
    },
  );

  it('refuses the person’s own names and e-mail with digits, not passwords merely containing them', () => {
    const words = personalWords({
      first_name: 'Petar',
      last_name: 'Petrović',
      email: 'pera.detlic@primer.rs',
    });
    expect(words).toEqual(['petar', 'petrović', 'pera', 'detlic', 'primer']);
    for (const password of [
      'Petar1990',
      'petrović!!',
      'pera.detlic',
      '2024-Detlic',
      'primer123',
      'lozinka-123',
    ])
      expect(isGuessablePassword(password, words), password).toBe(true);
    for (const password of ['petar-voli-more', 'Detlic na Dunavu', PASSWORD, 'lozinka-za-more'])
      expect(isGuessablePassword(password, words), password).toBe(false);
  });

  it('lets through passwords that are neither', () => {
    for (const password of ['secret-123', 'gazda-demo', 'konj-baterija-spajalica', 'Tz8#kQ2m'])
      expect(isGuessablePassword(password), password).toBe(false);
  });
});

describe('[AUTH][PASSWORD POLICY] every new password is checked', () => {
  it.each(['sr', 'en'] as const)(
    'registration refuses a guessable password with a 422 on password (%s) and makes no account',
    async (lang) => {
      const email = uniqueEmail('weak');
      for (const password of ['password1', 'Petar2025']) {
        const answer = await api('POST', '/api/register', {
          lang,
          body: {
            first_name: 'Petar',
            last_name: 'Petrović',
            email,
            password,
            password_confirmation: password,
          },
        });
        expect(answer.status, password).toBe(422);
        expect(answer.body.errors).toEqual({ password: [MESSAGE[lang]] });
      }
      const { db } = await testApp();
      const made = await db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(made).toEqual([]);
    },
  );

  it('changing the password refuses a guessable one and keeps the old password', async () => {
    const user = await registerUser({ first_name: 'Milica' });
    const answer = await api('POST', '/api/user-settings/change-password', {
      token: user.token,
      lang: 'sr',
      body: {
        current_password: user.password,
        password: 'milica2024',
        password_confirmation: 'milica2024',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: [MESSAGE.sr] });
    const login = await api('POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it('a reset refuses a guessable password and leaves the link usable', async () => {
    const user = await registerUser();
    await api('POST', '/api/forgot-password', { body: { email: user.email } });
    const link = linksIn((await latestMailTo(user.email, '/reset-password?')).text).find((l) =>
      l.includes('/reset-password?'),
    )!;
    const token = new URL(link).searchParams.get('token');
    const body = (password: string) => ({
      token,
      email: user.email,
      password,
      password_confirmation: password,
    });
    const weak = await api('POST', '/api/reset-password', { lang: 'en', body: body('qwerty123') });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: [MESSAGE.en] });
    expect((await api('GET', '/api/me', { token: user.token })).status).toBe(200);
    const strong = await api('POST', '/api/reset-password', { body: body('tri-reci-zajedno') });
    expect(strong.status).toBe(204);
  });
});
