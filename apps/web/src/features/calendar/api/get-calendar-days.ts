import { calendarPaths } from '@gazda/contracts/paths';
import type { CalendarDay, calendarDaysSchema } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET calendar/{id} and PUT calendar/{id}/days answer the same `{ data: { days } }`. */
export type CalendarDaysAnswer = DataOf<z.infer<typeof calendarDaysSchema>>;

/** `days` days from `start`: price, rule, availability and its reason, minimum stay. */
async function getCalendarDays(
  listingId: number,
  start: string,
  days: number,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const { data } = await apiRequest<CalendarDaysAnswer>(calendarPaths.days(listingId), {
    query: { start, days },
    signal,
  });
  return data.days;
}

export function calendarDaysQueryOptions(listingId: number, start: string, days: number) {
  return queryOptions({
    queryKey: calendarKeys.daysWindow(listingId, start, days),
    queryFn: ({ signal }) => getCalendarDays(listingId, start, days, signal),
  });
}

/** The days as they would be without one reservation: its own nights count as free. */
async function getCalendarDaysExcluding(
  listingId: number,
  reservationId: number,
  start: string,
  days: number,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const { data } = await apiRequest<CalendarDaysAnswer>(calendarPaths.days(listingId), {
    query: { start, days, excludeReservationID: reservationId },
    signal,
  });
  return data.days;
}

export function calendarDaysExcludingQueryOptions(
  listingId: number,
  reservationId: number,
  start: string,
  days: number,
) {
  return queryOptions({
    queryKey: calendarKeys.daysExcluding(listingId, reservationId, start, days),
    queryFn: ({ signal }) =>
      getCalendarDaysExcluding(listingId, reservationId, start, days, signal),
  });
}
