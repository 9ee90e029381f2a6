import { dataOf } from '@gazda/contracts/common';
import {
  payoutMethodSchema,
  payoutsPaths,
  type PayoutMethod,
  type PayoutMethodBody,
} from '@gazda/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { payoutsKey } from './get-payouts';

export const payoutResponseSchema = dataOf(payoutMethodSchema);

/** POST user-settings/payouts → 201. */
export async function createPayout(body: PayoutMethodBody): Promise<PayoutMethod> {
  const answer = await apiRequest(payoutsPaths.list, {
    method: 'POST',
    body,
    schema: payoutResponseSchema,
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
