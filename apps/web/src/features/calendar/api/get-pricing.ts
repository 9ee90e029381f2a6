import { calendarPaths, quoteSchema, type QuoteBody } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import type { Stay } from '@gazda/domain/pricing-types';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

const quoteResponseSchema = dataOf(quoteSchema);

/** The server's breakdown of a stay (pricing.md): the one that is stored and charged. */
export async function getPricing(
  listingId: number,
  stay: Stay,
  signal?: AbortSignal,
): Promise<QuoteBody> {
  const { data } = await apiRequest(calendarPaths.pricing(listingId), {
    query: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
    schema: quoteResponseSchema,
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
