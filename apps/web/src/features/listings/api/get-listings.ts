import { listingsPaths } from '@gazda/contracts/paths';
import type { ListOf } from '@gazda/contracts/common';
import type { CategoryConst, Listing } from '@gazda/contracts/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type ListingsFilter = { search?: string; page?: number; perPage?: number };

/** GET panel/ads/category-const/{const}: the user's listings of one category, newest first. */
function listingsQueryOptions(category: CategoryConst, filter: ListingsFilter = {}) {
  const { search = '', page = 1, perPage = 20 } = filter;
  return queryOptions({
    queryKey: [...queryKeys.listings, 'list', category, { search, page, perPage }],
    queryFn: () =>
      apiRequest<ListOf<Listing>>(listingsPaths.listingsOfCategory(category), {
        query: { search: search || undefined, page, per_page: perPage },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useListings(category: CategoryConst, filter?: ListingsFilter) {
  return useQuery(listingsQueryOptions(category, filter));
}
