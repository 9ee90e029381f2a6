import { bookingPaths } from '@gazda/contracts/paths';
import type { BookingBody, BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { DataOf } from '@gazda/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BookingMode = 'instant' | 'inquiry';
export type BookingDone = { mode: BookingMode; code: string };

/** POST public/ads/{id}/reservations (instant) or …/inquiries; 409 and 422 carry their message. */
export async function createBooking(
  id: number,
  mode: BookingMode,
  body: BookingBody,
): Promise<BookingDone> {
  if (mode === 'instant') {
    const { data } = await apiRequest<DataOf<BookingReservation>>(bookingPaths.book(id), {
      method: 'POST',
      body,
    });
    return { mode, code: data.code };
  }
  const { data } = await apiRequest<DataOf<BookingInquiry>>(bookingPaths.inquire(id), {
    method: 'POST',
    body,
  });
  return { mode, code: data.code };
}

export function useCreateBooking(id: number, mode: BookingMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingBody) => createBooking(id, mode, body),
    // The nights are taken now: the calendar, trips and the host's lists change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
