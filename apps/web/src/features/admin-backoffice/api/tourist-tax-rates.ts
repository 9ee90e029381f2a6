import type { DataOf } from '@gazda/contracts/common';
import { touristTaxPaths } from '@gazda/contracts/paths';
import type { TouristTaxRateBody, TouristTaxRateItem } from '@gazda/contracts/tourist-tax';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** GET admin/tourist-tax-rates: every municipality's rates, by city and date. */
function touristTaxRatesQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'tourist-tax-rates'],
    queryFn: async () =>
      (await apiRequest<DataOf<TouristTaxRateItem[]>>(touristTaxPaths.rates)).data,
  });
}

export function useTouristTaxRates() {
  return useQuery(touristTaxRatesQueryOptions());
}

/** PUT admin/tourist-tax-rates: one city's rate from a date; the same city and date replaces it. */
export function usePutTouristTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TouristTaxRateBody) =>
      (
        await apiRequest<DataOf<TouristTaxRateItem>>(touristTaxPaths.rates, {
          method: 'PUT',
          body,
        })
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: touristTaxRatesQueryOptions().queryKey }),
  });
}
