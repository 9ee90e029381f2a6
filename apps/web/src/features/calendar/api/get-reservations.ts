import { calendarPaths } from '@gazda/contracts/paths';
import type { Reservation } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** The listing's reservations with a night in `from`…`to` (inclusive), every status and source. */
async function getReservations(
  listingId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const { data } = await apiRequest<DataOf<Reservation[]>>(calendarPaths.reservations(listingId), {
    query: { from, to },
    signal,
  });
  return data;
}

export function reservationsQueryOptions(listingId: number, from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.reservationsWindow(listingId, from, to),
    queryFn: ({ signal }) => getReservations(listingId, from, to, signal),
  });
}
