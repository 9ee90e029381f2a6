import { bookingPaths } from '@gazda/contracts/paths';
import type { minStayBlockedSchema } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

/** After a check-in is picked: the check-out days the minimum stay forbids. */
export function minStayBlockedQueryOptions(id: number, start: string | null) {
  return queryOptions({
    queryKey: publicKeys.minStayBlocked(id, start ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DataOf<z.infer<typeof minStayBlockedSchema>>>(
          bookingPaths.minStayBlocked(id),
          {
            query: { start: start ?? '' },
            signal,
          },
        )
      ).data.dates,
    enabled: start !== null,
    staleTime: 30_000,
  });
}
