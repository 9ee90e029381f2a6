import type { QuoteBody } from '@gazda/contracts/calendar';
import type { Quote } from '@gazda/domain/pricing-types';

/** Whether the instant preview and the server's breakdown say the same (the server's wins if not). */
export function sameQuote(local: Quote, server: QuoteBody): boolean {
  const fields = [
    'nights',
    'guests',
    'min_stay',
    'min_stay_met',
    'nights_total',
    'extra_guest_fee',
    'host_earnings',
    'service_fee',
    'vat',
    'total',
    'advance',
    'remaining',
  ] as const;
  if (fields.some((field) => local[field] !== server[field])) return false;
  if (local.discount.amount !== server.discount.amount) return false;
  if (local.unavailable_dates.join() !== server.unavailable_dates.join()) return false;
  return local.nightly.every((night, i) => night.final === server.nightly[i]?.final);
}
