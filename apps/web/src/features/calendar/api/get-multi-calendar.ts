import { calendarPaths } from '@gazda/contracts/paths';
import type { MultiCalendarListing } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

type MultiCalendarAnswer = DataOf<{ listings: MultiCalendarListing[] }>;

/** Every listing of the host with `days` days from `start` (at most 92: one window of the grid). */
async function getMultiCalendar(
  start: string,
  days: number,
  signal?: AbortSignal,
): Promise<MultiCalendarListing[]> {
  const { data } = await apiRequest<MultiCalendarAnswer>(calendarPaths.multi, {
    query: { start, days },
    signal,
  });
  return data.listings;
}

export function multiCalendarQueryOptions(start: string, days: number, locale: Locale) {
  return queryOptions({
    queryKey: calendarKeys.multiWindow(start, days, locale),
    queryFn: ({ signal }) => getMultiCalendar(start, days, signal),
  });
}
