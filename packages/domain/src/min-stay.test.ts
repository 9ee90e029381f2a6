import { describe, expect, it } from 'vitest';
import { addDays, eachNight } from './dates';
import { minStayBlockedDates, minStayFor } from './min-stay';
import { pricingCalendar, type ListingPricing } from './pricing-types';
import {
  workedExampleCalendar as calendar,
  workedExampleListing as listing,
} from './worked-example.fixture';

describe('minStayFor (docs/rules/pricing.md rule 10)', () => {
  it.each([
    // check-in, min stay (where it comes from; the general and the weekend one are both 2 here,
    // the table below tells them apart)
    ['2027-01-06', 2], // Wednesday: general
    ['2027-01-08', 2], // Friday: weekend
    ['2027-01-09', 3], // Saturday: the weekday setting beats the weekend one
    ['2027-01-10', 2], // Sunday: general
    ['2027-01-11', 2], // general: "Last minute" has no min stay of its own
    ['2027-07-02', 5], // "Leto" on a Friday beats the weekend
    ['2027-07-03', 5], // "Leto" beats the Saturday setting
    ['2027-07-07', 2], // general: the day after "Leto" ends
  ])('check-in %s → %i', (checkIn, minStay) => {
    expect(minStayFor(checkIn, listing, calendar)).toBe(minStay);
  });

  const plain: ListingPricing = {
    ...listing,
    min_stay: 4,
    min_stay_by_weekday: {},
    weekend_min_stay: null,
  };
  it.each([
    [{}, '2027-01-08', 4],
    [{ weekend_min_stay: 3 }, '2027-01-06', 4],
    [{ weekend_min_stay: 3 }, '2027-01-07', 4],
    [{ weekend_min_stay: 3 }, '2027-01-08', 3],
    [{ weekend_min_stay: 3 }, '2027-01-09', 3],
    [{ weekend_min_stay: 3 }, '2027-01-10', 4],
    [{ min_stay_by_weekday: { '0': 7 } }, '2027-01-10', 7],
    [{ min_stay_by_weekday: { '0': null } }, '2027-01-10', 4],
    [{ min_stay_by_weekday: { '5': 1 }, weekend_min_stay: 3 }, '2027-01-08', 1],
    [{ min_stay: 0 }, '2027-01-06', 1],
  ] as const)('%j, check-in %s → %i', (overrides, checkIn, expected) => {
    const empty = pricingCalendar({});
    expect(minStayFor(checkIn, { ...plain, ...overrides }, empty)).toBe(expected);
  });
});

describe('minStayBlockedDates', () => {
  it.each([
    // docs/rules/pricing.md's blocked-date example: 2027-01-20 is blocked. Check-in Monday 18th,
    // min stay 2: the 19th is too short, the 20th is allowed (its night is not stayed), later dates
    // cross the block.
    ['2027-01-18', 10, ['2027-01-19', ...eachNight('2027-01-21', '2027-01-29')]],
    ['2027-01-19', 5, eachNight('2027-01-20', '2027-01-25')], // the 20th is too short, the rest crosses it
    ['2027-01-20', 3, ['2027-01-21', '2027-01-22', '2027-01-23']], // check-in on the blocked night
    ['2027-01-21', 4, ['2027-01-22']],
    ['2027-01-09', 4, ['2027-01-10', '2027-01-11']], // Saturday: 3 nights
    ['2027-07-02', 7, ['2027-07-03', '2027-07-04', '2027-07-05', '2027-07-06']], // "Leto": 5 nights
    ['2027-07-02', 3, ['2027-07-03', '2027-07-04', '2027-07-05']], // horizon inside the min stay
    ['2027-01-18', 0, []],
  ])('check-in %s, horizon %i', (start, horizon, expected) => {
    expect(minStayBlockedDates(start, listing, calendar, horizon)).toEqual(expected);
  });

  it('agrees with quoting every check-out of the horizon', () => {
    const cal = pricingCalendar({
      rules: [...calendar.rules.values()],
      rule_by_date: calendar.rule_by_date,
      unavailable: { '2027-07-10': 'reservation', '2027-07-11': 'ical', '2027-07-20': 'manual' },
    });
    for (const start of eachNight('2027-06-28', '2027-07-15')) {
      const blocked = new Set(minStayBlockedDates(start, listing, cal, 30));
      for (let n = 1; n <= 30; n++) {
        const checkOut = addDays(start, n);
        const nights = eachNight(start, checkOut);
        const bookable =
          n >= minStayFor(start, listing, cal) && nights.every((d) => !cal.unavailable.has(d));
        expect(blocked.has(checkOut), `${start} → ${checkOut}`).toBe(!bookable);
      }
    }
  });
});
