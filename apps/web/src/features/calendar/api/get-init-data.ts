import { calendarPaths } from '@gazda/contracts/paths';
import type { CalendarInitData } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** The listing's defaults, its rules, iCal imports and export link, and the fee settings. */
async function getInitData(listingId: number, signal?: AbortSignal): Promise<CalendarInitData> {
  const { data } = await apiRequest<DataOf<CalendarInitData>>(calendarPaths.initData(listingId), {
    signal,
  });
  return data;
}

export function initDataQueryOptions(listingId: number, locale: Locale) {
  return queryOptions({
    queryKey: calendarKeys.initDataIn(listingId, locale),
    queryFn: ({ signal }) => getInitData(listingId, signal),
  });
}
