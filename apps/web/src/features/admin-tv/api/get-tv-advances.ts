import { adminPaths, tvAdvanceSchema } from '@gazda/contracts/admin';
import { dataOf } from '@gazda/contracts/common';
import { z } from '@gazda/contracts/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TV_REFRESH_MS, tvKey } from './tv-keys';

const responseSchema = dataOf(z.array(tvAdvanceSchema));

/** GET admin/tv/advance-payment: unpaid advances, earliest due first. */
export function tvAdvancesQueryOptions() {
  return queryOptions({
    queryKey: tvKey('tvAdvancePayment'),
    queryFn: async () =>
      (await apiRequest(adminPaths.tvAdvancePayment, { schema: responseSchema })).data,
    refetchInterval: TV_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useTvAdvances() {
  return useQuery(tvAdvancesQueryOptions());
}
