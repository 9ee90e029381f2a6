import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/*
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the social login tests. Its
 * login and consent steps finish by themselves for the account the test picks with `loginAs`.
 */
export type TestAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  loginAs: (subject: string) => void;
  /** How often a client fetched the provider's JWKS (the ID token signature check does). */
  jwksFetches: () => number;
  close: () => Promise<void>;
};

const KID = 'gazda-test-signing';

/** A fresh RSA key as a private JWK for signing ID tokens (RS256). */
function signingKey(): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' };
}

function publicPart({ kty, n, e, kid, use, alg }: JsonWebKey): JsonWebKey {
  return { kty, n, e, kid, use, alg };
}

/**
 * `publish: 'another key'` makes the provider publish, under the same key id, the public half of
 * a key it does not sign with: its ID tokens are then signed by a key that is not the issuer's,
 * which is what a forged or substituted token looks like to the client.
 */
export async function startTestProvider(
  redirectUris: string[],
  options: { publish?: 'own key' | 'another key' } = {},
): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'gazda-panel-test';
  const clientSecret = 'gazda-panel-test-secret-0123456789';
  const accounts = new Map<string, TestAccount>();
  let next = '';
  let jwksFetches = 0;
  const key = signingKey();
  const published = options.publish === 'another key' ? signingKey() : key;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The claims of the requested scopes go into the ID token (as Google and Apple put them).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: { keys: [key] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
  });

  provider.use(async (ctx, nextMiddleware) => {
    if (!ctx.path.startsWith('/interaction/')) return nextMiddleware();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: next } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session?.accountId,
      clientId: details.params.client_id,
    });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', issuer).pathname !== '/jwks')
      return handle(request, response);
    jwksFetches += 1;
    response.writeHead(200, { 'content-type': 'application/jwk-set+json' });
    response.end(JSON.stringify({ keys: [publicPart(published)] }));
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    loginAs: (subject) => {
      next = subject;
    },
    jwksFetches: () => jwksFetches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows redirects like a browser (cookies kept per host) until one leaves for `stopAt`;
 * answers that last location.
 */
export async function followUntil(start: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, Map<string, string>>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
    jar.set(url.host, cookies);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`no redirect from ${url.href}: ${response.status} ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
