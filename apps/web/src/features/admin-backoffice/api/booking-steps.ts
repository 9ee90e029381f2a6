import { bookingPaths } from '@gazda/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKey } from './admin-keys';

export type ReservationStep =
  'advance-paid' | 'resolve-cancel' | 'reject-cancel' | 'resolve-no-show' | 'reject-no-show';

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
    ]);
}

/** POST admin/inquiries/{id}/confirm: confirmed → realised, and its reservation is made. */
export function useConfirmInquiry() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(bookingPaths.adminConfirmInquiry(id), { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** POST admin/reservations/{id}/{step}: advance paid, cancel or no-show resolved or rejected. */
export function useReservationStep() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: ReservationStep }) =>
      apiRequest(bookingPaths.adminReservationAction(id, step), { method: 'POST' }),
    onSuccess: invalidate,
  });
}
