import { bookingPaths } from '@gazda/contracts/paths';
import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { ListOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/inquiries?status=…: e.g. `confirmed`, awaiting the platform's confirmation. */
function adminInquiriesQueryOptions(status: string, locale: Locale) {
  return queryOptions({
    queryKey: [...adminKey, 'inquiries', status, locale],
    queryFn: () =>
      apiRequest<ListOf<BookingInquiry>>(bookingPaths.adminInquiries, {
        query: { status, per_page: 100 },
      }),
    staleTime: 0,
  });
}

/** GET admin/reservations?status=…: e.g. `cancel_requested`, `no_show_reported`. */
function adminReservationsQueryOptions(status: string, locale: Locale) {
  return queryOptions({
    queryKey: [...adminKey, 'reservations', status, locale],
    queryFn: () =>
      apiRequest<ListOf<BookingReservation>>(bookingPaths.adminReservations, {
        query: { status, per_page: 100 },
      }),
    staleTime: 0,
  });
}

export function useAdminInquiries(status: string, locale: Locale) {
  return useQuery(adminInquiriesQueryOptions(status, locale));
}

export function useAdminReservations(status: string, locale: Locale) {
  return useQuery(adminReservationsQueryOptions(status, locale));
}
