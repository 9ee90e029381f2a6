import { listingsPaths } from '@gazda/contracts/paths';
import type { Listing, PatchListingBody } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@gazda/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every call that saves the listing carries this key: the step footer spins while one runs. */
export function listingSaveKey(id: number) {
  return ['listing-save', id] as const;
}

/** PATCH panel/ads/{id} with one step's fields: only that step is validated (422 per field). */
async function updateListingStep(id: number, body: PatchListingBody): Promise<Listing> {
  const answer = await apiRequest<DataOf<Listing>>(listingsPaths.listing(id), {
    method: 'PATCH',
    body,
  });
  return answer.data;
}

export function useUpdateListingStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: listingSaveKey(id),
    mutationFn: (body: PatchListingBody) => updateListingStep(id, body),
    onSuccess: (listing) => {
      queryClient.setQueryData(queryKeys.listing(id), listing);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.listings, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.listings, 'activity', id] });
    },
  });
}
