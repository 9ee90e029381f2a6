import { publicConfigPaths, pushPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { PublicConfig } from '@gazda/contracts/public-config';
import type { PushSubscription } from '@gazda/contracts/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const pushSubscriptionsKey = ['push-subscriptions'] as const;

/** GET push-subscriptions: the caller's browsers and app devices. */
export function usePushSubscriptions() {
  return useQuery(
    queryOptions({
      queryKey: pushSubscriptionsKey,
      queryFn: async () =>
        (await apiRequest<DataOf<PushSubscription[]>>(pushPaths.subscriptions)).data,
    }),
  );
}

/**
 * GET public/config's VAPID key (null: push is off on this server). The same query, key and cache
 * as the support chat's (features/support-chat/api/get-public-config.ts).
 */
export function usePushPublicKey() {
  return useQuery(
    queryOptions({
      queryKey: ['public-config'],
      queryFn: async () => (await apiRequest<DataOf<PublicConfig>>(publicConfigPaths.config)).data,
      staleTime: Infinity,
      select: (config) => config.vapid_public_key,
    }),
  );
}
