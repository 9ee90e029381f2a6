import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Listing } from '@gazda/contracts/listings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/*
 * GET panel/ads/{id}: the host's own listing with every step's fields (404 for anyone else's).
 * Two features read it, the listing form and the calendar (its usual prices and minimum stays are
 * saved as whole steps, so it needs the other fields of those steps); features never import each
 * other, so the one factory of its one key lives here.
 */
async function getListing(id: number, signal?: AbortSignal): Promise<Listing> {
  return (await apiRequest<DataOf<Listing>>(listingsPaths.listing(id), { signal })).data;
}

export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.listing(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });
}
