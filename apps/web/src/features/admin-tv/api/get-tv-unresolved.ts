import { adminPaths } from '@gazda/contracts/paths';
import type { TvInquiry } from '@gazda/contracts/admin';
import type { DataOf } from '@gazda/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

/** GET admin/tv/unresolved-inquiries: unanswered for over 24 hours, oldest first. */
function tvUnresolvedQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvUnresolvedInquiries'),
    queryFn: async () =>
      (await apiRequest<DataOf<TvInquiry[]>>(adminPaths.tvUnresolvedInquiries)).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvUnresolved() {
  return useQuery(tvUnresolvedQueryOptions());
}
