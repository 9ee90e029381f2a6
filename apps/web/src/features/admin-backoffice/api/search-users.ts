import { adminPaths } from '@gazda/contracts/paths';
import type { AdminUser } from '@gazda/contracts/admin';
import type { ListOf } from '@gazda/contracts/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/users?q=: part of the name, e-mail or phone; newest accounts first. */
function userSearchQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: [...adminKey, 'users', q, page],
    queryFn: () =>
      apiRequest<ListOf<AdminUser>>(adminPaths.users, { query: { q, page, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSearch(q: string, page: number) {
  return useQuery(userSearchQueryOptions(q, page));
}
