import { localeSchema } from './common';
import { SOCIAL_PROVIDERS } from './social-login-paths';
import { z } from './zod';

export { SOCIAL_PROVIDERS, type SocialProvider } from './social-login-paths';

/*
 * Social login through OpenID Connect (docs/rules/product.md §7 `sociallogin/{provider}`,
 * docs/rules/decisions.md §9). GET auth/{provider}/redirect starts the flow (state, nonce, PKCE)
 * and sends the browser to the provider, which returns to the panel's /auth/{provider}/callback;
 * the panel then posts the code and `data` (the state) here and gets a session like a password
 * login.
 */
const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/**
 * The browser binding (login CSRF, ASVS 10.1.2): a random value the panel keeps in
 * sessionStorage when it starts a flow, sent with the start and again with the code exchange.
 * A code and state that come back in another browser (an attacker's own flow, planted on the
 * victim) carry a different value there and are refused.
 */
const socialBindingSchema = z.string().regex(/^[\w-]{32,128}$/);

/**
 * GET auth/{provider}/redirect: where to go after the login (a path of the panel), the language
 * for the provider's pages (a browser navigation carries no App-Language header) and the
 * browser binding.
 */
export const socialRedirectQuerySchema = z.object({
  redirect_url: z.string().max(2000).optional(),
  lang: localeSchema.optional(),
  binding: socialBindingSchema,
});

export const socialLoginBodySchema = z.object({
  /** The panel's client id of the provider; checked against the server's (may be empty). */
  clientId: z.string().trim().max(500),
  code: z.string().trim().min(1).max(4000),
  /** The flow's `state` as the provider returned it. */
  data: z.string().trim().min(1).max(4000),
  provider: socialProviderSchema,
  /** The browser binding of this tab (may be missing: then the flow is refused like any other). */
  binding: z.string().max(200).default(''),
});
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

/** GET auth/providers: the configured providers; the panel shows only their buttons. */
export const socialProvidersResponseSchema = z.object({
  data: z.array(z.object({ provider: socialProviderSchema, client_id: z.string() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;
