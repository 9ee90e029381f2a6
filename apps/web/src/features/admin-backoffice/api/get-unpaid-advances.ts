import { adminPaths, tvAdvanceSchema } from '@gazda/contracts/admin';
import { dataOf } from '@gazda/contracts/common';
import { z } from '@gazda/contracts/zod';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

const responseSchema = dataOf(z.array(tvAdvanceSchema));

/** GET admin/tv/advance-payment: the same list as the TV screen, to act on. */
export function unpaidAdvancesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...adminKey, 'advances', locale],
    queryFn: async () =>
      (await apiRequest(adminPaths.tvAdvancePayment, { schema: responseSchema })).data,
    staleTime: 0,
  });
}

export function useUnpaidAdvances(locale: Locale) {
  return useQuery(unpaidAdvancesQueryOptions(locale));
}
