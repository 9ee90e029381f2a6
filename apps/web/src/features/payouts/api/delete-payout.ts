import { payoutsPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { payoutsKey } from './get-payouts';

/** DELETE user-settings/payouts/{id} → 204; 423 when a booking uses it. */
function deletePayout(id: number): Promise<void> {
  return apiRequest(payoutsPaths.one(id), { method: 'DELETE' });
}

export function useDeletePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
