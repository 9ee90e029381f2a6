import { bookingPaths } from '@gazda/contracts/paths';
import type { PublicListingCard } from '@gazda/contracts/bookings';
import type { ListOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SearchParams = {
  city?: string;
  check_in?: string;
  check_out?: string;
  guests?: number;
  page?: number;
};

/** GET public/ads: listed, active listings; with dates only the free ones, with their total. */
export function searchQueryOptions(params: SearchParams, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'search', locale, params] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<PublicListingCard>>(bookingPaths.search, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
