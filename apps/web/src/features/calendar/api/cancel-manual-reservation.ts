import { calendarPaths } from '@gazda/contracts/paths';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** POST calendar/{id}/reservations/{reservationId}/cancel: the host's own manual reservation. */
async function cancelManualReservation(
  listingId: number,
  reservationId: number,
): Promise<Reservation> {
  const { data } = await apiRequest<DataOf<Reservation>>(
    calendarPaths.cancelManualReservation(listingId, reservationId),
    { method: 'POST' },
  );
  return data;
}

/** Its nights are free at once: the whole calendar is refreshed. */
export function useCancelManualReservation(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: number) => cancelManualReservation(listingId, reservationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
