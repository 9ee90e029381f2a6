import { listOf } from '@gazda/contracts/common';
import { listingsPaths, listingSchema } from '@gazda/contracts/listings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const listingsResponseSchema = listOf(listingSchema);

/** GET panel/ads: the user's listings of every category, for the listing filter (at most 100). */
export function ownListingsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'activity-log-filter'] as const,
    queryFn: ({ signal }) =>
      apiRequest(listingsPaths.listings, {
        query: { per_page: 100 },
        schema: listingsResponseSchema,
        signal,
      }),
  });
}
