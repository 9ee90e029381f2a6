import type { SocialProvidersResponse } from '@gazda/contracts/social-login';
import {
  SOCIAL_PROVIDERS,
  socialLoginPaths,
  type SocialProvider,
} from '@gazda/contracts/social-login-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type AnswerParser } from '../../../lib/api-client';

/** `start`: where its button sends the browser (GET auth/{provider}/redirect). */
export type ConfiguredProvider = { provider: SocialProvider; client_id: string; start: string };

/*
 * /login asks for the providers at once, and its first download does without zod (issue #9's
 * 150 KB): the paths come from the contract's zod-free part, and the answer is checked by hand
 * (get-providers.test.ts holds the check to `socialProvidersResponseSchema`).
 */
function isProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The check of `socialProvidersResponseSchema`, without zod: throws on any other shape. */
export const providersAnswer: AnswerParser<SocialProvidersResponse> = {
  parse(answer) {
    const data: unknown = (answer as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new TypeError('auth/providers: no data list');
    return {
      data: data.map((item: unknown) => {
        const { provider, client_id } = (item ?? {}) as Record<string, unknown>;
        if (!isProvider(provider) || typeof client_id !== 'string')
          throw new TypeError('auth/providers: not a provider');
        return { provider, client_id };
      }),
    };
  },
};

/** GET auth/providers: only configured providers get a button. */
export async function getProviders(): Promise<ConfiguredProvider[]> {
  const { data } = await apiRequest(socialLoginPaths.providers, { schema: providersAnswer });
  return data.map((p) => ({ ...p, start: socialLoginPaths.redirect(p.provider) }));
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['social-login', 'providers'],
    queryFn: getProviders,
    staleTime: 10 * 60_000,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
