import { listingsPaths } from '@gazda/contracts/paths';
import type { ListOf } from '@gazda/contracts/common';
import type { AdminListing } from '@gazda/contracts/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/ads?status=pending: listings waiting for review, oldest submission first. */
function reviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKey, 'review-queue', page],
    queryFn: () =>
      apiRequest<ListOf<AdminListing>>(listingsPaths.adminQueue, {
        query: { status: 'pending', page, per_page: 20 },
      }),
    staleTime: 0,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(page));
}
