import type { DataOf } from '@gazda/contracts/common';
import type { MessageTemplate, MessageTemplateBody } from '@gazda/contracts/messages';
import { messagesPaths } from '@gazda/contracts/paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const templatesKey = (listingId: number) =>
  [...queryKeys.messages, 'templates', listingId] as const;

/** GET panel/ads/{id}/message-templates: the listing's scheduled messages (its host). */
export function templatesQueryOptions(listingId: number) {
  return queryOptions({
    queryKey: templatesKey(listingId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: MessageTemplate[] }>(messagesPaths.templates(listingId), { signal }),
    retry: false,
  });
}

/** POST a new one, or PUT one when an id is given. */
export function useSaveTemplate(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: MessageTemplateBody }) =>
      (
        await apiRequest<DataOf<MessageTemplate>>(
          id === null ? messagesPaths.templates(listingId) : messagesPaths.template(listingId, id),
          { method: id === null ? 'POST' : 'PUT', body },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(listingId) }),
  });
}

export function useDeleteTemplate(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(messagesPaths.template(listingId, id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(listingId) }),
  });
}
