import type { CalendarDay, CalendarInitData } from '@gazda/contracts/calendar';
import { addDays, isWeekendNight, type LocalDate } from '@gazda/domain/dates';
import { mulDivRound } from '@gazda/domain/money';

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
  Pick<CalendarDay, 'special' | 'rule_id' | 'available' | 'reason' | 'source_name'>
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

/** `count` days from `start`, priced like the server prices them (docs/rules/pricing.md rule 3). */
export function exampleDays(start: LocalDate, count: number): CalendarDay[] {
  const { listing, rules } = workedExample;
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(start, i);
    const o = exampleOverrides[date] ?? {};
    const base = isWeekendNight(date) ? (listing.weekend_price ?? 0) : (listing.base_price ?? 0);
    const rule = rules.find((r) => r.id === o.rule_id);
    const rulePrice = rule ? mulDivRound(base, 100 + rule.price_percent, 100) : null;
    return {
      date,
      price: o.special ?? rulePrice ?? base,
      base,
      special: o.special ?? null,
      rule_id: o.rule_id ?? null,
      available: o.available ?? true,
      reason: o.reason ?? null,
      source_name: o.source_name ?? null,
      min_stay: listing.min_stay,
    };
  });
}
