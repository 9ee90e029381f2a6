import type { DataOf } from '@gazda/contracts/common';
import {
  guestRegistrationPaths,
  type PutGuestsBody,
  type TripGuests,
} from '@gazda/contracts/guest-registration';
import type { countrySchema } from '@gazda/contracts/listings';
import { listingsPaths } from '@gazda/contracts/paths';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET my-travel/reservations/{id}/guests: the details given for eTurista (issue #30). */
export function tripGuestsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'guests', id] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DataOf<TripGuests>>(guestRegistrationPaths.tripGuests(id), {
          signal,
        })
      ).data,
  });
}

/** PUT the whole list; the answer replaces the cached one. */
export function useSaveTripGuests(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutGuestsBody) =>
      (
        await apiRequest<DataOf<TripGuests>>(guestRegistrationPaths.tripGuests(id), {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: (data) => client.setQueryData(tripGuestsQueryOptions(id).queryKey, data),
  });
}

/** GET countries (citizenship): Serbia and its neighbours first, names in `locale`. */
export function citizenshipQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['countries', locale],
    queryFn: async () =>
      (await apiRequest<DataOf<z.infer<typeof countrySchema>[]>>(listingsPaths.countries)).data,
    staleTime: Infinity,
  });
}
