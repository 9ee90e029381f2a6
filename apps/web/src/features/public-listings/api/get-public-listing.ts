import { bookingPaths } from '@gazda/contracts/paths';
import type { PublicListing } from '@gazda/contracts/bookings';
import type { DataOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { preloadFirstPhoto } from '../utils/photo-sources';
import { publicKeys } from './public-keys';

/** GET public/ads/{id}: a listed, active listing in the visitor's language; else 404. */
export function publicListingQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: publicKeys.listing(id, locale),
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<PublicListing>>(bookingPaths.listing(id), { signal })).data,
    retry: false,
  });
}

/** The route's loader (app/routes.tsx): the listing while the page's code loads, then its first photo. */
export async function prefetchPublicListing(
  queryClient: QueryClient,
  id: number,
  locale: Locale,
): Promise<void> {
  const listing = await queryClient.ensureQueryData(publicListingQueryOptions(id, locale));
  preloadFirstPhoto(listing);
}
