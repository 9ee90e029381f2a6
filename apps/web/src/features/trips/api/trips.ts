import {
  bookingInquirySchema,
  bookingPaths,
  bookingReservationSchema,
} from '@gazda/contracts/bookings';
import { dataOf, listOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type When = 'upcoming' | 'past';

const reservations = listOf(bookingReservationSchema);
const inquiries = listOf(bookingInquirySchema);
const inquiry = dataOf(bookingInquirySchema);

/** GET my-travel/reservations: the guest's own reservations, upcoming or past. */
export function myReservationsQueryOptions(when: When, page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'reservations', when, page, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.myReservations, {
        query: { when, page },
        schema: reservations,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET my-travel/inquiries: the guest's own inquiries, upcoming or past. */
export function myInquiriesQueryOptions(when: When, page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'inquiries', when, page, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.myInquiries, { query: { when, page }, schema: inquiries, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST my-travel/inquiries/{id}/confirm|cancel: 409 when the step is no longer possible. */
export function useInquiryStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: number; step: 'confirm' | 'cancel' }) =>
      (
        await apiRequest(
          step === 'confirm' ? bookingPaths.confirmInquiry(id) : bookingPaths.cancelInquiry(id),
          { method: 'POST', schema: inquiry },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
