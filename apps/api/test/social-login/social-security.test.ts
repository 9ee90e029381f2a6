import { socialLoginPaths } from '@gazda/contracts/paths';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTranslator } from '@gazda/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, extraApp, testApp, uniqueEmail } from '../helpers/test-app';
import { followUntil, startTestProvider, type TestProvider } from './oidc-test-provider';

/*
 * docs/security.md G10, against the real OpenID Connect test provider: (a) the ID token's
 * signature is verified with the issuer's published keys (ASVS 9.1.1), so a token signed by
 * another key is refused; (b) a flow works only in the browser that started it (login CSRF,
 * ASVS 10.1.2): the code and state of someone else's flow, planted on a victim's panel, fail.
 */
const CALLBACK = 'http://panel.test/auth/google/callback';
const binding = () => randomBytes(32).toString('base64url');

type Server = Awaited<ReturnType<typeof extraApp>>;

async function panelFor(provider: TestProvider): Promise<Server> {
  return extraApp(() => {}, {
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
}

let good: TestProvider;
let forger: TestProvider;
let server: Server;
let forgerServer: Server;

beforeAll(async () => {
  good = await startTestProvider([CALLBACK]);
  forger = await startTestProvider([CALLBACK], { publish: 'another key' });
  server = await panelFor(good);
  forgerServer = await panelFor(forger);
});

afterAll(async () => {
  await Promise.all([server?.app.close(), forgerServer?.app.close()]);
  await Promise.all([good?.close(), forger?.close()]);
});

/** A person at the provider, started in a browser whose binding is `browser`. */
async function flow(provider: TestProvider, panel: Server, browser: string) {
  const subject = `sub-${randomUUID()}`;
  const email = uniqueEmail('social');
  provider.accounts.set(subject, { email, email_verified: true, given_name: 'Ana' });
  provider.loginAs(subject);
  const callback = await followUntil(
    `${panel.baseUrl}${socialLoginPaths.redirect('google')}?binding=${browser}`,
    CALLBACK,
  );
  return {
    email,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
  };
}

function exchange(
  provider: TestProvider,
  panel: Server,
  started: { code: string; state: string },
  browser: string | undefined,
) {
  const body: Record<string, string> = {
    clientId: provider.clientId,
    code: started.code,
    data: started.state,
    provider: 'google',
  };
  if (browser !== undefined) body.binding = browser;
  return api('POST', socialLoginPaths.login('google'), {
    baseUrl: panel.baseUrl,
    body,
    lang: 'en',
  });
}

async function usersWith(email: string) {
  const { db } = await testApp();
  return db.selectFrom('users').select('id').where('email', '=', email).execute();
}

describe('[SECURITY][SOCIAL] ID token signatures are verified', () => {
  it("a token signed with the issuer's key logs in, and its keys were fetched to check it", async () => {
    const browser = binding();
    const before = good.jwksFetches();
    const answer = await exchange(good, server, await flow(good, server, browser), browser);
    expect(answer.status).toBe(200);
    expect(good.jwksFetches()).toBeGreaterThan(before);
  });

  it('a token signed by a key the issuer does not publish is refused and creates nothing', async () => {
    const browser = binding();
    const started = await flow(forger, forgerServer, browser);
    const answer = await exchange(forger, forgerServer, started, browser);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('social_login_failed');
    expect(forger.jwksFetches()).toBeGreaterThan(0);
    expect(await usersWith(started.email)).toEqual([]);
  });
});

describe('[SECURITY][SOCIAL] a flow is bound to the browser that started it', () => {
  it("another browser's binding, or none, is refused with the generic message", async () => {
    const attacker = binding();
    const started = await flow(good, server, attacker);
    for (const victim of [binding(), '', undefined]) {
      const answer = await exchange(good, server, started, victim);
      expect(answer.status, String(victim)).toBe(422);
      expect(answer.body.code).toBe('social_login_failed');
      expect(answer.body.message).toBe(createTranslator('en')('socialLogin.failed'));
    }
    expect(await usersWith(started.email)).toEqual([]);
    // The browser that started it still finishes its own flow.
    expect((await exchange(good, server, started, attacker)).status).toBe(200);
  });

  it('a start without a valid binding is refused', async () => {
    for (const query of ['', '?binding=short', `?binding=${'x'.repeat(40)}%2F`]) {
      const answer = await fetch(
        `${server.baseUrl}${socialLoginPaths.redirect('google')}${query}`,
        {
          redirect: 'manual',
        },
      );
      expect(answer.status, query).toBe(422);
    }
  });
});
