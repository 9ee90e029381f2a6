import { socialLoginPaths } from '@gazda/contracts/paths';
import type { SocialProvidersResponse } from '@gazda/contracts/social-login';
import type { SocialProvider } from '@gazda/contracts/social-login-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `start`: where its button sends the browser (GET auth/{provider}/redirect). */
type ConfiguredProvider = { provider: SocialProvider; client_id: string; start: string };

/** GET auth/providers: only configured providers get a button. */
export async function getProviders(): Promise<ConfiguredProvider[]> {
  const { data } = await apiRequest<SocialProvidersResponse>(socialLoginPaths.providers);
  return data.map((p) => ({ ...p, start: socialLoginPaths.redirect(p.provider) }));
}

function providersQueryOptions() {
  return queryOptions({
    queryKey: ['social-login', 'providers'],
    queryFn: getProviders,
    staleTime: 10 * 60_000,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
