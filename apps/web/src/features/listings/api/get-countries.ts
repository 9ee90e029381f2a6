import { dataOf } from '@gazda/contracts/common';
import { countrySchema, listingsPaths } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@gazda/contracts/zod';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

const countriesResponseSchema = dataOf(z.array(countrySchema));

/** GET countries: Serbia and its neighbours first, in the server's order; names in `locale`. */
export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['countries', locale],
    queryFn: async () =>
      (await apiRequest(listingsPaths.countries, { schema: countriesResponseSchema })).data,
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useLocale()));
}
