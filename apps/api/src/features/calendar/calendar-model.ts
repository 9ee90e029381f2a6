import type { CalendarDay } from '@gazda/contracts/calendar';
import {
  availabilityByDate,
  unavailableDates,
  type OccupiedRange,
} from '@gazda/domain/availability';
import { addDays, diffDays, fromDayNumber, toDayNumber } from '@gazda/domain/dates';
import { minStayFor } from '@gazda/domain/min-stay';
import { MAX_STAY_NIGHTS, quote } from '@gazda/domain/pricing';
import {
  DEFAULT_PRICING_SETTINGS,
  pricingCalendar,
  type ListingPricing,
  type NightlyPrice,
  type PricingCalendar,
  type WeekdayKey,
} from '@gazda/domain/pricing-types';
import type { ListingRow } from '../../db/schema';
import type { CalendarWindowData, DateWindow } from './calendar-window-repository';

/*
 * Turns stored rows into the domain's inputs and the domain's answers into CalendarDay objects.
 * Prices, minimum stays and reasons all come from @gazda/domain; nothing here prices a night.
 */

/** The listing's pricing fields; `base_price` may be missing while the listing is a draft. */
export function listingPricing(listing: ListingRow): ListingPricing & { priced: boolean } {
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

function weekdayMinStays(value: unknown): ListingPricing['min_stay_by_weekday'] {
  const result: ListingPricing['min_stay_by_weekday'] = {};
  if (typeof value !== 'object' || value === null) return result;
  for (const [key, nights] of Object.entries(value)) {
    if (/^[0-6]$/.test(key) && (typeof nights === 'number' || nights === null))
      result[key as WeekdayKey] = nights;
  }
  return result;
}

/** Every occupied range of the window, with the reason the domain ranks. */
export function occupiedRanges(data: CalendarWindowData): OccupiedRange[] {
  return [
    ...data.reservations.map((r) => ({
      start: r.start,
      end: r.end,
      reason: 'reservation' as const,
    })),
    ...data.holds.map((r) => ({ start: r.start, end: r.end, reason: 'inquiry' as const })),
    ...data.icalEvents.map((r) => ({ start: r.start, end: r.end, reason: 'ical' as const })),
    ...data.days
      .filter((d) => d.blocked)
      .map((d) => ({ start: d.date, end: addDays(d.date, 1), reason: 'manual' as const })),
  ];
}

export function calendarOf(data: CalendarWindowData, window: DateWindow): PricingCalendar {
  return pricingCalendar({
    special_prices: data.days
      .filter((d) => d.special_price !== null)
      .map((d) => [d.date, d.special_price as number] as const),
    rules: data.rules,
    rule_by_date: data.days
      .filter((d) => d.rule_id !== null)
      .map((d) => [d.date, d.rule_id as number] as const),
    unavailable: unavailableDates(occupiedRanges(data), window),
  });
}

/**
 * The nightly rows of docs/rules/pricing.md rule 3 for every date of the window, from the domain's
 * quote.
 */
export function nightlyPrices(
  pricing: ListingPricing,
  calendar: PricingCalendar,
  window: DateWindow,
): NightlyPrice[] {
  const nights: NightlyPrice[] = [];
  const listing = { ...pricing, max_guests: Math.max(1, pricing.max_guests) };
  for (let start = window.start; start < window.end;) {
    const end = addDays(start, Math.min(MAX_STAY_NIGHTS, diffDays(start, window.end)));
    const stay = { check_in: start, check_out: end, guests: 1 };
    const result = quote({ listing, calendar, settings: DEFAULT_PRICING_SETTINGS, stay });
    if (!result.ok) throw new Error(`quote of a calendar window failed: ${result.error}`);
    nights.push(...result.quote.nightly);
    start = end;
  }
  return nights;
}

/** The CalendarDay objects of docs/rules/api.md for `[window.start, window.end)`. */
export function calendarDays(
  listing: ListingRow,
  data: CalendarWindowData,
  window: DateWindow,
): CalendarDay[] {
  const pricing = listingPricing(listing);
  const calendar = calendarOf(data, window);
  const nightly = nightlyPrices(pricing, calendar, window);
  const availability = availabilityByDate(occupiedRanges(data), window);
  const sources = icalSourceNames(data, window);
  return nightly.map((night, index) => {
    const day = availability[index]!;
    return {
      date: night.date,
      price: night.final,
      base: night.base,
      special: night.special,
      rule_id: night.rule_id === null ? null : Number(night.rule_id),
      available: day.available,
      reason: day.reason,
      source_name: day.reason === 'ical' ? (sources.get(night.date) ?? null) : null,
      min_stay: minStayFor(night.date, pricing, calendar),
    };
  });
}

/** The name of the (first) import whose event covers each date of the window. */
function icalSourceNames(data: CalendarWindowData, window: DateWindow): Map<string, string> {
  const names = new Map<string, string>();
  const first = toDayNumber(window.start);
  const last = toDayNumber(window.end);
  for (const event of data.icalEvents) {
    const end = Math.min(toDayNumber(event.end), last);
    for (let day = Math.max(toDayNumber(event.start), first); day < end; day++) {
      const date = fromDayNumber(day);
      if (!names.has(date)) names.set(date, event.source_name);
    }
  }
  return names;
}
