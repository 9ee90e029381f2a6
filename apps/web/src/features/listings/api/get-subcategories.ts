import { dataOf } from '@gazda/contracts/common';
import { listingsPaths, namedRefSchema } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@gazda/contracts/zod';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

const subcategoriesResponseSchema = dataOf(z.array(namedRefSchema));

/** GET panel/ads/subcategories/category/{id}: the types of a category (Apartman, Studio, …). */
export function subcategoriesQueryOptions(categoryId: number | undefined, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'subcategories', categoryId, locale],
    queryFn: async () =>
      (
        await apiRequest(listingsPaths.subcategories(categoryId ?? 0), {
          schema: subcategoriesResponseSchema,
        })
      ).data,
    enabled: categoryId !== undefined,
    staleTime: Infinity,
  });
}

export function useSubcategories(categoryId: number | undefined) {
  return useQuery(subcategoriesQueryOptions(categoryId, useLocale()));
}
