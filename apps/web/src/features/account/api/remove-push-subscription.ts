import { pushPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pushSubscriptionsKey } from './get-push-subscriptions';

/** DELETE push-subscriptions/{id} → 204; 404 when it is gone already. The list is read again. */
export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(pushPaths.subscription(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsKey }),
  });
}
