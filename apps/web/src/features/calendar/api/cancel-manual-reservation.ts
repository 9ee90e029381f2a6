import { calendarPaths } from '@gazda/contracts/paths';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/**
 * POST calendar/{id}/reservations/{reservationId}/cancel: the host's own manual reservation, with
 * the host's reason when given (kept in the booking's timeline).
 */
async function cancelManualReservation(
  listingId: number,
  reservationId: number,
  reason: string,
): Promise<Reservation> {
  const { data } = await apiRequest<DataOf<Reservation>>(
    calendarPaths.cancelManualReservation(listingId, reservationId),
    { method: 'POST', body: reason.trim() ? { reason: reason.trim() } : {} },
  );
  return data;
}

/** Its nights are free at once: the whole calendar is refreshed. */
export function useCancelManualReservation(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      cancelManualReservation(listingId, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(listingId) }),
  });
}
