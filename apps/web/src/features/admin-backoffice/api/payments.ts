import type { DataOf } from '@gazda/contracts/common';
import { paymentsPaths } from '@gazda/contracts/paths';
import type {
  AdminPayout,
  MarkPayoutsSentBody,
  ExchangeRateBody,
  ExchangeRatesAnswer,
  RecordPaymentBody,
  ReservationPaymentsAnswer,
} from '@gazda/contracts/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminKey } from './admin-keys';

/** GET admin/exchange-rates: the rates entered and the one new reservations take today. */
function exchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'exchange-rates'],
    queryFn: async () =>
      (await apiRequest<DataOf<ExchangeRatesAnswer>>(paymentsPaths.exchangeRates)).data,
  });
}

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}

/** PUT admin/exchange-rates: one day's rate; the same day again replaces it. */
export function usePutExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExchangeRateBody) =>
      (
        await apiRequest<DataOf<ExchangeRatesAnswer>>(paymentsPaths.exchangeRates, {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(exchangeRatesQueryOptions().queryKey, data),
  });
}

/** GET admin/reservations/{id}/payments: what was received against a reservation. */
function reservationPaymentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKey, 'payments', id],
    queryFn: async () =>
      (await apiRequest<DataOf<ReservationPaymentsAnswer>>(paymentsPaths.adminPayments(id))).data,
  });
}

export function useReservationPayments(id: number) {
  return useQuery(reservationPaymentsQueryOptions(id));
}

/** POST admin/reservations/{id}/payments: a payment received; the queues and trips refresh. */
export function useRecordPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordPaymentBody) =>
      (
        await apiRequest<DataOf<ReservationPaymentsAnswer>>(paymentsPaths.adminPayments(id), {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(reservationPaymentsQueryOptions(id).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}

/** GET admin/payouts: the payouts due (check-in day come) and not sent yet. */
function duePayoutsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'payouts'],
    queryFn: async () => (await apiRequest<DataOf<AdminPayout[]>>(paymentsPaths.adminPayouts)).data,
  });
}

export function useDuePayouts() {
  return useQuery(duePayoutsQueryOptions());
}

/** POST admin/payouts/sent: a batch marked sent; each host of it gets one mail. */
export function useMarkPayoutsSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkPayoutsSentBody) =>
      (
        await apiRequest<DataOf<{ sent: number[] }>>(paymentsPaths.adminPayoutsSent, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
