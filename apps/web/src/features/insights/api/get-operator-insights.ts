import type { DataOf } from '@gazda/contracts/common';
import type { OperatorInsights } from '@gazda/contracts/insights';
import { insightsPaths } from '@gazda/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET admin/insights: the operator's dashboard for the period. */
export function useOperatorInsights(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'insights', from, to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DataOf<OperatorInsights>>(insightsPaths.admin, {
          query: { from, to },
          signal,
        })
      ).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
