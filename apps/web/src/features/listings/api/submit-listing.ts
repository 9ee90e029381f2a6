import { listingsPaths } from '@gazda/contracts/paths';
import { useListingTransition } from './listing-transition';

/** POST panel/ads/{id}/submit: draft → pending; 422 names the incomplete steps in `errors`. */
export function useSubmitListing(id: number) {
  return useListingTransition(id, listingsPaths.submit(id));
}
