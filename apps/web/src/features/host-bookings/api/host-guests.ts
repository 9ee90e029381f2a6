import type { DataOf } from '@gazda/contracts/common';
import { guestRegistrationPaths, type HostGuests } from '@gazda/contracts/guest-registration';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET reservations/{id}/guests: the guests' details for eTurista and the host's box (issue #30). */
export function hostGuestsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'host', 'guests', id] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<HostGuests>>(guestRegistrationPaths.hostGuests(id), { signal }))
        .data,
  });
}

/** POST reservations/{id}/eturista { registered }: the answer replaces the cached one. */
export function useTickEturista(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (registered: boolean) =>
      (
        await apiRequest<DataOf<HostGuests>>(guestRegistrationPaths.eturista(id), {
          method: 'POST',
          body: { registered },
        })
      ).data,
    onSuccess: (data) => client.setQueryData(hostGuestsQueryOptions(id).queryKey, data),
  });
}
