import { messagesPaths } from '@gazda/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET conversations/unread-count: the top navigation's badge (realtime keeps it fresh). */
function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.unreadMessages,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: { count: number } }>(messagesPaths.unread, { signal })).data.count,
    staleTime: 60_000,
  });
}

export function useUnreadCount(enabled: boolean): number {
  return useQuery({ ...unreadCountQueryOptions(), enabled }).data ?? 0;
}
