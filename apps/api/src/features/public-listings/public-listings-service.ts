import { findAccessibleListing } from '../listings/listing-service';
import type {
  PublicListing,
  PublicListingCard,
  PublicSearchQuery,
} from '@gazda/contracts/bookings';
import type { QuoteBody } from '@gazda/contracts/calendar';
import { addDays } from '@gazda/domain/dates';
import { toLatin } from '@gazda/i18n/cyrillic';
import type { Locale } from '@gazda/i18n/locales';
import type { ListingRow, UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { apartmentNotFound } from '../../errors';
import { blockedCheckOuts, calendarDays, loadCalendarWindow } from '../calendar/calendar-service';
import { quoteStay, quoteStays, type StayRequest } from '../calendar/pricing-service';
import { listingPhotos, photosOf } from '../listings/listing-photos-service';
import { todayIn } from '../bookings/booking-service';
import { publicPoint } from './approximate-location';
import { presentCard, presentPublicListing } from './public-listing-presenter';
import {
  categoryConst,
  findListedListing,
  listingAmenities,
  searchListings,
  searchPage,
} from './public-listings-repository';

/** With dates, at most this many SQL matches are priced (min stay is the domain's). */
const SEARCH_CANDIDATES = 200;

/**
 * "Niš" → "nis": what plain_city() of 0005-booking does in the database. A city typed in Cyrillic
 * ("Ниш", the sr-Cyrl panel) is read in Latin first: the cities are stored as hosts wrote them.
 */
function plainCity(value: string): string {
  const map: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'd' };
  return toLatin(value)
    .trim()
    .toLowerCase()
    .replace(/[čćšžđ]/g, (c) => map[c] ?? c);
}

/** GET public/ads. */
export async function searchPublic(
  deps: Deps,
  query: PublicSearchQuery,
  locale: Locale,
): Promise<{ data: PublicListingCard[]; total: number }> {
  const now = deps.now();
  const stay =
    query.check_in && query.check_out
      ? { check_in: query.check_in, check_out: query.check_out }
      : undefined;
  const filters = {
    locale,
    city: query.city ? plainCity(query.city) : undefined,
    guests: query.guests,
    stay,
    now,
  };
  const offset = (query.page - 1) * query.per_page;
  if (!stay) {
    const { rows, total } = await searchListings(deps.db, filters, {
      limit: query.per_page,
      offset,
    });
    return { data: await cards(deps, rows, locale, new Map()), total };
  }
  if (stay.check_in < todayIn('Europe/Belgrade', now)) return { data: [], total: 0 };
  // The total is what the domain accepts of these candidates: no count query is needed.
  const rows = await searchPage(deps.db, filters, { limit: SEARCH_CANDIDATES, offset: 0 });
  // One query per table for all candidates (not five per candidate): see quoteStays.
  const quotes = await quoteStays(deps.db, deps, rows, { ...stay, guests: query.guests ?? 1 });
  const priced = new Map<number, QuoteBody>();
  for (const [id, q] of quotes) {
    // The listing's availability rules count like the min stay (docs/rules/availability.md).
    const bookable = q && q.min_stay_met && q.unavailable_dates.length === 0;
    if (bookable && q.refused_by.length === 0) priced.set(id, q);
  }
  const matching = rows.filter((row) => priced.has(row.id));
  const page = matching.slice(offset, offset + query.per_page);
  return { data: await cards(deps, page, locale, priced), total: matching.length };
}

async function cards(
  deps: Deps,
  rows: ListingRow[],
  locale: Locale,
  priced: Map<number, QuoteBody>,
): Promise<PublicListingCard[]> {
  const photos = await photosOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const q = priced.get(row.id);
    return presentCard(
      row,
      photos.get(row.id)?.[0],
      locale,
      q ? { nights: q.nights, total: q.total } : null,
    );
  });
}

/**
 * A listed listing visible in `locale`; its owner also sees it in any other status (the listing
 * header's preview link). Anyone else: 404 `Apartment not found`.
 */
async function visibleListing(
  deps: Deps,
  id: number,
  locale: Locale,
  viewerId: number | null = null,
): Promise<ListingRow> {
  const row = await findListedListing(deps.db, id);
  if (row && (locale === 'en' ? row.active_en : row.active_sr)) return row;
  const own = viewerId === null ? null : await findAccessibleListing(deps.db, id, viewerId);
  if (!own) throw apartmentNotFound();
  return own;
}

/**
 * GET public/ads/{id}. The map point is approximate (approximate-location.ts) except for the
 * listing's owner and operators, who see the exact one as they do in the listing's editor.
 */
export async function publicListing(
  deps: Deps,
  id: number,
  locale: Locale,
  viewer: Pick<UserRow, 'id' | 'roles'> | null = null,
): Promise<PublicListing> {
  const row = await visibleListing(deps, id, locale, viewer?.id ?? null);
  const exact = viewer !== null && (viewer.id === row.owner_id || viewer.roles.includes('Admin'));
  const [category, photos, amenities, point] = await Promise.all([
    categoryConst(deps.db, row.category_id),
    listingPhotos(deps.db, row.id),
    listingAmenities(deps.db, row.id),
    exact ? exactPoint(row) : publicPoint(deps.db, row),
  ]);
  const today = todayIn(row.time_zone, deps.now());
  return presentPublicListing(
    row,
    { category, photos, amenities, today, point, approximate: !exact },
    locale,
  );
}

function exactPoint(row: ListingRow) {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };
}

/** GET public/ads/{id}/calendar: availability, min stay and nightly price; past days unavailable. */
export async function publicCalendar(
  deps: Deps,
  id: number,
  query: { start?: string; days: number },
  locale: Locale,
  viewerId: number | null = null,
) {
  const row = await visibleListing(deps, id, locale, viewerId);
  const today = todayIn(row.time_zone, deps.now());
  const start = query.start ?? today;
  const window = { start, end: addDays(start, query.days) };
  const now = deps.now();
  const data = await loadCalendarWindow(deps.db, row.id, window, { now });
  return calendarDays(row, data, window, now).map((day) => ({
    date: day.date,
    available: day.available && day.date >= today,
    min_stay: day.min_stay,
    price: day.price,
    arrival_rule: day.arrival_rule,
    departure_rule: day.departure_rule,
  }));
}

/** GET public/ads/{id}/min-stay-blocked?start=D: the check-outs the picker greys out. */
export async function publicMinStayBlocked(
  deps: Deps,
  id: number,
  start: string,
  locale: Locale,
  viewerId: number | null = null,
): Promise<string[]> {
  const row = await visibleListing(deps, id, locale, viewerId);
  return blockedCheckOuts(deps, row, start);
}

/** GET public/ads/{id}/pricing: the breakdown without a login (the widget before signing in). */
export async function publicPricing(
  deps: Deps,
  id: number,
  stay: StayRequest,
  locale: Locale,
  viewerId: number | null = null,
): Promise<QuoteBody> {
  const row = await visibleListing(deps, id, locale, viewerId);
  return quoteStay(deps.db, deps, row, stay);
}
