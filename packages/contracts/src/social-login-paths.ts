/*
 * The social login's providers and paths without zod (social-login.ts re-exports them): /login
 * asks for the providers at once, and its first download does without zod (issue #9's 150 KB).
 */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const socialLoginPaths = {
  providers: '/api/auth/providers',
  redirect: (provider: SocialProvider) => `/api/auth/${provider}/redirect`,
  login: (provider: SocialProvider) => `/api/sociallogin/${provider}`,
} as const;
