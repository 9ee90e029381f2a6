import { listingsPaths } from '@gazda/contracts/paths';
import { useListingTransition } from './listing-transition';

/** POST panel/ads/{id}/deactivate: listed → unlisted at once (no new reservations). */
export function useDeactivateListing(id: number) {
  return useListingTransition(id, listingsPaths.deactivate(id));
}
