import { listingsPaths } from '@gazda/contracts/paths';
import { useListingTransition } from './listing-transition';

/** POST panel/ads/{id}/activate: unlisted → pending (reviewed again). */
export function useActivateListing(id: number) {
  return useListingTransition(id, listingsPaths.activate(id));
}
