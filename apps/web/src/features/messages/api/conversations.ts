import type { DataOf, ListOf } from '@gazda/contracts/common';
import type { Conversation, Message } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import type { Locale } from '@gazda/i18n/locales';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PER_PAGE = 30;

/** GET conversations: the caller's, newest first. */
export function conversationsQueryOptions(page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.messages, 'list', page, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<Conversation>>(messagesPaths.conversations, {
        query: { page, per_page: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET conversations/{id}/messages: page 1 is the newest messages; "earlier" loads the next page.
 * The pages come back oldest first within themselves.
 */
export function threadQueryOptions(id: number, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.messages, 'thread', id, locale] as const,
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ListOf<Message>>(messagesPaths.messages(id), {
        query: { page: pageParam, per_page: PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.per_page < last.meta.total ? last.meta.page + 1 : undefined,
    retry: false,
  });
}

/** POST conversations/{id}/messages. */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (
        await apiRequest<DataOf<Message>>(messagesPaths.messages(id), {
          method: 'POST',
          body: { body },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}

/** POST conversations/{id}/report: the operator may read it from then on (logged). */
export function useReportConversation(id: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(messagesPaths.report(id), { method: 'POST', body: { reason: '' } }),
  });
}

/** POST conversations/{id}/read: the badge goes down, the other side sees "seen". */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(messagesPaths.read(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}
