import { listingsPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE panel/ads/{id} → 204: a draft is deleted at once, no mail (issue #26 item 5). */
function deleteDraft(id: number): Promise<void> {
  return apiRequest(listingsPaths.listing(id), { method: 'DELETE' });
}

export function useDeleteDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDraft(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.listing(id) });
      // The lists, the counts per category and apartmentCount change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
