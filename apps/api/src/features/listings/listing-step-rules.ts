import type { PatchListingBody } from '@gazda/contracts/listings';
import type { Db } from '../../db/database';
import type { FieldErrorIds } from '../../errors';
import {
  isCountry,
  isSubcategoryOf,
  tagIdsInCategory,
} from '../reference-data/reference-data-service';
import type { ListingRecord, ListingUpdate } from './listings-repository';

type Pricing = Extract<PatchListingBody, { step: 'pricing' }>;
type ExtraGuest = Pick<ListingRecord, 'extra_guest_price' | 'extra_guest_threshold'>;

/**
 * docs/rules/pricing.md rule 6 and docs/rules/product.md §5: an extra-guest price needs room for 2
 * or more guests and says how many guests the base price includes, which must be fewer than the
 * maximum.
 */
function pricingErrors(maxGuests: number | null, body: Pricing): FieldErrorIds {
  const errors: FieldErrorIds = {};
  if (body.extra_guest_price !== null) {
    if ((maxGuests ?? 0) < 2) errors.extra_guest_price = ['listings.extra_guest_needs_capacity'];
    else if (body.extra_guest_threshold === null)
      errors.extra_guest_threshold = ['validation.required'];
  }
  const threshold = body.extra_guest_threshold;
  if (
    threshold !== null &&
    maxGuests !== null &&
    threshold >= maxGuests &&
    !errors.extra_guest_price
  )
    errors.extra_guest_threshold = ['listings.extra_guest_threshold_max'];
  return errors;
}

/**
 * What a new maximum of guests does to the extra-guest pricing: below 2 guests it is cleared;
 * a threshold that is no longer below the maximum drops to maximum - 1. The panel asks the host
 * to confirm before saving; the server applies it and the activity log records it.
 */
export function extraGuestAdjustment(current: ExtraGuest, maxGuests: number): ListingUpdate {
  if (maxGuests < 2) {
    if (current.extra_guest_price === null && current.extra_guest_threshold === null) return {};
    return { extra_guest_price: null, extra_guest_threshold: null };
  }
  if (current.extra_guest_threshold !== null && current.extra_guest_threshold >= maxGuests)
    return { extra_guest_threshold: maxGuests - 1 };
  return {};
}

/** Rules of one step beyond its schema that need the database: references of the category. */
export async function stepRuleErrors(
  db: Db,
  listing: ListingRecord,
  body: PatchListingBody,
): Promise<FieldErrorIds> {
  switch (body.step) {
    case 'info':
      return (await isSubcategoryOf(db, listing.category_id, body.subcategory_id))
        ? {}
        : { subcategory_id: ['listings.subcategory_invalid'] };
    case 'location':
      return (await isCountry(db, body.country)) ? {} : { country: ['listings.country_invalid'] };
    case 'tags': {
      const wanted = [...new Set(body.tag_ids)];
      const found = await tagIdsInCategory(db, listing.category_id, wanted);
      return found.length === wanted.length ? {} : { tag_ids: ['listings.tags_invalid'] };
    }
    case 'pricing':
      return pricingErrors(listing.max_guests, body);
    case 'reservation': {
      // A maximum below the minimum would leave no stay to book (docs/rules/availability.md).
      const maxStay = body.max_stay !== undefined ? body.max_stay : listing.max_stay;
      return maxStay !== null && maxStay < body.min_stay
        ? { max_stay: ['listings.max_stay_below_min'] }
        : {};
    }
    default:
      return {};
  }
}
