import { minStayBlockedSchema } from '@gazda/contracts/calendar';
import { bookingPaths } from '@gazda/contracts/bookings';
import { dataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

const schema = dataOf(minStayBlockedSchema);

/** After a check-in is picked: the check-out days the minimum stay forbids. */
export function minStayBlockedQueryOptions(id: number, start: string | null) {
  return queryOptions({
    queryKey: publicKeys.minStayBlocked(id, start ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(bookingPaths.minStayBlocked(id), {
          query: { start: start ?? '' },
          schema,
          signal,
        })
      ).data.dates,
    enabled: start !== null,
    staleTime: 30_000,
  });
}
