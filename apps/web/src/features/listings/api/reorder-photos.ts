import { listingsPaths } from '@gazda/contracts/paths';
import type { Listing } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@gazda/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT panel/ads/{id}/photos/order: every photo id once, in the new order (the first is the cover). */
async function reorderPhotos(id: number, ids: number[]): Promise<Listing> {
  const answer = await apiRequest<DataOf<Listing>>(listingsPaths.photosOrder(id), {
    method: 'PUT',
    body: { ids },
  });
  return answer.data;
}

/** Optimistic: the grid keeps the dragged order at once and goes back if the server refuses. */
export function useReorderPhotos(id: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.listing(id);
  return useMutation({
    mutationFn: (ids: number[]) => reorderPhotos(id, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Listing>(key);
      if (before) {
        const byId = new Map(before.photos.map((photo) => [photo.id, photo]));
        const photos = ids.flatMap((photoId) => byId.get(photoId) ?? []);
        queryClient.setQueryData<Listing>(key, { ...before, photos });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (listing) => queryClient.setQueryData(key, listing),
  });
}
