import {
  socialLoginPaths,
  socialProvidersResponseSchema,
  type SocialProvider,
} from '@gazda/contracts/social-login';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ConfiguredProvider = { provider: SocialProvider; client_id: string };

/** GET auth/providers: only configured providers get a button. */
export async function getProviders(): Promise<ConfiguredProvider[]> {
  const { data } = await apiRequest(socialLoginPaths.providers, {
    schema: socialProvidersResponseSchema,
  });
  return data;
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
