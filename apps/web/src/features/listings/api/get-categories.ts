import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Category } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET panel/ads/categories. With `withUserCount` (login needed) `ads_count` is the user's own
 * listings in each category: the navigation and the verify alert read it. Names come in the
 * request language, so the language is part of the key.
 */
async function getCategories(withUserCount: boolean): Promise<Category[]> {
  const { data } = await apiRequest<DataOf<Category[]>>(listingsPaths.categories, {
    query: withUserCount ? { with_user_count: 1 } : undefined,
  });
  return data;
}

export function categoriesQueryOptions(locale: Locale, withUserCount: boolean) {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'categories', locale, withUserCount ? 'mine' : 'all'],
    queryFn: () => getCategories(withUserCount),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(withUserCount: boolean) {
  return useQuery(categoriesQueryOptions(useLocale(), withUserCount));
}
