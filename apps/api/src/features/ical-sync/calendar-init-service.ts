import type { CalendarInitData } from '@gazda/contracts/calendar';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { nameFor, type Locale } from '@gazda/i18n/locales';
import type { ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { listingToday, requireOwnListing } from '../calendar/calendar-access';
import { pricingSettings } from '../calendar/pricing-service';
import { getRules } from '../calendar/rules-service';
import { exportUrlOf } from './ical-export-service';
import { presentImports } from './ical-imports-service';

/** GET calendar/init-data/{id}: what the calendar editor needs once, before the days. */
export async function getInitData(
  deps: Deps,
  userId: number,
  listingId: number,
  locale: Locale,
): Promise<CalendarInitData> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  const [rules, imports, url] = await Promise.all([
    getRules(deps, userId, listing.id),
    presentImports(deps, listing.id, locale),
    exportUrlOf(deps, listing),
  ]);
  return {
    listing: listingDefaults(listing, locale),
    today: listingToday(listing, deps.now()),
    rules,
    ical_imports: imports,
    ical_export: { url },
    settings: pricingSettings(deps.config),
  };
}

function listingDefaults(listing: ListingRow, locale: Locale): CalendarInitData['listing'] {
  const { min_stay_by_weekday } = listingPricing(listing);
  return {
    id: listing.id,
    name: nameFor(locale, listing),
    status: listing.status,
    time_zone: listing.time_zone,
    currency: listing.currency,
    base_price: listing.base_price,
    weekend_price: listing.weekend_price,
    extra_guest_price: listing.extra_guest_price,
    extra_guest_threshold: listing.extra_guest_threshold,
    max_guests: listing.max_guests,
    weekly_discount_percent: listing.weekly_discount_percent,
    monthly_discount_percent: listing.monthly_discount_percent,
    min_stay: listing.min_stay,
    min_stay_by_weekday: min_stay_by_weekday as Record<string, number | null>,
    weekend_min_stay: listing.weekend_min_stay,
  };
}
