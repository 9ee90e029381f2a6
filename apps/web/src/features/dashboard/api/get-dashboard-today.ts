import { dashboardPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { DashboardToday } from '@gazda/contracts/dashboard';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET dashboard/today: the host's day. Listing names come in the request language. */
export async function getDashboardToday(): Promise<DashboardToday> {
  const { data } = await apiRequest<DataOf<DashboardToday>>(dashboardPaths.today);
  return data;
}

/** Under the bookings key: any booking or inquiry change refreshes the day too. */
export function dashboardTodayQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'dashboard-today', locale],
    queryFn: getDashboardToday,
    staleTime: 30_000,
  });
}

export function useDashboardToday() {
  return useQuery(dashboardTodayQueryOptions(useLocale()));
}
