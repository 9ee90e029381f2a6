import { listingsPaths } from '@gazda/contracts/paths';
import type { CategoryConst, Listing, PatchListingBody } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { DataOf } from '@gazda/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { NEW_LISTING_ID } from '../listing-model';
import { listingSaveKey } from './update-listing-step';

type InfoBody = Omit<Extract<PatchListingBody, { step: 'info' }>, 'step'>;
type FirstSave = { category: CategoryConst; info: InfoBody };

/**
 * The create page's first save (issue #26 item 5): POST panel/ads → 201 a draft of the category,
 * then PATCH its info step. The draft made by a try whose PATCH failed is reused by the next try,
 * and a second click while one runs does nothing, so one save makes one draft.
 */
export function useCreateListing() {
  const queryClient = useQueryClient();
  const created = useRef<number | null>(null);
  const running = useRef(false);
  const mutation = useMutation({
    mutationKey: listingSaveKey(NEW_LISTING_ID),
    mutationFn: async ({ category, info }: FirstSave): Promise<Listing> => {
      if (created.current === null) {
        const answer = await apiRequest<DataOf<Listing>>(listingsPaths.listings, {
          method: 'POST',
          body: { category },
        });
        created.current = answer.data.id;
      }
      const saved = await apiRequest<DataOf<Listing>>(listingsPaths.listing(created.current), {
        method: 'PATCH',
        body: { step: 'info', ...info },
      });
      return saved.data;
    },
    onSuccess: (listing) => {
      queryClient.setQueryData(queryKeys.listing(listing.id), listing);
      // The user's counts per category (navigation, banners) and apartmentCount change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onSettled: () => {
      running.current = false;
    },
  });
  function save(input: FirstSave, options: Parameters<typeof mutation.mutate>[1]) {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input, options);
  }
  return { ...mutation, save };
}
