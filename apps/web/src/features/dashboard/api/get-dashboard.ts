import { dashboardPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { DashboardSummary } from '@gazda/contracts/dashboard';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET dashboard: the host's summary. Listing names come in the request language. */
export async function getDashboard(): Promise<DashboardSummary> {
  const { data } = await apiRequest<DataOf<DashboardSummary>>(dashboardPaths.summary);
  return data;
}

/** Under the bookings key: any booking or inquiry change refreshes the summary too. */
export function dashboardQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'dashboard', locale],
    queryFn: getDashboard,
    staleTime: 30_000,
  });
}

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(useLocale()), enabled });
}
