import type {
  CalendarDay,
  CalendarInitData,
  CalendarRule,
  QuoteBody,
} from '@gazda/contracts/calendar';
import type { UnavailableReason } from '@gazda/domain/availability';
import type { LocalDate } from '@gazda/domain/dates';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { quote } from '@gazda/domain/pricing';
import {
  pricingCalendar,
  type ListingPricing,
  type PricingCalendar,
  type Quote,
  type QuoteResult,
  type Stay,
} from '@gazda/domain/pricing-types';

/** The listing as the pricing engine reads it (the domain's mapping); null until a base price is set. */
export function pricingListing(listing: CalendarInitData['listing']): ListingPricing | null {
  const pricing = listingPricing(listing);
  return pricing.priced ? pricing : null;
}

/** Special prices, rules and unavailable nights of the loaded days, as the engine's lookups. */
function calendarFromDays(
  days: readonly CalendarDay[],
  rules: readonly CalendarRule[],
): PricingCalendar {
  const special: [LocalDate, number][] = [];
  const ruleByDate: [LocalDate, number][] = [];
  const unavailable: [LocalDate, UnavailableReason][] = [];
  for (const day of days) {
    if (day.special !== null) special.push([day.date, day.special]);
    if (day.rule_id !== null) ruleByDate.push([day.date, day.rule_id]);
    if (!day.available) unavailable.push([day.date, day.reason ?? 'manual']);
  }
  return pricingCalendar({
    special_prices: special,
    rules,
    rule_by_date: ruleByDate,
    unavailable,
  });
}

/**
 * The preview the host sees at once: the same function the server runs (docs/rules/pricing.md), fed
 * with the calendar already on screen. The server's answer follows and is the one that counts.
 */
export function localQuote(
  initData: CalendarInitData,
  days: readonly CalendarDay[],
  stay: Stay,
): QuoteResult | null {
  const listing = pricingListing(initData.listing);
  if (!listing) return null;
  return quote({
    listing,
    calendar: calendarFromDays(days, initData.rules),
    settings: initData.settings,
    stay,
  });
}

/**
 * The engine's quote in the API's shape (rule ids are numbers there), for one breakdown view. The
 * availability rules (`refused_by`) are the server's to name: the preview waits for its answer.
 */
export function asQuoteBody(result: Quote): QuoteBody {
  return {
    ...result,
    refused_by: [],
    nightly: result.nightly.map((night) => ({
      ...night,
      rule_id: night.rule_id === null ? null : Number(night.rule_id),
    })),
  };
}
