import { bookingPaths, publicCalendarSchema } from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

const schema = dataOf(publicCalendarSchema);

/** A year of days from today: availability, minimum stay and the nightly price. */
export function publicCalendarQueryOptions(id: number, start: string) {
  return queryOptions({
    queryKey: publicKeys.calendar(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(bookingPaths.calendar(id), { query: { start, days: 366 }, schema, signal }))
        .data.days,
    staleTime: 30_000,
  });
}
