import { bookingPaths, publicListingSchema } from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

const schema = dataOf(publicListingSchema);

/** GET public/ads/{id}: a listed, active listing in the visitor's language; else 404. */
export function publicListingQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: publicKeys.listing(id, locale),
    queryFn: async ({ signal }) =>
      (await apiRequest(bookingPaths.listing(id), { schema, signal })).data,
    retry: false,
  });
}
