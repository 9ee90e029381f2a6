import { bookingPaths } from '@gazda/contracts/paths';
import type { QuoteBody } from '@gazda/contracts/calendar';
import type { DataOf } from '@gazda/contracts/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicKeys } from './public-keys';

/** `guests` are the adults; `children` their ages on the arrival date (the tourist tax). */
export type StaySelection = {
  check_in: string;
  check_out: string;
  guests: number;
  children: number[];
};

/** The server's quote for a stay: the one that counts (docs/rules/pricing.md). */
export function publicPricingQueryOptions(id: number, stay: StaySelection | null) {
  return queryOptions({
    queryKey: [
      ...publicKeys.pricing(id, stay?.check_in ?? '', stay?.check_out ?? '', stay?.guests ?? 1),
      stay?.children.join(',') ?? '',
    ],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DataOf<QuoteBody>>(bookingPaths.pricing(id), {
          query: stay
            ? {
                check_in: stay.check_in,
                check_out: stay.check_out,
                adults: stay.guests,
                children: stay.children.length > 0 ? stay.children.join(',') : undefined,
              }
            : undefined,
          signal,
        })
      ).data,
    enabled: stay !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
