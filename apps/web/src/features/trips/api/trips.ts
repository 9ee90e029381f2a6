import { bookingPaths } from '@gazda/contracts/paths';
import type { BookingInquiry, TripReservation } from '@gazda/contracts/bookings';
import type { DataOf, ListOf } from '@gazda/contracts/common';
import type { TripSection } from '@gazda/domain/trip-sections';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** My travel's list: upcoming, past or cancelled (the domain's TRIP_SECTIONS). */
export type When = TripSection;

/** GET my-travel/reservations: the guest's own reservations, upcoming, past or cancelled. */
export function myReservationsQueryOptions(when: When, page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'reservations', when, page, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<TripReservation>>(bookingPaths.myReservations, {
        query: { when, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET my-travel/inquiries: the guest's own inquiries, upcoming, past or cancelled. */
export function myInquiriesQueryOptions(when: When, page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'my-travel', 'inquiries', when, page, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<BookingInquiry>>(bookingPaths.myInquiries, {
        query: { when, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST my-travel/inquiries/{id}/confirm|cancel: 409 when the step is no longer possible. */
export function useInquiryStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step }: { id: number; step: 'confirm' | 'cancel' }) =>
      (
        await apiRequest<DataOf<BookingInquiry>>(
          step === 'confirm' ? bookingPaths.confirmInquiry(id) : bookingPaths.cancelInquiry(id),
          { method: 'POST' },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
