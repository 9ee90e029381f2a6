import { payoutsPaths } from '@gazda/contracts/paths';
import type { PayoutList } from '@gazda/contracts/payouts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every payout query; mutations invalidate it. */
export const payoutsKey = ['payouts'] as const;

/** GET user-settings/payouts: the user's methods, oldest first, and the support address. */
export function payoutsQueryOptions() {
  return queryOptions({
    queryKey: payoutsKey,
    queryFn: () => apiRequest<PayoutList>(payoutsPaths.list),
  });
}
