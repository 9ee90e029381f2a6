import { calendarPaths, reservationSchema, type Reservation } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ManualReservationBody } from '../utils/manual-reservation-form';
import { calendarKeys } from './calendar-keys';

const reservationResponseSchema = dataOf(reservationSchema);

/** PUT calendar/{id}/reservations/{reservationId}: a confirmed manual reservation, whole. */
export async function updateManualReservation(
  listingId: number,
  reservationId: number,
  body: ManualReservationBody,
): Promise<Reservation> {
  const { data } = await apiRequest(calendarPaths.manualReservation(listingId, reservationId), {
    method: 'PUT',
    body,
    schema: reservationResponseSchema,
  });
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
