import { calendarPaths } from '@gazda/contracts/paths';
import type { QuoteBody } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import type { Stay } from '@gazda/domain/pricing-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

/** The server's breakdown of a stay (docs/rules/pricing.md): the one that is stored and charged. */
async function getPricing(listingId: number, stay: Stay, signal?: AbortSignal): Promise<QuoteBody> {
  const { data } = await apiRequest<DataOf<QuoteBody>>(calendarPaths.pricing(listingId), {
    query: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
    signal,
  });
  return data;
}

export function pricingQueryOptions(listingId: number, stay: Stay) {
  return queryOptions({
    queryKey: calendarKeys.pricingOf(listingId, stay),
    queryFn: ({ signal }) => getPricing(listingId, stay, signal),
    staleTime: 0,
  });
}
