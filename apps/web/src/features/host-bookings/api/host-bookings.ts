import { bookingPaths, calendarPaths, listingsPaths } from '@gazda/contracts/paths';
import type {
  AnswerBody,
  BookingInquiry,
  BookingReservation,
  HostInquiry,
  HostReservation,
} from '@gazda/contracts/bookings';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf, ListOf } from '@gazda/contracts/common';
import type { Listing } from '@gazda/contracts/listings';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BookingFilter = {
  listing?: number;
  status?: string;
  from?: string;
  to?: string;
  page?: number;
};

const hostKey = [...queryKeys.bookings, 'host'] as const;

/** GET reservations: the host's listings' reservations, filtered as the URL says. */
export function hostReservationsQueryOptions(filter: BookingFilter, locale: Locale) {
  return queryOptions({
    queryKey: [...hostKey, 'reservations', filter, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<BookingReservation>>(bookingPaths.reservations, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function hostReservationQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: [...hostKey, 'reservation', id, locale] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<HostReservation>>(bookingPaths.reservation(id), { signal })).data,
    retry: false,
  });
}

export function hostInquiriesQueryOptions(filter: BookingFilter, locale: Locale) {
  return queryOptions({
    queryKey: [...hostKey, 'inquiries', filter, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<BookingInquiry>>(bookingPaths.inquiries, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function hostInquiryQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: [...hostKey, 'inquiry', id, locale] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<DataOf<HostInquiry>>(bookingPaths.inquiry(id), { signal })).data,
    retry: false,
  });
}

/** The host's apartments for the listing filter (the newest 100, the server's page limit). */
export function hostApartmentsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.listings, 'list', 'apartment', 'booking-filter'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<Listing>>(listingsPaths.listingsOfCategory('apartment'), {
        query: { page: 1, per_page: 100 },
        signal,
      }),
    staleTime: 60_000,
  });
}

export type ReservationStep = 'no-show' | 'cancel-request' | 'cancel-manual';

function stepPath(step: ReservationStep, id: number, listingId: number): string {
  if (step === 'no-show') return bookingPaths.noShow(id);
  if (step === 'cancel-request') return bookingPaths.cancelRequest(id);
  return calendarPaths.cancelManualReservation(listingId, id);
}

/**
 * POST reservations/{id}/no-show|cancel-request with the host's reason: the platform decides
 * afterwards. A repeat is refused by the state machine (409), never applied twice. The host's own
 * (manual) booking is cancelled at once through the calendar's route, its nights freed there.
 */
export function useReservationStep(id: number, listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, reason }: { step: ReservationStep; reason: string }) =>
      (
        await apiRequest<DataOf<Reservation>>(stepPath(step, id, listingId), {
          method: 'POST',
          body: { reason },
        })
      ).data,
    onSettled: (_data, _error, { step }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        step === 'cancel-manual'
          ? queryClient.invalidateQueries({ queryKey: queryKeys.calendar(listingId) })
          : null,
      ]),
  });
}

/** POST inquiries/{id}/answer: once; available holds the nights for 48 hours. */
export function useAnswerInquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnswerBody) =>
      (await apiRequest<DataOf<BookingInquiry>>(bookingPaths.answer(id), { method: 'POST', body }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
