import { adminPaths } from '@gazda/contracts/paths';
import type { PayoutList } from '@gazda/contracts/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { payoutsKey, payoutsQueryOptions } from './get-payouts';

/** GET admin/users/{id}/payouts: another user's methods, masked, for an Admin's read-only view. */
function userPayoutsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...payoutsKey, 'user', userId],
    queryFn: () => apiRequest<PayoutList>(adminPaths.userPayouts(userId)),
  });
}

/** The viewer's own methods, or (an Admin's `viewAsAdmin`) those of `userId`. */
export function usePayoutsOf(userId: number | null) {
  const own = useQuery({ ...payoutsQueryOptions(), enabled: userId === null });
  const viewed = useQuery({ ...userPayoutsQueryOptions(userId ?? 0), enabled: userId !== null });
  return userId === null ? own : viewed;
}
