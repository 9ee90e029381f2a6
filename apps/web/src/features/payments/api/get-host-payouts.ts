import type { ListOf } from '@gazda/contracts/common';
import { paymentsPaths } from '@gazda/contracts/paths';
import type { HostPayout } from '@gazda/contracts/payments';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET payouts: the host's reservations with their earnings, payout method and payout state. */
export function hostPayoutsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'payouts', locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<HostPayout>>(paymentsPaths.hostPayouts, {
        query: { per_page: 100 },
        signal,
      }),
  });
}
