import { listingsPaths } from '@gazda/contracts/paths';
import type { ListOf } from '@gazda/contracts/common';
import type { Listing } from '@gazda/contracts/listings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET panel/ads: the user's listings of every category, for the listing filter (at most 100). */
export function ownListingsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'activity-log-filter'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<Listing>>(listingsPaths.listings, {
        query: { per_page: 100 },
        signal,
      }),
  });
}
