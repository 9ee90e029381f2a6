import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { countrySchema } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

/** GET countries: Serbia and its neighbours first, in the server's order; names in `locale`. */
function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['countries', locale],
    queryFn: async () =>
      (await apiRequest<DataOf<z.infer<typeof countrySchema>[]>>(listingsPaths.countries)).data,
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useLocale()));
}
