import type { CalendarDay, CalendarDayBooking } from '@gazda/contracts/calendar';
import {
  availabilityByDate,
  unavailableDates,
  type OccupiedRange,
} from '@gazda/domain/availability';
import {
  arrivalRefusal,
  availabilityRules,
  departureRefusal,
  listingClockAt,
  preparationRanges,
} from '@gazda/domain/availability-rules';
import { addDays, fromDayNumber, toDayNumber } from '@gazda/domain/dates';
import { shortGuestName } from '@gazda/domain/guest-name';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { minStayFor } from '@gazda/domain/min-stay';
import { nightlyPrices } from '@gazda/domain/pricing';
import { pricingCalendar, type PricingCalendar } from '@gazda/domain/pricing-types';
import type { ListingRow } from '../../db/schema';
import type { BookedStayRow, CalendarWindowData, DateWindow } from './calendar-window-repository';

/*
 * Turns stored rows into the domain's inputs and the domain's answers into CalendarDay objects.
 * Prices, minimum stays and reasons all come from @gazda/domain; nothing here prices a night.
 */

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

/**
 * occupiedRanges with the preparation nights `nights` keeps free around every stay, the window's
 * and its neighbours' (docs/rules/availability.md): what a guest may book and a calendar shows.
 */
function bookableRanges(data: CalendarWindowData, nights: number): OccupiedRange[] {
  const ranges = occupiedRanges(data);
  if (nights <= 0) return ranges;
  const neighbours = (data.neighbours ?? []).map((stay) => ({
    start: stay.start,
    end: stay.end,
    reason: 'reservation' as const,
  }));
  return [...ranges, ...preparationRanges([...ranges, ...neighbours], nights)];
}

/**
 * The pricing engine's lookups of the window; `preparationNights` (the listing's) makes the nights
 * next to stays unavailable as `preparation`.
 */
export function calendarOf(
  data: CalendarWindowData,
  window: DateWindow,
  preparationNights = 0,
): PricingCalendar {
  return pricingCalendar({
    special_prices: data.days
      .filter((d) => d.special_price !== null)
      .map((d) => [d.date, d.special_price as number] as const),
    rules: data.rules,
    rule_by_date: data.days
      .filter((d) => d.rule_id !== null)
      .map((d) => [d.date, d.rule_id as number] as const),
    unavailable: unavailableDates(bookableRanges(data, preparationNights), window),
  });
}

/**
 * The CalendarDay objects of docs/rules/api.md for `[window.start, window.end)`, with the
 * availability rules' marks as of `now` (docs/rules/availability.md): preparation nights are
 * unavailable, `arrival_rule` / `departure_rule` say why a date cannot be a check-in / check-out.
 * Pass the request's `deps.now()`; the default is the real clock.
 */
export function calendarDays(
  listing: ListingRow,
  data: CalendarWindowData,
  window: DateWindow,
  now: Date = new Date(),
): CalendarDay[] {
  const pricing = listingPricing(listing);
  const nights = listing.preparation_nights ?? 0;
  const calendar = calendarOf(data, window, nights);
  const nightly = nightlyPrices(pricing, calendar, window);
  const availability = availabilityByDate(bookableRanges(data, nights), window);
  const rules = availabilityRules(listing);
  const clock = listingClockAt(now.getTime(), listing.time_zone);
  const sources = icalSourceNames(data, window);
  const reservations = bookingsByDate(data.reservations, window, (r) =>
    r.source === 'manual' ? 'manual' : 'reservation',
  );
  const holds = bookingsByDate(data.holds, window, () => 'hold');
  return nightly.map((night, index) => {
    const day = availability[index]!;
    const minStay = minStayFor(night.date, pricing, calendar);
    return {
      date: night.date,
      price: night.final,
      base: night.base,
      special: night.special,
      rule_id: night.rule_id === null ? null : Number(night.rule_id),
      available: day.available,
      reason: day.reason,
      source_name: day.reason === 'ical' ? (sources.get(night.date) ?? null) : null,
      min_stay: minStay,
      booking:
        day.reason === 'reservation'
          ? (reservations.get(night.date) ?? null)
          : day.reason === 'inquiry'
            ? (holds.get(night.date) ?? null)
            : null,
      arrival_rule: arrivalRefusal(night.date, rules, clock, minStay),
      departure_rule: departureRefusal(night.date, rules),
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

/**
 * The booking (id, kind, "Jelena J.") of each date a stay covers in the window; only for rows that
 * carry the guest's name (the owner's reads).
 */
function bookingsByDate(
  stays: BookedStayRow[],
  window: DateWindow,
  kindOf: (stay: BookedStayRow) => CalendarDayBooking['kind'],
): Map<string, CalendarDayBooking> {
  const bookings = new Map<string, CalendarDayBooking>();
  const first = toDayNumber(window.start);
  const last = toDayNumber(window.end);
  for (const stay of stays) {
    if (stay.guest_name === undefined) continue;
    const booking = {
      id: stay.id,
      kind: kindOf(stay),
      guest_name: shortGuestName(stay.guest_name),
    };
    const end = Math.min(toDayNumber(stay.end), last);
    for (let day = Math.max(toDayNumber(stay.start), first); day < end; day++) {
      const date = fromDayNumber(day);
      if (!bookings.has(date)) bookings.set(date, booking);
    }
  }
  return bookings;
}
