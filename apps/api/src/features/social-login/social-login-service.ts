import type { SocialLoginBody, SocialProvider } from '@gazda/contracts/social-login';
import type { Locale } from '@gazda/i18n/locales';
import * as oidc from 'openid-client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { recordEvent } from '../activity-log/activity-log-service';
import { hashPassword } from '../../crypto/passwords';
import { issueToken, type Session } from '../auth/session-service';
import { newSecretToken, sha256Hex } from '../../crypto/tokens';
import { findUserByEmail, insertUser, userResource } from '../account/user-service';
import { callbackUrl, oidcConfiguration, providerConfig } from './oidc-clients';
import {
  findSocialUser,
  insertLoginState,
  insertSocialAccount,
  takeLoginState,
  touchSocialAccount,
} from './social-login-repository';

const STATE_TTL_MS = 10 * 60_000;

/**
 * Every failure answers the same generic message; the cause goes to the log only
 * (docs/rules/product.md §8).
 */
function socialLoginFailed(): AppError {
  return new AppError('social_login_failed');
}

function configured(deps: Deps, provider: SocialProvider) {
  const settings = providerConfig(deps, provider);
  if (!settings) throw notFound();
  return settings;
}

/** Only a path of the panel (no open redirect). */
function safePath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** The configured providers and their public client ids (the panel shows their buttons). */
export function configuredProviders(deps: Deps) {
  return (['google', 'apple'] as const).flatMap((provider) => {
    const settings = deps.config.social[provider];
    return settings ? [{ provider, client_id: settings.clientId }] : [];
  });
}

/**
 * What `social_login_states.state_hash` holds: the SHA-256 of the state together with the browser
 * binding, so a state is found only with the binding of the browser that started the flow.
 * (`.` occurs in neither: both are base64url.)
 */
function flowKey(state: string, binding: string): string {
  return sha256Hex(`${state}.${binding}`);
}

/**
 * Creates state, nonce and PKCE verifier, keeps them for 10 minutes bound to the browser's
 * binding (contracts `socialBindingSchema`) and answers the provider URL.
 */
export async function startSocialLogin(
  deps: Deps,
  provider: SocialProvider,
  start: { redirectUrl: string | undefined; binding: string },
  locale: Locale,
): Promise<string> {
  const settings = configured(deps, provider);
  let config: oidc.Configuration;
  try {
    config = await oidcConfiguration(deps, provider, settings);
  } catch (error) {
    deps.log.warn({ err: error, provider }, 'social login: provider discovery failed');
    throw socialLoginFailed();
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  await insertLoginState(
    deps.db,
    {
      state_hash: flowKey(state, start.binding),
      provider,
      nonce,
      code_verifier: verifier,
      redirect_url: safePath(start.redirectUrl),
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
    },
    now,
  );
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(deps, provider),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  };
  if (provider === 'apple') {
    // Apple sends name and e-mail only with form_post; the server turns that POST into the
    // panel's GET callback (social-callback-routes.ts).
    parameters.scope = 'openid email name';
    parameters.response_mode = 'form_post';
  }
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

type Identity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/**
 * Exchanges the code; openid-client checks issuer, audience, the ID token's signature against the
 * provider's JWKS (oidc-clients.ts), expiry, nonce and PKCE. A state with another browser's
 * binding is not found, so it fails before the code is even sent.
 */
async function exchange(
  deps: Deps,
  body: SocialLoginBody,
): Promise<{ identity: Identity; redirectUrl: string | null }> {
  const settings = configured(deps, body.provider);
  if (body.clientId !== settings.clientId) throw socialLoginFailed();
  const flow = await takeLoginState(
    deps.db,
    flowKey(body.data, body.binding),
    body.provider,
    deps.now(),
  );
  if (!flow) throw socialLoginFailed();
  const config = await oidcConfiguration(deps, body.provider, settings);
  const redirectUri = callbackUrl(deps, body.provider);
  const current = new URL(redirectUri);
  current.searchParams.set('code', body.code);
  current.searchParams.set('state', body.data);
  if (config.serverMetadata().authorization_response_iss_parameter_supported)
    current.searchParams.set('iss', config.serverMetadata().issuer);
  const tokens = await oidc.authorizationCodeGrant(
    config,
    current,
    {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: body.data,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: redirectUri },
  );
  const claims = tokens.claims();
  if (!claims?.sub) throw socialLoginFailed();
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  // Apple sends "true" as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const local = email?.split('@')[0] ?? '';
  return {
    identity: {
      subject: claims.sub,
      email,
      emailVerified: verified,
      firstName: text(claims.given_name) || local || body.provider,
      lastName: text(claims.family_name) || '-',
    },
    redirectUrl: flow.redirect_url,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/**
 * The account of (provider, subject), or a new one. Never by e-mail alone: an existing account
 * with the same address is not taken over (README.md in this folder).
 */
async function accountFor(
  deps: Deps,
  provider: SocialProvider,
  who: Identity,
  locale: Locale,
): Promise<UserRow> {
  const now = deps.now();
  const known = await findSocialUser(deps.db, provider, who.subject);
  if (known) {
    await touchSocialAccount(deps.db, provider, who.subject, now);
    return known;
  }
  if (!who.email) throw new AppError('social_no_email');
  const emailTaken = new AppError('social_email_taken');
  if (await findUserByEmail(deps.db, who.email)) throw emailTaken;
  // No password to know: a random one, replaced through "forgot password" if ever wanted.
  const passwordHash = await hashPassword(newSecretToken().token);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        first_name: who.firstName,
        last_name: who.lastName,
        email: who.email!,
        password_hash: passwordHash,
        email_verified_at: who.emailVerified ? now : null,
        lang: locale,
        created_at: now,
        updated_at: now,
      });
      await insertSocialAccount(
        trx,
        { user_id: user.id, provider, subject: who.subject, email: who.email },
        now,
      );
      await recordEvent(
        trx,
        { userId: user.id, actorId: user.id, entity: 'social_account', entityId: null },
        { kind: 'created', field: 'provider', value: provider },
        now,
      );
      return user;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same first login twice at once: the other one created it.
    const raced = await findSocialUser(deps.db, provider, who.subject);
    if (raced) return raced;
    throw emailTaken;
  }
}

export async function socialLogin(
  deps: Deps,
  body: SocialLoginBody,
  locale: Locale,
  client: string,
): Promise<Session & { redirect_url?: string }> {
  let result: Awaited<ReturnType<typeof exchange>>;
  try {
    result = await exchange(deps, body);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'social_login_failed') throw error;
    deps.log.warn({ err: error, provider: body.provider }, 'social login failed');
    throw socialLoginFailed();
  }
  const user = await accountFor(deps, body.provider, result.identity, locale);
  if (user.deleted_at) {
    deps.log.warn({ provider: body.provider, userId: user.id }, 'social login: account deleted');
    throw socialLoginFailed();
  }
  const token = await issueToken(deps, deps.db, user.id, client);
  const session = { token, user: await userResource(deps.db, user) };
  return result.redirectUrl ? { ...session, redirect_url: result.redirectUrl } : session;
}
