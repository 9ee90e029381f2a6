import { calendarPaths } from '@gazda/contracts/paths';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ManualReservationBody } from '../utils/manual-reservation-form';
import { calendarKeys } from './calendar-keys';

/** PUT calendar/{id}/reservations/{reservationId}: a confirmed manual reservation, whole. */
async function updateManualReservation(
  listingId: number,
  reservationId: number,
  body: ManualReservationBody,
): Promise<Reservation> {
  const { data } = await apiRequest<DataOf<Reservation>>(
    calendarPaths.manualReservation(listingId, reservationId),
    {
      method: 'PUT',
      body,
    },
  );
  return data;
}

/** Its nights may move: the whole calendar is refreshed. */
export function useUpdateManualReservation(listingId: number, reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualReservationBody) =>
      updateManualReservation(listingId, reservationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
