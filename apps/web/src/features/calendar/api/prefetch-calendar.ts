import type { Locale } from '@gazda/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { browserToday, calendarWindow } from '../utils/calendar-window';
import { calendarDaysQueryOptions } from './get-calendar-days';
import { initDataQueryOptions } from './get-init-data';

/**
 * The route's loader (app/routes.tsx): init-data and the days the editor asks for first
 * (CalendarEditor), while the editor's code loads.
 */
export async function prefetchCalendar(
  queryClient: QueryClient,
  listingId: number,
  locale: Locale,
): Promise<void> {
  const loaded = calendarWindow(browserToday());
  await Promise.all([
    queryClient.prefetchQuery(initDataQueryOptions(listingId, locale)),
    queryClient.prefetchQuery(calendarDaysQueryOptions(listingId, loaded.start, loaded.days)),
  ]);
}
