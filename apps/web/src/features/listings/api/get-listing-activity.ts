import { listingsPaths } from '@gazda/contracts/paths';
import type { ListOf } from '@gazda/contracts/common';
import type { ListingActivityEntry } from '@gazda/contracts/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ACTIVITY_PER_PAGE = 20;

/** GET panel/ads/{id}/activity: the listing's log entries, newest first, paginated. */
function listingActivityQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'activity', id, page],
    queryFn: () =>
      apiRequest<ListOf<ListingActivityEntry>>(listingsPaths.activity(id), {
        query: { page, per_page: ACTIVITY_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useListingActivity(id: number, page: number) {
  return useQuery(listingActivityQueryOptions(id, page));
}
