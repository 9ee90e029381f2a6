import { authPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { User } from '@gazda/contracts/user';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adoptUserLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export async function getMe(): Promise<User> {
  const { data } = await apiRequest<DataOf<User>>(authPaths.me);
  // The user's saved language becomes the panel language (docs/rules/product.md §2).
  adoptUserLocale(data.settings.lang);
  return data;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000 });
}

/** For the shell, which shows its own loading and error states. */
export function useMe() {
  return useQuery(meQueryOptions());
}

/** For screens inside the panel shell, which renders them only once `me` is loaded. */
export function useUser(): User {
  return useSuspenseQuery(meQueryOptions()).data;
}
