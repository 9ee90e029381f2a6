import { adminPaths, tvInquirySchema } from '@gazda/contracts/admin';
import { dataOf } from '@gazda/contracts/common';
import { z } from '@gazda/contracts/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

const responseSchema = dataOf(z.array(tvInquirySchema));

/** GET admin/tv/unresolved-inquiries: unanswered for over 24 hours, oldest first. */
export function tvUnresolvedQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvUnresolvedInquiries'),
    queryFn: async () =>
      (await apiRequest(adminPaths.tvUnresolvedInquiries, { schema: responseSchema })).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvUnresolved() {
  return useQuery(tvUnresolvedQueryOptions());
}
