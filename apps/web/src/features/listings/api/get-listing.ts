import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Listing } from '@gazda/contracts/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET panel/ads/{id}: the host's own listing with every step's fields (404 for anyone else's). */
export async function getListing(id: number): Promise<Listing> {
  return (await apiRequest<DataOf<Listing>>(listingsPaths.listing(id))).data;
}

export function listingQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.listing(id), queryFn: () => getListing(id) });
}

export function useListing(id: number) {
  return useQuery(listingQueryOptions(id));
}
