import type { PublicListing } from '@gazda/contracts/bookings';
import type { QuoteBody } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';

export function publicListing(overrides: Partial<PublicListing> = {}): PublicListing {
  return {
    id: 12,
    category: 'apartment',
    name: 'Stan na Dorćolu',
    description: 'Svetao stan.',
    city: 'Beograd',
    country: 'Srbija',
    latitude: null,
    longitude: null,
    approximate_location: true,
    photos: [],
    max_guests: 4,
    area_m2: 50,
    bedrooms: 1,
    bathrooms: 1,
    rooms: [],
    amenities: [],
    check_in_from: '14:00',
    check_in_to: '20:00',
    check_out_until: '10:00',
    booking_mode: 'instant',
    currency: 'EUR',
    base_price: 5000,
    min_stay: 1,
    time_zone: 'Europe/Belgrade',
    today: '2027-01-01',
    ...overrides,
  };
}

export function publicDays(start: string, count: number, price = 5000) {
  return Array.from({ length: count }, (_, i) => ({
    date: addDays(start, i),
    available: true,
    min_stay: 1,
    price,
    arrival_rule: null,
    departure_rule: null,
  }));
}

export const threeNightQuote: QuoteBody = {
  currency: 'EUR',
  nights: 3,
  guests: 2,
  min_stay: 1,
  min_stay_met: true,
  nightly: ['2027-01-06', '2027-01-07', '2027-01-08'].map((date) => ({
    date,
    base: 5000,
    special: null,
    rule_id: null,
    rule_price: null,
    final: 5000,
  })),
  nights_total: 15000,
  discount: { kind: null, percent: 0, amount: 0 },
  extra_guest_fee: 0,
  host_earnings: 15000,
  service_fee: 1500,
  vat: 300,
  total: 16800,
  advance: 5040,
  remaining: 11760,
  unavailable_dates: [],
  refused_by: [],
};
