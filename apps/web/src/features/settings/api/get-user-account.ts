import { adminPaths } from '@gazda/contracts/admin';
import { dataOf } from '@gazda/contracts/common';
import { userSchema } from '@gazda/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(userSchema);

/** GET admin/users/{id}: another user's account (the User shape), for an Admin's read-only view. */
export function userAccountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['admin-user-account', userId],
    queryFn: async () =>
      (await apiRequest(adminPaths.user(userId), { schema: responseSchema })).data,
  });
}

export function useUserAccount(userId: number) {
  return useQuery(userAccountQueryOptions(userId));
}
