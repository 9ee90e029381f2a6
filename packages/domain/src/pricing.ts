import {
  fromDayNumber,
  isLocalDate,
  toDayNumber,
  weekdayOfDayNumber,
  type LocalDate,
} from './dates';
import { minStayFor } from './min-stay';
import { mulDivRound, percentOf } from './money';
import type {
  CalendarRule,
  DiscountKind,
  ListingPricing,
  NightlyPrice,
  PricingCalendar,
  QuoteInput,
  QuoteResult,
} from './pricing-types';

/** A year of nights, leap year included; longer stays are refused before any work is done. */
const MAX_STAY_NIGHTS = 366;

const WEEKLY_NIGHTS = 7;
const MONTHLY_NIGHTS = 28;

function discountFor(
  listing: ListingPricing,
  nights: number,
  nightsTotal: number,
): { kind: DiscountKind | null; percent: number; amount: number } {
  // A percent of 0 is treated like no percent, so a 0 % monthly leaves the weekly one in force.
  const monthly = listing.monthly_discount_percent ?? 0;
  if (nights >= MONTHLY_NIGHTS && monthly > 0) {
    return { kind: 'monthly', percent: monthly, amount: percentOf(nightsTotal, monthly) };
  }
  const weekly = listing.weekly_discount_percent ?? 0;
  if (nights >= WEEKLY_NIGHTS && weekly > 0) {
    return { kind: 'weekly', percent: weekly, amount: percentOf(nightsTotal, weekly) };
  }
  return { kind: null, percent: 0, amount: 0 };
}

function extraGuestFee(listing: ListingPricing, guests: number, nights: number): number {
  if (listing.extra_guest_price === null || listing.extra_guest_threshold === null) return 0;
  const extraGuests = Math.max(0, guests - listing.extra_guest_threshold);
  return extraGuests * listing.extra_guest_price * nights;
}

/**
 * Rule 3 of docs/rules/pricing.md for one night whose base is known: a special price wins, else
 * the night's rule moves the base by its percent, else the base. The panel uses it to show an
 * edited day at once, from the base the server sent for that day.
 */
export function priceNight(
  base: number,
  special: number | null,
  rule: Pick<CalendarRule, 'price_percent'> | undefined,
): { rule_price: number | null; final: number } {
  const rulePrice = rule ? mulDivRound(base, 100 + rule.price_percent, 100) : null;
  return { rule_price: rulePrice, final: special ?? rulePrice ?? base };
}

/**
 * The nightly lines of every night of `[window.start, window.end)`: the weekend price on Friday
 * and Saturday nights when set, else the base price, then `priceNight`. Any length: a calendar
 * reads a window longer than a stay may be.
 */
export function nightlyPrices(
  listing: Pick<ListingPricing, 'base_price' | 'weekend_price'>,
  calendar: Pick<PricingCalendar, 'special_prices' | 'rules' | 'rule_by_date'>,
  window: { start: LocalDate; end: LocalDate },
): NightlyPrice[] {
  const firstDay = toDayNumber(window.start);
  const nights = Math.max(0, toDayNumber(window.end) - firstDay);
  const nightly: NightlyPrice[] = new Array<NightlyPrice>(nights);
  for (let i = 0; i < nights; i++) {
    const day = firstDay + i;
    const date = fromDayNumber(day);
    const weekday = weekdayOfDayNumber(day);
    const weekend = weekday === 5 || weekday === 6;
    const base =
      weekend && listing.weekend_price !== null ? listing.weekend_price : listing.base_price;
    const ruleId = calendar.rule_by_date.get(date);
    const rule = ruleId === undefined ? undefined : calendar.rules.get(ruleId);
    const special = calendar.special_prices.get(date) ?? null;
    const { rule_price, final } = priceNight(base, special, rule);
    nightly[i] = { date, base, special, rule_id: rule ? rule.id : null, rule_price, final };
  }
  return nightly;
}

/**
 * The one price computation of the product (docs/rules/pricing.md). It quotes stays that cannot be
 * booked too (minimum stay not met, unavailable nights) so a preview can say why; callers refuse a
 * booking unless `min_stay_met` is true and `unavailable_dates` is empty.
 */
export function quote({ listing, calendar, settings, stay }: QuoteInput): QuoteResult {
  if (!isLocalDate(stay.check_in) || !isLocalDate(stay.check_out))
    return { ok: false, error: 'invalid_date' };
  const firstDay = toDayNumber(stay.check_in);
  const nights = toDayNumber(stay.check_out) - firstDay;
  if (nights < 1) return { ok: false, error: 'invalid_range' };
  if (nights > MAX_STAY_NIGHTS) return { ok: false, error: 'stay_too_long' };
  if (!Number.isInteger(stay.guests) || stay.guests < 1)
    return { ok: false, error: 'invalid_guests' };
  if (stay.guests > listing.max_guests) return { ok: false, error: 'too_many_guests' };

  const nightly = nightlyPrices(listing, calendar, { start: stay.check_in, end: stay.check_out });
  const unavailableDates: LocalDate[] = [];
  let nightsTotal = 0;
  for (const night of nightly) {
    nightsTotal += night.final;
    if (calendar.unavailable.has(night.date)) unavailableDates.push(night.date);
  }

  const minStay = minStayFor(stay.check_in, listing, calendar);
  const discount = discountFor(listing, nights, nightsTotal);
  const extra = extraGuestFee(listing, stay.guests, nights);
  const hostEarnings = nightsTotal - discount.amount + extra;
  const serviceFee = percentOf(hostEarnings, settings.service_fee_percent);
  const vat = percentOf(serviceFee, settings.vat_percent);
  const total = hostEarnings + serviceFee + vat;
  // The advance always covers what the platform keeps, so the host's remainder is never short.
  const advance = Math.max(serviceFee + vat, percentOf(total, settings.advance_percent));

  return {
    ok: true,
    quote: {
      currency: listing.currency,
      nights,
      guests: stay.guests,
      min_stay: minStay,
      min_stay_met: nights >= minStay,
      nightly,
      nights_total: nightsTotal,
      discount,
      extra_guest_fee: extra,
      host_earnings: hostEarnings,
      service_fee: serviceFee,
      vat,
      total,
      advance,
      remaining: total - advance,
      unavailable_dates: unavailableDates,
    },
  };
}

/**
 * What the host earns from a booking (docs/rules/pricing.md step 7): the frozen quote's
 * `host_earnings` (the total less the platform's service fee and its VAT), or the whole total of a
 * manual reservation, which has no quote and no platform fee.
 */
export function hostEarningsOf(booking: {
  quote: { host_earnings: number } | null;
  total: number;
}): number {
  return booking.quote ? booking.quote.host_earnings : booking.total;
}
