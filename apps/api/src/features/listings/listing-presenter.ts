import { availabilityRules, type AvailabilityRuleFields } from '@gazda/domain/availability-rules';
import type { Listing } from '@gazda/contracts/listings';
import { presentPhoto } from '../photos/photo-presenter';
import type { PhotoRow } from './listing-photos-repository';
import { listingCompleteness, type ListingData } from './listing-completeness';
import type { ListingRecord } from './listings-repository';

const flag = (on: boolean) => (on ? '1' : '0');

/** The Listing shape of contracts/listings.ts from its row, its tag ids and its photos. */
export function presentListing(row: ListingRecord, tagIds: number[], photos: PhotoRow[]): Listing {
  if (row.status === 'deleted') throw new Error(`listing ${row.id} is deleted`);
  const data: ListingData = {
    id: row.id,
    category: row.category,
    status: row.status,
    active: { sr: flag(row.active_sr), en: flag(row.active_en) },
    approve_errors:
      row.approve_errors_sr !== null || row.approve_errors_en !== null
        ? { errors: { sr: row.approve_errors_sr ?? '', en: row.approve_errors_en ?? '' } }
        : null,
    name: { sr: row.name_sr, en: row.name_en },
    description: { sr: row.description_sr, en: row.description_en },
    subcategory_id: row.subcategory_id,
    max_guests: row.max_guests,
    area_m2: row.area_m2,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    rooms: (row.rooms ?? []) as Listing['rooms'],
    parking: (row.parking ?? null) as Listing['parking'],
    country: row.country,
    city: row.city,
    street_and_number: row.street_and_number,
    floor: row.floor,
    suite_number: row.suite_number,
    latitude: row.latitude,
    longitude: row.longitude,
    tag_ids: tagIds,
    photos: photos.map(presentPhoto),
    currency: row.currency,
    base_price: row.base_price,
    weekend_price: row.weekend_price,
    extra_guest_price: row.extra_guest_price,
    extra_guest_threshold: row.extra_guest_threshold,
    weekly_discount_percent: row.weekly_discount_percent,
    monthly_discount_percent: row.monthly_discount_percent,
    booking_mode: row.booking_mode,
    min_stay: row.min_stay,
    min_stay_by_weekday: (row.min_stay_by_weekday ?? {}) as Listing['min_stay_by_weekday'],
    weekend_min_stay: row.weekend_min_stay,
    check_in_from: row.check_in_from,
    check_in_to: row.check_in_to,
    check_out_until: row.check_out_until,
    ...presentAvailabilityRules(row),
    collects_tourist_tax: row.collects_tourist_tax,
    terms_accepted: row.terms_accepted_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  return { ...data, ...listingCompleteness(data) };
}

/** The availability rules as the domain reads the stored columns (docs/rules/availability.md). */
function presentAvailabilityRules(row: AvailabilityRuleFields) {
  const rules = availabilityRules(row);
  return {
    ...rules,
    closed_to_arrival: [...rules.closed_to_arrival],
    closed_to_departure: [...rules.closed_to_departure],
  };
}
