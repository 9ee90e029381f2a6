import type { SocialProvider } from '@gazda/contracts/social-login';
import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../../config-fields';
import type { Deps } from '../../deps';

/*
 * One openid-client Configuration per provider, from the issuer's discovery document, fetched once
 * per process (a failed discovery is retried at the next login). Client authentication is
 * client_secret_post, which Google and Apple both accept. `enableNonRepudiationChecks` makes
 * openid-client verify the ID token's signature against the issuer's `jwks_uri` keys (by default
 * it relies on TLS to the token endpoint only; ASVS 9.1.1).
 */
const cache = new Map<string, Promise<oidc.Configuration>>();

function isLoopback(issuer: string): boolean {
  const { hostname } = new URL(issuer);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

export function providerConfig(deps: Deps, provider: SocialProvider): SocialProviderConfig | null {
  return deps.config.social[provider];
}

export function oidcConfiguration(
  deps: Deps,
  provider: SocialProvider,
  settings: SocialProviderConfig,
): Promise<oidc.Configuration> {
  const key = `${provider}|${settings.issuer}|${settings.clientId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // Plain http only for an issuer on loopback, and only when the configuration allows it (tests).
  const insecure =
    deps.config.oidcAllowInsecureLoopback &&
    isLoopback(settings.issuer) &&
    settings.issuer.startsWith('http:');
  const execute = insecure
    ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
    : [oidc.enableNonRepudiationChecks];
  const pending = oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(settings.clientSecret),
    { execute, timeout: 15 },
  );
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

/** The panel's route the provider sends the browser back to. */
export function callbackUrl(deps: Deps, provider: SocialProvider): string {
  return `${deps.config.appUrl}/auth/${provider}/callback`;
}
