import { listingsPaths } from '@gazda/contracts/paths';
import { useListingTransition } from './listing-transition';

/** POST panel/ads/{id}/request-review: pending_fix → pending, after the owner fixed the errors. */
export function useRequestReview(id: number) {
  return useListingTransition(id, listingsPaths.requestReview(id));
}
