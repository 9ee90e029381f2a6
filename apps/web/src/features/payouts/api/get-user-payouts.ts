import { adminPaths } from '@gazda/contracts/admin';
import { payoutListSchema } from '@gazda/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { payoutsKey, payoutsQueryOptions } from './get-payouts';

/** GET admin/users/{id}/payouts: another user's methods, masked, for an Admin's read-only view. */
export function userPayoutsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...payoutsKey, 'user', userId],
    queryFn: () => apiRequest(adminPaths.userPayouts(userId), { schema: payoutListSchema }),
  });
}

/** The viewer's own methods, or (an Admin's `viewAsAdmin`) those of `userId`. */
export function usePayoutsOf(userId: number | null) {
  const own = useQuery({ ...payoutsQueryOptions(), enabled: userId === null });
  const viewed = useQuery({ ...userPayoutsQueryOptions(userId ?? 0), enabled: userId !== null });
  return userId === null ? own : viewed;
}
