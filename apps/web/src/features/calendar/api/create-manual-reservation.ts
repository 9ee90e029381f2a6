import { calendarPaths } from '@gazda/contracts/paths';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ManualReservationBody } from '../utils/manual-reservation-form';
import { calendarKeys } from './calendar-keys';

/** POST calendar/{id}/reservations: the host's own guest; blocks the nights, no platform fee. */
async function createManualReservation(
  listingId: number,
  body: ManualReservationBody,
): Promise<Reservation> {
  const { data } = await apiRequest<DataOf<Reservation>>(
    calendarPaths.manualReservations(listingId),
    {
      method: 'POST',
      body,
    },
  );
  return data;
}

/** The nights become reserved: the whole calendar (days, reservations, pricing) is refreshed. */
export function useCreateManualReservation(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualReservationBody) => createManualReservation(listingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
