import { socialLoginPaths } from '@gazda/contracts/paths';
import { randomBytes, randomUUID } from 'node:crypto';
import { api, extraApp, uniqueEmail } from '../helpers/test-app';
import { followUntil, startTestProvider } from '../social-login/oidc-test-provider';
import { db, out, type Outcome } from './mass-common';

const CALLBACK = 'http://panel.test/auth/google/callback';

/**
 * A real social sign-in (the OpenID Connect test provider on loopback, as in social-login/) whose
 * final POST sociallogin/google carries the extras; the rows are the new user's and its links.
 */
export async function socialSignIn(extras: object): Promise<Outcome> {
  const provider = await startTestProvider([CALLBACK]);
  const server = await extraApp(() => {}, {
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
  try {
    const subject = `sub-${randomUUID()}`;
    const email = uniqueEmail('social');
    provider.accounts.set(subject, {
      email,
      email_verified: true,
      given_name: 'Jelena',
      family_name: 'Marković',
    });
    provider.loginAs(subject);
    const binding = randomBytes(32).toString('base64url');
    const callback = await followUntil(
      `${server.baseUrl}${socialLoginPaths.redirect('google')}?binding=${binding}`,
      CALLBACK,
    );
    const body = {
      clientId: provider.clientId,
      code: callback.searchParams.get('code')!,
      data: callback.searchParams.get('state')!,
      provider: 'google',
      binding,
    };
    const answer = await api('POST', socialLoginPaths.login('google'), {
      baseUrl: server.baseUrl,
      body: { ...extras, ...body },
    });
    const rows = await (
      await db()
    )
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .execute();
    const links = await (
      await db()
    )
      .selectFrom('social_accounts')
      .selectAll()
      .where('user_id', 'in', rows.length ? rows.map((r) => r.id) : [0])
      .execute();
    return out(answer, [...rows, ...links]);
  } finally {
    await server.app.close();
    await provider.close();
  }
}
