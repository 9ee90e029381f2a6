import type { CalendarDay, CalendarDayBooking } from '@gazda/contracts/calendar';
import {
  availabilityByDate,
  unavailableDates,
  type OccupiedRange,
} from '@gazda/domain/availability';
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
  const reservations = bookingsByDate(data.reservations, window, (r) =>
    r.source === 'manual' ? 'manual' : 'reservation',
  );
  const holds = bookingsByDate(data.holds, window, () => 'hold');
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
      booking:
        day.reason === 'reservation'
          ? (reservations.get(night.date) ?? null)
          : day.reason === 'inquiry'
            ? (holds.get(night.date) ?? null)
            : null,
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
