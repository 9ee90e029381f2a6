import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Listing } from '@gazda/contracts/listings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET panel/ads/{id}, under the key the listing form uses too. The defaults editor needs the
 * whole pricing and reservation steps: a PATCH sends every field of its step.
 */
export async function getListing(id: number, signal?: AbortSignal): Promise<Listing> {
  return (await apiRequest<DataOf<Listing>>(listingsPaths.listing(id), { signal })).data;
}

export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.listing(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });
}
