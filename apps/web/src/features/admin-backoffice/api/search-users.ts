import { adminPaths, adminUserSchema } from '@gazda/contracts/admin';
import { listOf } from '@gazda/contracts/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

const responseSchema = listOf(adminUserSchema);

/** GET admin/users?q=: part of the name, e-mail or phone; newest accounts first. */
export function userSearchQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: [...adminKey, 'users', q, page],
    queryFn: () =>
      apiRequest(adminPaths.users, { query: { q, page, per_page: 20 }, schema: responseSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSearch(q: string, page: number) {
  return useQuery(userSearchQueryOptions(q, page));
}
