import type { ListOf } from '@gazda/contracts/common';
import type { Message, ReportedConversation } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

const reportedKey = [...adminKey, 'reported-conversations'] as const;

/** The most messages one read shows: the API's largest page, the newest ones. */
const REPORTED_THREAD_SIZE = 100;

/** GET admin/conversations/reported: newest report first; `page` from the URL. */
function reportedConversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...reportedKey, page],
    queryFn: () =>
      apiRequest<ListOf<ReportedConversation>>(messagesPaths.adminReported, {
        query: { page, per_page: 20 },
      }),
    staleTime: 0,
  });
}

export function useReportedConversations(page: number) {
  return useQuery(reportedConversationsQueryOptions(page));
}

/**
 * GET admin/conversations/{id}/messages: the newest messages, oldest first. The read is logged
 * and marks the conversation read, so the list is asked again once it lands.
 */
function reportedThreadQueryOptions(id: number, queryClient: QueryClient) {
  return queryOptions({
    queryKey: [...adminKey, 'reported-thread', id],
    queryFn: async () => {
      const thread = await apiRequest<ListOf<Message>>(messagesPaths.adminMessages(id), {
        query: { per_page: REPORTED_THREAD_SIZE },
      });
      void queryClient.invalidateQueries({ queryKey: reportedKey });
      return thread;
    },
  });
}

export function useReportedThread(id: number) {
  return useQuery(reportedThreadQueryOptions(id, useQueryClient()));
}
