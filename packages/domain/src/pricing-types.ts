import type { UnavailableReason } from './availability';
import type { LocalDate } from './dates';
import type { Currency } from './money';

/** Check-in weekday as the JSON key of `min_stay_by_weekday`: '0' = Sunday … '6' = Saturday. */
export type WeekdayKey = '0' | '1' | '2' | '3' | '4' | '5' | '6';

type RuleId = number | string;

/** The listing's pricing and minimum-stay fields; amounts in minor units, percents integers. */
export type ListingPricing = {
  currency: Currency;
  base_price: number;
  weekend_price: number | null;
  extra_guest_price: number | null;
  extra_guest_threshold: number | null;
  max_guests: number;
  weekly_discount_percent: number | null;
  monthly_discount_percent: number | null;
  min_stay: number;
  min_stay_by_weekday: Partial<Record<WeekdayKey, number | null>>;
  weekend_min_stay: number | null;
};

export type CalendarRule = {
  id: RuleId;
  name: string;
  color: string;
  min_stay: number | null;
  /** -100 … +500 */
  price_percent: number;
};

/** Lookups by date, built once per request (see `pricingCalendar`), so each night is O(1). */
export type PricingCalendar = {
  special_prices: ReadonlyMap<LocalDate, number>;
  rules: ReadonlyMap<RuleId, CalendarRule>;
  rule_by_date: ReadonlyMap<LocalDate, RuleId>;
  unavailable: ReadonlyMap<LocalDate, UnavailableReason>;
};

export type PricingSettings = {
  service_fee_percent: number;
  /** Applied to the service fee, not to the host's price. */
  vat_percent: number;
  advance_percent: number;
};

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  service_fee_percent: 10,
  vat_percent: 20,
  advance_percent: 30,
};

export type Stay = { check_in: LocalDate; check_out: LocalDate; guests: number };

export type QuoteInput = {
  listing: ListingPricing;
  calendar: PricingCalendar;
  settings: PricingSettings;
  stay: Stay;
};

export type NightlyPrice = {
  date: LocalDate;
  base: number;
  special: number | null;
  rule_id: RuleId | null;
  rule_price: number | null;
  final: number;
};

export type DiscountKind = 'weekly' | 'monthly';

export type Quote = {
  currency: Currency;
  nights: number;
  guests: number;
  min_stay: number;
  min_stay_met: boolean;
  nightly: NightlyPrice[];
  nights_total: number;
  discount: { kind: DiscountKind | null; percent: number; amount: number };
  extra_guest_fee: number;
  host_earnings: number;
  service_fee: number;
  vat: number;
  total: number;
  advance: number;
  remaining: number;
  /** Nights of the stay that are unavailable; a booking is refused unless this is empty. */
  unavailable_dates: LocalDate[];
};

export type QuoteError =
  'invalid_date' | 'invalid_range' | 'stay_too_long' | 'invalid_guests' | 'too_many_guests';

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: QuoteError };

type Entries<V> = Iterable<readonly [LocalDate, V]> | Readonly<Record<LocalDate, V>>;

function toMap<V>(entries: Entries<V> | undefined): Map<LocalDate, V> {
  if (entries === undefined) return new Map();
  if (Symbol.iterator in entries) return new Map(entries as Iterable<readonly [LocalDate, V]>);
  return new Map(Object.entries(entries as Readonly<Record<LocalDate, V>>));
}

/** Builds the lookups of a `PricingCalendar` from rows or plain objects. */
export function pricingCalendar(parts: {
  special_prices?: Entries<number>;
  rules?: readonly CalendarRule[];
  rule_by_date?: Entries<RuleId>;
  unavailable?: Entries<UnavailableReason>;
}): PricingCalendar {
  return {
    special_prices: toMap(parts.special_prices),
    rules: new Map((parts.rules ?? []).map((rule) => [rule.id, rule])),
    rule_by_date: toMap(parts.rule_by_date),
    unavailable: toMap(parts.unavailable),
  };
}
