import { listingsPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE panel/ads/{id}/photos/{photoId} → 204. */
function deletePhoto(id: number, photoId: number): Promise<void> {
  return apiRequest(listingsPaths.photo(id, photoId), { method: 'DELETE' });
}

export function useDeletePhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => deletePhoto(id, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listing(id) }),
  });
}
