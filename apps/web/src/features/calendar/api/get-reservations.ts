import { calendarPaths, reservationSchema, type Reservation } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import { z } from '@gazda/contracts/zod';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

const reservationsResponseSchema = dataOf(z.array(reservationSchema));

/** The listing's reservations with a night in `from`…`to` (inclusive), every status and source. */
export async function getReservations(
  listingId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const { data } = await apiRequest(calendarPaths.reservations(listingId), {
    query: { from, to },
    schema: reservationsResponseSchema,
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
