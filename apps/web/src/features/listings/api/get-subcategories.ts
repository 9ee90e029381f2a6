import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { namedRefSchema } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET panel/ads/subcategories/category/{id}: the types of a category (Apartman, Studio, …). */
function subcategoriesQueryOptions(categoryId: number | undefined, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'subcategories', categoryId, locale],
    queryFn: async () =>
      (
        await apiRequest<DataOf<z.infer<typeof namedRefSchema>[]>>(
          listingsPaths.subcategories(categoryId ?? 0),
        )
      ).data,
    enabled: categoryId !== undefined,
    staleTime: Infinity,
  });
}

export function useSubcategories(categoryId: number | undefined) {
  return useQuery(subcategoriesQueryOptions(categoryId, useLocale()));
}
