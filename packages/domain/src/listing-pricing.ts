import type { Currency } from './money';
import type { ListingPricing, WeekdayKey } from './pricing-types';

/**
 * A listing's pricing fields as the server stores them and the calendar editor receives them:
 * a draft may have no base price or guest count yet, and the minimum stays by weekday are JSON.
 */
type ListingPricingFields = {
  currency: Currency;
  base_price: number | null;
  weekend_price: number | null;
  extra_guest_price: number | null;
  extra_guest_threshold: number | null;
  max_guests: number | null;
  weekly_discount_percent: number | null;
  monthly_discount_percent: number | null;
  min_stay: number;
  min_stay_by_weekday: unknown;
  weekend_min_stay: number | null;
};

const WEEKDAY_KEY = /^[0-6]$/;

/** The `'0'`…`'6'` keys whose value is a number of nights or null; anything else is dropped. */
function weekdayMinStays(value: unknown): ListingPricing['min_stay_by_weekday'] {
  const result: ListingPricing['min_stay_by_weekday'] = {};
  if (typeof value !== 'object' || value === null) return result;
  for (const [key, nights] of Object.entries(value)) {
    if (WEEKDAY_KEY.test(key) && (typeof nights === 'number' || nights === null))
      result[key as WeekdayKey] = nights;
  }
  return result;
}

/**
 * The one mapping of a listing to the pricing engine's input, on the server and in the panel.
 * `priced` is false while the base price is missing: the calendar still shows the nights (at 0),
 * while a quote is refused (server) or not previewed (panel).
 */
export function listingPricing(
  listing: ListingPricingFields,
): ListingPricing & { priced: boolean } {
  return {
    priced: listing.base_price !== null,
    currency: listing.currency,
    base_price: listing.base_price ?? 0,
    weekend_price: listing.weekend_price,
    extra_guest_price: listing.extra_guest_price,
    extra_guest_threshold: listing.extra_guest_threshold,
    max_guests: listing.max_guests ?? 1,
    weekly_discount_percent: listing.weekly_discount_percent,
    monthly_discount_percent: listing.monthly_discount_percent,
    min_stay: listing.min_stay,
    min_stay_by_weekday: weekdayMinStays(listing.min_stay_by_weekday),
    weekend_min_stay: listing.weekend_min_stay,
  };
}
