import { listingsPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { Listing, PatchListingBody } from '@gazda/contracts/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { calendarKeys } from './calendar-keys';

/** The 'pricing' or 'reservation' step of the listing, saved from the calendar. */
type DefaultsStep = Extract<PatchListingBody, { step: 'pricing' | 'reservation' }>;

async function updateListingDefaults(id: number, body: DefaultsStep): Promise<Listing> {
  const answer = await apiRequest<DataOf<Listing>>(listingsPaths.listing(id), {
    method: 'PATCH',
    body,
  });
  return answer.data;
}

/** Base and weekend prices and minimum stays price every day: the whole calendar reloads. */
export function useUpdateListingDefaults(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefaultsStep) => updateListingDefaults(id, body),
    onSuccess: (listing) => {
      queryClient.setQueryData(queryKeys.listing(id), listing);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.listings, 'list'] });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all(id) });
    },
  });
}
