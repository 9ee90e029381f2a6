import { describe, expect, it } from 'vitest';
import { listingPricing } from './listing-pricing';

type ListingPricingFields = Parameters<typeof listingPricing>[0];

const stored: ListingPricingFields = {
  currency: 'EUR',
  base_price: 5000,
  weekend_price: 6000,
  extra_guest_price: 1000,
  extra_guest_threshold: 2,
  max_guests: 4,
  weekly_discount_percent: 10,
  monthly_discount_percent: 25,
  min_stay: 2,
  min_stay_by_weekday: { '6': 3 },
  weekend_min_stay: 2,
};

describe('listingPricing', () => {
  it.each([
    ['a priced listing', {}, { priced: true, base_price: 5000, max_guests: 4 }],
    ['a draft without a base price', { base_price: null }, { priced: false, base_price: 0 }],
    ['a draft without a guest count', { max_guests: null }, { priced: true, max_guests: 1 }],
  ] as const)('maps %s', (_name, change, expected) => {
    expect(listingPricing({ ...stored, ...change })).toMatchObject(expected);
  });

  it('copies every pricing field as it is', () => {
    const { priced, ...pricing } = listingPricing(stored);
    expect(priced).toBe(true);
    expect(pricing).toEqual(stored);
  });
});

describe('the stored minimum stay per weekday', () => {
  it.each([
    ['numbers and nulls of weekday keys', { '0': 2, '6': null }, { '0': 2, '6': null }],
    ['keys that are not weekdays', { '7': 2, mon: 3, '1': 4 }, { '1': 4 }],
    ['values that are not nights', { '1': '3', '2': true, '3': 5 }, { '3': 5 }],
    ['JSON null', null, {}],
    ['a string', 'x', {}],
  ])('keeps %s', (_name, value, expected) => {
    const stay = { ...stored, min_stay_by_weekday: value } as ListingPricingFields;
    expect(listingPricing(stay).min_stay_by_weekday).toEqual(expected);
  });
});
