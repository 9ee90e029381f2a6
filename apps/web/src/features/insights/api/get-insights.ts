import type { DataOf } from '@gazda/contracts/common';
import type { Insights } from '@gazda/contracts/insights';
import { insightsPaths } from '@gazda/contracts/paths';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export type InsightsFilter = { from: string; to: string; listingId: number | null };

/** GET insights: the host's figures for the period (docs/rules/insights.md). */
async function getInsights(filter: InsightsFilter, signal?: AbortSignal): Promise<Insights> {
  const { data } = await apiRequest<DataOf<Insights>>(insightsPaths.insights, {
    query: { from: filter.from, to: filter.to, listing_id: filter.listingId ?? undefined },
    signal,
  });
  return data;
}

/** Under the bookings key: a new, changed or cancelled booking refreshes the figures. */
function insightsQueryOptions(filter: InsightsFilter, locale: Locale) {
  return queryOptions({
    queryKey: [...queryKeys.bookings, 'insights', filter, locale],
    queryFn: ({ signal }) => getInsights(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useInsights(filter: InsightsFilter) {
  return useQuery(insightsQueryOptions(filter, useLocale()));
}

/**
 * GET reservations/export.csv (the host's) or admin/reservations/export.csv (everyone's, for the
 * operator), saved by the browser as gazda-{from}-{to}.csv.
 */
export async function downloadReservations(
  from: string,
  to: string,
  path: string = insightsPaths.export,
): Promise<void> {
  const blob = await apiBlob(path, { query: { from, to } });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `gazda-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
