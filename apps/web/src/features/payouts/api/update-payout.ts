import { payoutsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { PayoutMethod, PayoutMethodBody } from '@gazda/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { payoutsKey } from './get-payouts';

/** PUT user-settings/payouts/{id}: replaces the method; 423 when a booking uses it. */
async function updatePayout({
  id,
  body,
}: {
  id: number;
  body: PayoutMethodBody;
}): Promise<PayoutMethod> {
  const answer = await apiRequest<DataOf<PayoutMethod>>(payoutsPaths.one(id), {
    method: 'PUT',
    body,
  });
  return answer.data;
}

export function useUpdatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayout,
    // Also after a 423: the list then shows the method locked.
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}
