import { listingsPaths } from '@gazda/contracts/paths';
import type { CategoryConst, Listing } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@gazda/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST panel/ads → 201, a draft of the category. */
async function createListing(category: CategoryConst): Promise<Listing> {
  const answer = await apiRequest<DataOf<Listing>>(listingsPaths.listings, {
    method: 'POST',
    body: { category },
  });
  return answer.data;
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(queryKeys.listing(listing.id), listing);
      // The user's counts per category (navigation, verify alert) and apartmentCount change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
