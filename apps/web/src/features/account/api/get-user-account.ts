import { adminPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { User } from '@gazda/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET admin/users/{id}: another user's account (the User shape), for an Admin's read-only view. */
function userAccountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['admin-user-account', userId],
    queryFn: async () => (await apiRequest<DataOf<User>>(adminPaths.user(userId))).data,
  });
}

export function useUserAccount(userId: number) {
  return useQuery(userAccountQueryOptions(userId));
}
