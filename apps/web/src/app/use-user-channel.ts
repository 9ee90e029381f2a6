import type { UserUpdatedEvent } from '@gazda/contracts/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adoptUserLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { connectUserChannel } from '../lib/realtime';
import { getToken, onSessionEnd } from '../lib/session';

/** `UserUpdated` replaces the stored user (docs/rules/product.md §7), language included. */
function applyUserUpdated(queryClient: QueryClient, event: UserUpdatedEvent): void {
  queryClient.setQueryData(queryKeys.me, event.user);
  adoptUserLocale(event.user.settings.lang);
}

/** While the panel shows a logged-in user, listen to their channel; stop on logout. */
export function useUserChannel(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (userId === undefined || !token) return;
    const disconnect = connectUserChannel({
      token,
      userId,
      onUserUpdated: (event) => applyUserUpdated(queryClient, event),
      // Messages (issue #28): the badge takes the server's count; open lists and threads refetch.
      onMessageCreated: (event) => {
        queryClient.setQueryData(queryKeys.unreadMessages, event.unread_total);
        void queryClient.invalidateQueries({
          queryKey: queryKeys.messages,
          predicate: (query) => query.queryKey[1] !== 'unread',
        });
      },
      onConversationRead: () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
    });
    const stopListening = onSessionEnd(disconnect);
    return () => {
      stopListening();
      disconnect();
    };
  }, [userId, queryClient]);
}
