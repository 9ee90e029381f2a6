import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UnavailableReason } from './availability';
import { addDays, eachNight } from './dates';
import { MAX_AMOUNT_MINOR } from './money';
import { quote } from './pricing';
import type {
  CalendarRule,
  ListingPricing,
  PricingCalendar,
  PricingSettings,
  Quote,
  QuoteInput,
} from './pricing-types';

const ORIGIN = '2027-01-01';
const WINDOW = 90;
const windowDates = eachNight(ORIGIN, addDays(ORIGIN, WINDOW + 60));

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const amount = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: MAX_AMOUNT_MINOR }),
);
const stayLength = fc.integer({ min: 1, max: 60 });

const listingArb: fc.Arbitrary<ListingPricing> = fc.record({
  currency: fc.constantFrom('EUR' as const, 'RSD' as const),
  base_price: amount,
  weekend_price: nullable(amount),
  extra_guest_price: nullable(amount),
  extra_guest_threshold: nullable(fc.integer({ min: 1, max: 12 })),
  max_guests: fc.integer({ min: 1, max: 12 }),
  weekly_discount_percent: nullable(fc.integer({ min: 0, max: 90 })),
  monthly_discount_percent: nullable(fc.integer({ min: 0, max: 90 })),
  min_stay: stayLength,
  min_stay_by_weekday: fc.dictionary(
    fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
    stayLength,
  ),
  weekend_min_stay: nullable(stayLength),
});

const ruleArb = (id: number): fc.Arbitrary<CalendarRule> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`rule ${id}`),
    color: fc.constant('#123456'),
    min_stay: nullable(stayLength),
    price_percent: fc.integer({ min: -100, max: 500 }),
  });

const date = fc.constantFrom(...windowDates);
const calendarArb: fc.Arbitrary<PricingCalendar> = fc
  .record({
    rules: fc.tuple(ruleArb(1), ruleArb(2), ruleArb(3)),
    special: fc.array(fc.tuple(date, amount), { maxLength: 40 }),
    assigned: fc.array(fc.tuple(date, fc.constantFrom(1, 2, 3)), { maxLength: 60 }),
    unavailable: fc.array(
      fc.tuple(
        date,
        fc.constantFrom<UnavailableReason>('reservation', 'inquiry', 'ical', 'manual'),
      ),
      {
        maxLength: 10,
      },
    ),
  })
  .map(({ rules, special, assigned, unavailable }) => ({
    rules: new Map(rules.map((r) => [r.id, r])),
    special_prices: new Map(special),
    rule_by_date: new Map(assigned),
    unavailable: new Map(unavailable),
  }));

const settingsArb: fc.Arbitrary<PricingSettings> = fc.record({
  service_fee_percent: fc.integer({ min: 0, max: 30 }),
  vat_percent: fc.integer({ min: 0, max: 30 }),
  advance_percent: fc.integer({ min: 0, max: 100 }),
});

const inputArb: fc.Arbitrary<QuoteInput> = fc
  .record({
    listing: listingArb,
    calendar: calendarArb,
    settings: settingsArb,
    offset: fc.integer({ min: 0, max: WINDOW }),
    nights: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 60 })),
    guestsSeed: fc.nat(),
  })
  .map(({ listing, calendar, settings, offset, nights, guestsSeed }) => ({
    listing,
    calendar,
    settings,
    stay: {
      check_in: addDays(ORIGIN, offset),
      check_out: addDays(ORIGIN, offset + nights),
      guests: 1 + (guestsSeed % listing.max_guests),
    },
  }));

function mustQuote(input: QuoteInput): Quote {
  const result = quote(input);
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

function reversedMap<K, V>(map: ReadonlyMap<K, V>): Map<K, V> {
  return new Map([...map].reverse());
}

describe('quote properties', () => {
  it('total = host_earnings + service_fee + vat, host_earnings = nights_total - discount + extra', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustQuote(input);
        expect(q.total).toBe(q.host_earnings + q.service_fee + q.vat);
        expect(q.host_earnings).toBe(q.nights_total - q.discount.amount + q.extra_guest_fee);
        expect(q.nights_total).toBe(q.nightly.reduce((sum, n) => sum + n.final, 0));
      }),
    );
  });

  it('remaining = total - advance, and the advance covers the fee and its VAT', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustQuote(input);
        expect(q.remaining).toBe(q.total - q.advance);
        expect(q.advance).toBeGreaterThanOrEqual(q.service_fee + q.vat);
        expect(q.advance).toBeLessThanOrEqual(q.total);
      }),
    );
  });

  it('a special price overrides base and rule', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const night of mustQuote(input).nightly) {
          const special = input.calendar.special_prices.get(night.date);
          if (special !== undefined) expect(night.final).toBe(special);
          else expect(night.final).toBe(night.rule_price ?? night.base);
        }
      }),
    );
  });

  it('more guests never cost less', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { guests } = input.stay;
        if (guests >= input.listing.max_guests) return;
        const fewer = mustQuote(input);
        const more = mustQuote({ ...input, stay: { ...input.stay, guests: guests + 1 } });
        expect(more.total).toBeGreaterThanOrEqual(fewer.total);
        expect(more.host_earnings).toBeGreaterThanOrEqual(fewer.host_earnings);
      }),
    );
  });

  it('discounts only 7 nights or more (weekly) and 28 or more (monthly)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustQuote(input);
        if (q.discount.kind === null)
          expect(q.discount).toEqual({ kind: null, percent: 0, amount: 0 });
        if (q.discount.kind === 'weekly') expect(q.nights).toBeGreaterThanOrEqual(7);
        if (q.discount.kind === 'monthly') expect(q.nights).toBeGreaterThanOrEqual(28);
        if (q.nights < 7) expect(q.discount.amount).toBe(0);
      }),
    );
  });

  it('gives safe integers everywhere, even at the largest prices and a year of nights', () => {
    const extreme = inputArb.map((input) => ({
      ...input,
      listing: {
        ...input.listing,
        base_price: MAX_AMOUNT_MINOR,
        weekend_price: MAX_AMOUNT_MINOR,
        extra_guest_price: MAX_AMOUNT_MINOR,
      },
      stay: {
        ...input.stay,
        check_out: addDays(input.stay.check_in, 366),
        guests: input.listing.max_guests,
      },
    }));
    fc.assert(
      fc.property(fc.oneof(inputArb, extreme), (input) => {
        const q = mustQuote(input);
        const amounts = [
          q.nights_total,
          q.discount.amount,
          q.extra_guest_fee,
          q.host_earnings,
          q.service_fee,
          q.vat,
          q.total,
          q.advance,
          q.remaining,
          ...q.nightly.flatMap((n) => [n.base, n.final, n.rule_price ?? 0, n.special ?? 0]),
        ];
        for (const value of amounts) expect(Number.isSafeInteger(value)).toBe(true);
        expect(q.host_earnings).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 50 },
    );
  });

  it('does not depend on the insertion order of the calendar maps', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reordered: QuoteInput = {
          ...input,
          calendar: {
            rules: reversedMap(input.calendar.rules),
            special_prices: reversedMap(input.calendar.special_prices),
            rule_by_date: reversedMap(input.calendar.rule_by_date),
            unavailable: reversedMap(input.calendar.unavailable),
          },
        };
        expect(quote(reordered)).toEqual(quote(input));
      }),
    );
  });

  it('lists exactly the unavailable nights of the stay, in order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = mustQuote(input);
        const expected = eachNight(input.stay.check_in, input.stay.check_out).filter((d) =>
          input.calendar.unavailable.has(d),
        );
        expect(q.unavailable_dates).toEqual(expected);
        expect(q.min_stay_met).toBe(q.nights >= q.min_stay);
      }),
    );
  });
});
