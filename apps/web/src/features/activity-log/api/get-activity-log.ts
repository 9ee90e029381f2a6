import { activityLogPaths } from '@gazda/contracts/paths';
import type { ActivityKind, ActivityLogEntry } from '@gazda/contracts/activity-log';
import type { ListOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ACTIVITY_LOG_PER_PAGE = 20;

/** The filters as the URL holds them (`?listing=&kind=&page=`). */
export type ActivityLogFilter = { listing?: number; kind?: ActivityKind; page?: number };

/** GET activity-log: the user's own entries, newest first, one page. */
export function activityLogQueryOptions(filter: ActivityLogFilter, locale: Locale) {
  return queryOptions({
    queryKey: ['activity-log', filter, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ListOf<ActivityLogEntry>>(activityLogPaths.list, {
        query: {
          listing_id: filter.listing,
          kind: filter.kind,
          page: filter.page ?? 1,
          per_page: ACTIVITY_LOG_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened: never show a 30-second-old copy on arrival.
    staleTime: 0,
  });
}
