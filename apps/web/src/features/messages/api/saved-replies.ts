import type { DataOf } from '@gazda/contracts/common';
import type { FilledSavedReply, SavedReply } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const savedKey = [...queryKeys.messages, 'saved-replies'] as const;

/** GET saved-replies, each also filled for the conversation when one is given. */
export function savedRepliesQueryOptions(conversationId: number | null) {
  return queryOptions({
    queryKey: [...savedKey, conversationId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: FilledSavedReply[] }>(messagesPaths.savedReplies, {
        query: conversationId === null ? {} : { conversation_id: conversationId },
        signal,
      }),
  });
}

type Body = { title: string; body: string };

/** POST saved-replies, or PUT saved-replies/{id} when an id is given. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: Body & { id: number | null }) =>
      (
        await apiRequest<DataOf<SavedReply>>(
          id === null ? messagesPaths.savedReplies : messagesPaths.savedReply(id),
          { method: id === null ? 'POST' : 'PUT', body },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(messagesPaths.savedReply(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
