import type { CalendarDay, CalendarInitData, PutDaysBody } from '@gazda/contracts/calendar';
import { addDays, eachNight, type LocalDate } from '@gazda/domain/dates';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { minStayFor } from '@gazda/domain/min-stay';
import { nightlyPrices } from '@gazda/domain/pricing';
import { pricingCalendar } from '@gazda/domain/pricing-types';

/**
 * The listing of docs/rules/pricing.md's worked examples, with its rules and the fee settings 10 /
 * 20 / 30.
 */
export const workedExample: CalendarInitData = {
  listing: {
    id: 12,
    name: 'Stan na Dorćolu',
    status: 'listed',
    time_zone: 'Europe/Belgrade',
    currency: 'EUR',
    base_price: 5000,
    weekend_price: 6000,
    extra_guest_price: 1000,
    extra_guest_threshold: 2,
    max_guests: 4,
    weekly_discount_percent: 10,
    monthly_discount_percent: 25,
    min_stay: 2,
    min_stay_by_weekday: { '6': 3 },
    weekend_min_stay: 2,
  },
  today: '2027-01-01',
  rules: [
    { id: 1, name: 'Leto', color: '#e8590c', min_stay: 5, price_percent: 20 },
    { id: 2, name: 'Last minute', color: '#1971c2', min_stay: null, price_percent: -15 },
  ],
  ical_imports: [],
  ical_export: { url: 'https://gazda.test/api/ical/12/secret.ics' },
  settings: { service_fee_percent: 10, vat_percent: 20, advance_percent: 30 },
};

type DayOverride = Partial<
  Pick<CalendarDay, 'special' | 'rule_id' | 'available' | 'reason' | 'source_name' | 'booking'>
>;

/**
 * docs/rules/pricing.md: special 4500 on 01-07, Last minute on 01-11 and 01-12, 01-20 blocked; plus
 * an iCal night.
 */
export const exampleOverrides: Record<LocalDate, DayOverride> = {
  '2027-01-07': { special: 4500 },
  '2027-01-11': { rule_id: 2 },
  '2027-01-12': { rule_id: 2 },
  '2027-01-20': { available: false, reason: 'manual' },
  '2027-01-25': { available: false, reason: 'ical', source_name: 'Airbnb' },
  '2027-01-27': { available: false, reason: 'reservation' },
};

/**
 * `count` days from `start` as the server answers them: priced and given their minimum stay by the
 * domain, from the listing and the days' own special price, rule and availability.
 */
export function exampleDays(
  start: LocalDate,
  count: number,
  overrides: Record<LocalDate, DayOverride> = exampleOverrides,
): CalendarDay[] {
  const listing = listingPricing(workedExample.listing);
  const entries = Object.entries(overrides);
  const calendar = pricingCalendar({
    rules: workedExample.rules,
    special_prices: entries.flatMap(([date, o]) =>
      o.special != null ? [[date, o.special] as const] : [],
    ),
    rule_by_date: entries.flatMap(([date, o]) =>
      o.rule_id != null ? [[date, o.rule_id] as const] : [],
    ),
  });
  const end = addDays(start, count);
  return nightlyPrices(listing, calendar, { start, end }).map((night) => {
    const o = overrides[night.date] ?? {};
    return {
      date: night.date,
      price: night.final,
      base: night.base,
      special: night.special,
      rule_id: night.rule_id === null ? null : Number(night.rule_id),
      available: o.available ?? true,
      reason: o.reason ?? null,
      source_name: o.source_name ?? null,
      min_stay: minStayFor(night.date, listing, calendar),
      booking: o.booking ?? null,
      arrival_rule: null,
      departure_rule: null,
    };
  });
}

/**
 * The test server's PUT calendar/{id}/days: the overrides after the change, so `exampleDays` prices
 * the changed days with the domain. Blocking marks free nights manual; opening lifts only those.
 */
export function changedOverrides(change: PutDaysBody): Record<LocalDate, DayOverride> {
  const result = { ...exampleOverrides };
  for (const date of eachNight(change.from, addDays(change.to, 1))) {
    const o = { ...result[date] };
    if (change.price !== undefined) o.special = change.price;
    if (change.rule_id !== undefined) o.rule_id = change.rule_id;
    if (change.blocked === true && o.available !== false) Object.assign(o, MANUAL);
    if (change.blocked === false && o.reason === 'manual') Object.assign(o, OPEN);
    result[date] = o;
  }
  return result;
}

const MANUAL = { available: false, reason: 'manual' } as const;
const OPEN = { available: true, reason: null } as const;
