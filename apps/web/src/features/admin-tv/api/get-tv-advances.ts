import { adminPaths } from '@gazda/contracts/paths';
import type { TvAdvance } from '@gazda/contracts/admin';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

/** GET admin/tv/advance-payment: unpaid advances, earliest due first. */
function tvAdvancesQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvAdvancePayment'),
    queryFn: async () => (await apiRequest<DataOf<TvAdvance[]>>(adminPaths.tvAdvancePayment)).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvAdvances() {
  return useQuery(tvAdvancesQueryOptions());
}
