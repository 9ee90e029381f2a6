import { pushPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { PushSubscription, PushSubscriptionBody } from '@gazda/contracts/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pushSubscriptionsKey } from './get-push-subscriptions';

/** POST push-subscriptions: this browser's subscription (idempotent on its endpoint). */
export function useAddPushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PushSubscriptionBody) =>
      (
        await apiRequest<DataOf<PushSubscription>>(pushPaths.subscriptions, {
          method: 'POST',
          body,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsKey }),
  });
}
