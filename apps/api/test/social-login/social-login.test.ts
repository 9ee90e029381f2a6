import { socialLoginPaths } from '@gazda/contracts/paths';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, extraApp, registerUser, testApp, uniqueEmail } from '../helpers/test-app';
import { followUntil, startTestProvider, type TestProvider } from './oidc-test-provider';

/*
 * The whole social login against a real OpenID Connect provider on loopback: start (state, nonce,
 * PKCE) → the provider's authorization → the panel's callback URL → POST sociallogin → token → me.
 */
const CALLBACK = 'http://panel.test/auth/google/callback';
/** This test browser's binding (the panel keeps one per tab in sessionStorage). */
const BINDING = randomBytes(32).toString('base64url');

let provider: TestProvider;
let server: Awaited<ReturnType<typeof extraApp>>;

beforeAll(async () => {
  provider = await startTestProvider([CALLBACK, 'http://panel.test/auth/apple/callback']);
  server = await extraApp(() => {}, {
    config: {
      social: {
        google: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
        apple: null,
      },
      oidcAllowInsecureLoopback: true,
    },
  });
});

afterAll(async () => {
  await server?.app.close();
  await provider?.close();
});

function account(overrides: Record<string, unknown> = {}) {
  const subject = `sub-${randomUUID()}`;
  const email = uniqueEmail('social');
  provider.accounts.set(subject, {
    email,
    email_verified: true,
    given_name: 'Jelena',
    family_name: 'Marković',
    ...overrides,
  });
  return { subject, email };
}

/**
 * The browser part: start at the API, through the provider, back at the panel's callback. Also
 * answers the nonce the API sent to the provider (a test's handle on the flow's row).
 */
async function authorize(subject: string, redirect?: string) {
  provider.loginAs(subject);
  const query = new URLSearchParams({ binding: BINDING });
  if (redirect) query.set('redirect_url', redirect);
  const start = await fetch(`${server.baseUrl}${socialLoginPaths.redirect('google')}?${query}`, {
    redirect: 'manual',
  });
  const atProvider = new URL(start.headers.get('location')!);
  const callback = await followUntil(atProvider.href, CALLBACK);
  return {
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    nonce: atProvider.searchParams.get('nonce')!,
  };
}

function post(code: string, data: string, lang: 'sr' | 'en' = 'en') {
  return api('POST', socialLoginPaths.login('google'), {
    baseUrl: server.baseUrl,
    lang,
    body: { clientId: provider.clientId, code, data, provider: 'google', binding: BINDING },
  });
}

describe('[AUTH][SOCIAL] social login through OpenID Connect', () => {
  it('lists only the configured providers', async () => {
    const answer = await api('GET', socialLoginPaths.providers, { baseUrl: server.baseUrl });
    expect(answer.body).toEqual({ data: [{ provider: 'google', client_id: provider.clientId }] });
    const apple = await api('GET', `${socialLoginPaths.redirect('apple')}?binding=${BINDING}`, {
      baseUrl: server.baseUrl,
    });
    expect(apple.status).toBe(404);
    // The worker's app has no provider at all.
    expect((await api('GET', socialLoginPaths.providers)).body).toEqual({ data: [] });
  });

  it('the start sends the browser to the provider with PKCE, state and nonce', async () => {
    const answer = await fetch(
      `${server.baseUrl}${socialLoginPaths.redirect('google')}?binding=${BINDING}`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('a new subject gets a new, verified account; a second login finds the same one', async () => {
    const { subject, email } = account();
    const { code, state } = await authorize(subject, '/reservations');
    const first = await post(code, state);
    expect(first.status).toBe(200);
    expect(first.body.redirect_url).toBe('/reservations');
    expect(first.body.user).toMatchObject({ email, first_name: 'Jelena', last_name: 'Marković' });
    expect(first.body.user.email_verified_at).not.toBeNull();
    const me = await api('GET', '/api/me', { token: first.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);

    // The same code or state does not work twice.
    expect((await post(code, state)).status).toBe(422);

    const again = await authorize(subject);
    const second = await post(again.code, again.state);
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.redirect_url).toBeUndefined();
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('an unverified e-mail makes an account whose e-mail is not verified', async () => {
    const { subject } = account({ email_verified: false });
    const { code, state } = await authorize(subject);
    const answer = await post(code, state);
    expect(answer.status).toBe(200);
    expect(answer.body.user.email_verified_at).toBeNull();
  });

  it('a wrong state is refused with the generic message, in the language asked', async () => {
    const { subject } = account();
    const { code } = await authorize(subject);
    const answer = await post(code, 'not-the-state', 'sr');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Prijava na ovaj način nije uspela. Pokušajte ponovo ili se prijavite e-adresom i lozinkom.',
    );
  });

  it('a wrong nonce is refused (the ID token was issued for another flow)', async () => {
    const { subject, email } = account();
    const { code, state, nonce } = await authorize(subject);
    const { db } = await testApp();
    // The ID token carries the nonce the API sent; the flow's row now expects another.
    const changed = await db
      .updateTable('social_login_states')
      .set({ nonce: 'another-nonce' })
      .where('nonce', '=', nonce)
      .executeTakeFirst();
    expect(changed.numUpdatedRows).toBe(1n);
    const answer = await post(code, state);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('social_login_failed');
    const made = await db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(made).toEqual([]);
  });

  it('a wrong client id is refused', async () => {
    const { subject } = account();
    const { code, state } = await authorize(subject);
    const answer = await api('POST', socialLoginPaths.login('google'), {
      baseUrl: server.baseUrl,
      body: { clientId: 'someone-else', code, data: state, provider: 'google', binding: BINDING },
    });
    expect(answer.status).toBe(422);
  });

  it('an existing password account with the same e-mail is not taken over', async () => {
    const existing = await registerUser();
    const { subject } = account({ email: existing.email.toUpperCase() });
    const { code, state } = await authorize(subject);
    const answer = await post(code, state);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('social_email_taken');
    expect(answer.body.message).toBe(
      'An account with this e-mail address already exists. Log in with your e-mail and password.',
    );
    const { db } = await testApp();
    const links = await db
      .selectFrom('social_accounts')
      .select('id')
      .where('subject', '=', subject)
      .execute();
    expect(links).toEqual([]);
    // The password still logs in.
    const login = await api('POST', '/api/login', {
      body: { email: existing.email, password: existing.password },
    });
    expect(login.status).toBe(200);
  });

  it("Apple's form_post return becomes the panel's GET callback", async () => {
    const answer = await fetch(`${server.baseUrl}/auth/apple/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=abc&state=xyz',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/auth/apple/callback?code=abc&state=xyz');
  });
});
