import { adminPaths } from '@gazda/contracts/paths';
import type { TvDouble } from '@gazda/contracts/admin';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

/** GET admin/tv/double: the latest reservations and inquiries. */
function tvDoubleQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvDouble'),
    queryFn: async () => (await apiRequest<DataOf<TvDouble>>(adminPaths.tvDouble)).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvDouble() {
  return useQuery(tvDoubleQueryOptions());
}
