import { listOf } from '@gazda/contracts/common';
import { adminListingSchema, listingsPaths } from '@gazda/contracts/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

const responseSchema = listOf(adminListingSchema);

/** GET admin/ads?status=pending: listings waiting for review, oldest submission first. */
export function reviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKey, 'review-queue', page],
    queryFn: () =>
      apiRequest(listingsPaths.adminQueue, {
        query: { status: 'pending', page, per_page: 20 },
        schema: responseSchema,
      }),
    staleTime: 0,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(page));
}
