import { pricingCalendar, type ListingPricing, type PricingSettings } from './pricing-types';

/**
 * The listing and calendar of docs/rules/pricing.md's worked examples, shared by the pricing tests.
 */
export const workedExampleListing: ListingPricing = {
  currency: 'EUR',
  base_price: 5000,
  weekend_price: 6000,
  extra_guest_price: 1000,
  extra_guest_threshold: 2,
  max_guests: 6,
  weekly_discount_percent: 10,
  monthly_discount_percent: 25,
  min_stay: 2,
  min_stay_by_weekday: { '6': 3 },
  weekend_min_stay: 2,
};

export const LETO = 1;
export const LAST_MINUTE = 2;

export const workedExampleCalendar = pricingCalendar({
  special_prices: { '2027-01-07': 4500 },
  rules: [
    { id: LETO, name: 'Leto', color: '#f59e0b', min_stay: 5, price_percent: 20 },
    { id: LAST_MINUTE, name: 'Last minute', color: '#0ea5e9', min_stay: null, price_percent: -15 },
  ],
  rule_by_date: [
    ['2027-01-11', LAST_MINUTE],
    ['2027-01-12', LAST_MINUTE],
    ['2027-07-02', LETO],
    ['2027-07-03', LETO],
    ['2027-07-04', LETO],
    ['2027-07-05', LETO],
    ['2027-07-06', LETO],
  ],
  unavailable: { '2027-01-20': 'manual' },
});

export const workedExampleSettings: PricingSettings = {
  service_fee_percent: 10,
  vat_percent: 20,
  advance_percent: 30,
};
