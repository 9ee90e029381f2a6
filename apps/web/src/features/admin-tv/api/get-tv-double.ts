import { adminPaths, tvDoubleSchema } from '@gazda/contracts/admin';
import { dataOf } from '@gazda/contracts/common';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

const responseSchema = dataOf(tvDoubleSchema);

/** GET admin/tv/double: the latest reservations and inquiries. */
export function tvDoubleQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvDouble'),
    queryFn: async () => (await apiRequest(adminPaths.tvDouble, { schema: responseSchema })).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvDouble() {
  return useQuery(tvDoubleQueryOptions());
}
