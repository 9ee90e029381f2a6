import { payoutsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { PayoutMethod, PayoutMethodBody } from '@gazda/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { payoutsKey } from './get-payouts';

/** POST user-settings/payouts → 201. */
async function createPayout(body: PayoutMethodBody): Promise<PayoutMethod> {
  const answer = await apiRequest<DataOf<PayoutMethod>>(payoutsPaths.list, {
    method: 'POST',
    body,
  });
  return answer.data;
}

export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payoutsKey });
      // payoutsCount (the verify alert) changes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
