import { publicConfigPaths } from '@gazda/contracts/paths';
import type { DataOf } from '@gazda/contracts/common';
import type { PublicConfig } from '@gazda/contracts/public-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET public/config: the server's configuration the panel acts on; it changes only on restart. */
export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: async () => (await apiRequest<DataOf<PublicConfig>>(publicConfigPaths.config)).data,
    staleTime: Infinity,
  });
}
