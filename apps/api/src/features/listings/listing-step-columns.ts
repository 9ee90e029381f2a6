import type { AvailabilityRulesBody, PatchListingBody } from '@gazda/contracts/listings';
import type { ListingUpdate } from './listings-repository';

const json = (value: unknown) => JSON.stringify(value);

/**
 * The columns one step's PATCH writes (validated body → row). Tags live in listing_tags, so the
 * tags step returns its ids instead of columns.
 */
export function stepColumns(
  body: PatchListingBody,
  now: Date,
): { columns: ListingUpdate; tagIds?: number[] } {
  switch (body.step) {
    case 'info':
      return {
        columns: {
          name_sr: body.name.sr,
          name_en: body.name.en,
          description_sr: body.description.sr,
          description_en: body.description.en,
          subcategory_id: body.subcategory_id,
        },
      };
    case 'property':
      return {
        columns: {
          max_guests: body.max_guests,
          area_m2: body.area_m2,
          bedrooms: body.bedrooms,
          bathrooms: body.bathrooms,
          rooms: json(body.rooms),
          parking: json(body.parking),
        },
      };
    case 'location':
      return {
        columns: {
          country: body.country,
          city: body.city,
          street_and_number: body.street_and_number,
          floor: body.floor,
          suite_number: body.suite_number || null,
          latitude: body.latitude,
          longitude: body.longitude,
        },
      };
    case 'tags':
      return { columns: {}, tagIds: [...new Set(body.tag_ids)] };
    case 'pricing':
      return {
        columns: {
          currency: body.currency,
          base_price: body.base_price,
          weekend_price: body.weekend_price,
          extra_guest_price: body.extra_guest_price,
          extra_guest_threshold: body.extra_guest_threshold,
          weekly_discount_percent: body.weekly_discount_percent,
          monthly_discount_percent: body.monthly_discount_percent,
        },
      };
    case 'reservation':
      return {
        columns: {
          booking_mode: body.booking_mode,
          min_stay: body.min_stay,
          min_stay_by_weekday: json(body.min_stay_by_weekday),
          weekend_min_stay: body.weekend_min_stay,
          check_in_from: body.check_in_from,
          check_in_to: body.check_in_to,
          check_out_until: body.check_out_until,
          ...availabilityRuleColumns(body),
          ...(body.collects_tourist_tax === undefined
            ? {}
            : { collects_tourist_tax: body.collects_tourist_tax }),
        },
      };
    case 'terms':
      return { columns: { terms_accepted_at: now } };
  }
}

/** The availability rules the body carries; one left out keeps its stored value. */
function availabilityRuleColumns(body: Partial<AvailabilityRulesBody>): ListingUpdate {
  const columns: ListingUpdate = {};
  if (body.max_stay !== undefined) columns.max_stay = body.max_stay;
  if (body.advance_notice_days !== undefined)
    columns.advance_notice_days = body.advance_notice_days;
  if (body.same_day_cutoff !== undefined) columns.same_day_cutoff = body.same_day_cutoff;
  if (body.preparation_nights !== undefined) columns.preparation_nights = body.preparation_nights;
  if (body.booking_window_days !== undefined)
    columns.booking_window_days = body.booking_window_days;
  if (body.closed_to_arrival !== undefined)
    columns.closed_to_arrival = json([...new Set(body.closed_to_arrival)].sort((a, b) => a - b));
  if (body.closed_to_departure !== undefined)
    columns.closed_to_departure = json(
      [...new Set(body.closed_to_departure)].sort((a, b) => a - b),
    );
  return columns;
}
