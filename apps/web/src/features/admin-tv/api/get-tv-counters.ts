import { adminPaths } from '@gazda/contracts/paths';
import type { TvCounters } from '@gazda/contracts/admin';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

/** GET admin/tv: the counters of /tv, polled (the wall screen never reloads). */
function tvCountersQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tv'),
    queryFn: async () => (await apiRequest<DataOf<TvCounters>>(adminPaths.tv)).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvCounters() {
  return useQuery(tvCountersQueryOptions());
}
