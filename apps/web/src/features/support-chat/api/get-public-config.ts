import { dataOf } from '@gazda/contracts/common';
import { publicConfigPaths, publicConfigSchema } from '@gazda/contracts/public-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = dataOf(publicConfigSchema);

/** GET public/config: the server's configuration the panel acts on; it changes only on restart. */
export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: async () =>
      (await apiRequest(publicConfigPaths.config, { schema: responseSchema })).data,
    staleTime: Infinity,
  });
}
