import { bookingPaths } from '@gazda/contracts/paths';
import type { publicCalendarSchema } from '@gazda/contracts/bookings';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

/** A year of days from today: availability, minimum stay and the nightly price. */
export function publicCalendarQueryOptions(id: number, start: string) {
  return queryOptions({
    queryKey: publicKeys.calendar(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DataOf<z.infer<typeof publicCalendarSchema>>>(bookingPaths.calendar(id), {
          query: { start, days: 366 },
          signal,
        })
      ).data.days,
    staleTime: 30_000,
  });
}
