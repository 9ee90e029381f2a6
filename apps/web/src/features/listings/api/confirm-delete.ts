import { listingsPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type DeleteConfirmation = { id: number; expires: number; signature: string };

/** POST panel/ads/{id}/delete-confirm with the signed values of the mailed link. */
function confirmDelete({ id, expires, signature }: DeleteConfirmation): Promise<void> {
  return apiRequest(listingsPaths.deleteConfirm(id), {
    method: 'POST',
    body: { expires, signature },
  });
}

export function useConfirmDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelete,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
