import { adminPaths } from '@gazda/contracts/paths';
import type { TvAdvance } from '@gazda/contracts/admin';
import type { DataOf } from '@gazda/contracts/common';
import type { Locale } from '@gazda/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/tv/advance-payment: the same list as the TV screen, to act on. */
function unpaidAdvancesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...adminKey, 'advances', locale],
    queryFn: async () => (await apiRequest<DataOf<TvAdvance[]>>(adminPaths.tvAdvancePayment)).data,
    staleTime: 0,
  });
}

export function useUnpaidAdvances(locale: Locale) {
  return useQuery(unpaidAdvancesQueryOptions(locale));
}
