import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unavailableDates, type OccupiedRange } from './availability';
import {
  arrivalRefusal,
  availabilityRules,
  departureRefusal,
  listingClockAt,
  NO_AVAILABILITY_RULES,
  preparationRanges,
  ruleBlockedCheckOuts,
  stayRuleRefusals,
} from './availability-rules';
import { addDays, eachNight, weekday } from './dates';
import { minStayBlockedDates, minStayFor } from './min-stay';
import { pricingCalendar, type ListingPricing } from './pricing-types';

type AvailabilityRules = ReturnType<typeof availabilityRules>;
type ListingClock = ReturnType<typeof listingClockAt>;

// 2027-01-06 is a Wednesday; 01-08 Friday, 01-09 Saturday, 01-10 Sunday.
const clock: ListingClock = { today: '2027-01-06', time: '10:00' };
const rules = (overrides: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...NO_AVAILABILITY_RULES,
  ...overrides,
});

describe('availabilityRules (stored fields)', () => {
  it('maps nulls to no rule and cleans the weekday lists', () => {
    expect(
      availabilityRules({
        max_stay: 14,
        advance_notice_days: null,
        same_day_cutoff: '25:00',
        preparation_nights: null,
        booking_window_days: 90,
        closed_to_arrival: [0, 6, 6, 9, 'x', 1.5],
        closed_to_departure: 'nope',
      }),
    ).toEqual({
      ...NO_AVAILABILITY_RULES,
      max_stay: 14,
      booking_window_days: 90,
      closed_to_arrival: [0, 6],
    });
  });

  it.each([
    [
      [3, 1, 1],
      [1, 3],
    ],
    [null, []],
    [[-1, 7], []],
  ])('closed_to_arrival %j → %j', (value, expected) => {
    const fields = { ...NO_AVAILABILITY_RULES, closed_to_arrival: value };
    expect(availabilityRules(fields).closed_to_arrival).toEqual(expected);
  });
});

describe('arrivalRefusal: which dates can be a check-in', () => {
  it.each([
    // rules, check-in, clock time, refusal
    [{}, '2027-01-06', '23:59', null], // no rules: today is fine all day
    [{}, '2027-01-05', '10:00', 'advance_notice'], // yesterday
    [{ same_day_cutoff: '18:00' }, '2027-01-06', '17:59', null],
    [{ same_day_cutoff: '18:00' }, '2027-01-06', '18:00', 'advance_notice'], // "until 18:00"
    [{ same_day_cutoff: '18:00' }, '2027-01-07', '23:00', null],
    [{ advance_notice_days: 2 }, '2027-01-07', '00:00', 'advance_notice'],
    [{ advance_notice_days: 2 }, '2027-01-08', '00:00', null],
    [{ advance_notice_days: 2, same_day_cutoff: '08:00' }, '2027-01-08', '23:00', null], // cut-off is for same day only
    [{ advance_notice_days: 7 }, '2027-01-12', '10:00', 'advance_notice'],
    [{ advance_notice_days: 7 }, '2027-01-13', '10:00', null],
    [{ booking_window_days: 30 }, '2027-02-05', '10:00', null], // today + 30
    [{ booking_window_days: 30 }, '2027-02-06', '10:00', 'booking_window'],
    [{ booking_window_days: 730 }, '2029-01-05', '10:00', null],
    [{ booking_window_days: 730 }, '2029-01-06', '10:00', 'booking_window'],
    [{ closed_to_arrival: [0] }, '2027-01-10', '10:00', 'closed_to_arrival'], // Sunday
    [{ closed_to_arrival: [0] }, '2027-01-09', '10:00', null],
    // closed to arrival is named before notice and window
    [
      { closed_to_arrival: [3], advance_notice_days: 3 },
      '2027-01-06',
      '10:00',
      'closed_to_arrival',
    ],
    [{ closed_to_departure: [0] }, '2027-01-10', '10:00', null], // departure days do not refuse arrivals
  ] as const)('%j: %s at %s → %s', (overrides, date, time, expected) => {
    expect(arrivalRefusal(date, rules(overrides), { ...clock, time })).toBe(expected);
  });

  it.each([
    // with the check-in's minimum stay
    [{ max_stay: 3 }, '2027-01-08', 3, null],
    [{ max_stay: 3 }, '2027-01-08', 4, 'max_stay'], // min stay longer than the max: no stay fits
    // Friday, min 1, max 2: Saturday and Sunday check-outs closed → no stay can end
    [{ max_stay: 2, closed_to_departure: [6, 0] }, '2027-01-08', 1, 'closed_to_departure'],
    [{ max_stay: 3, closed_to_departure: [6, 0] }, '2027-01-08', 1, null], // Monday is open
    [{ closed_to_departure: [0, 1, 2, 3, 4, 5, 6] }, '2027-01-08', 2, 'closed_to_departure'],
    [{ closed_to_departure: [0, 1, 2, 3, 4, 5] }, '2027-01-08', 2, null], // a Saturday, a week later
  ] as const)('%j: %s with min stay %i → %s', (overrides, date, minStay, expected) => {
    expect(arrivalRefusal(date, rules(overrides), clock, minStay)).toBe(expected);
  });

  it('the earliest check-in moves to tomorrow once the cut-off has passed', () => {
    const at = (cutoff: string, date: string) =>
      arrivalRefusal(date, rules({ same_day_cutoff: cutoff }), clock);
    expect([at('12:00', '2027-01-06'), at('10:00', '2027-01-06')]).toEqual([
      null,
      'advance_notice',
    ]);
    expect(at('10:00', '2027-01-07')).toBe(null);
  });
});

describe('departureRefusal', () => {
  it.each([
    [[0], '2027-01-10', 'closed_to_departure'],
    [[0], '2027-01-11', null],
    [[], '2027-01-10', null],
  ] as const)('closed %j, %s → %s', (closed, date, expected) => {
    expect(departureRefusal(date, rules({ closed_to_departure: closed }))).toBe(expected);
  });
});

describe('preparation nights', () => {
  const stays: OccupiedRange[] = [
    { start: '2027-01-10', end: '2027-01-13', reason: 'reservation' },
    { start: '2027-01-20', end: '2027-01-21', reason: 'manual' }, // a host's block: none around it
    { start: '2027-01-25', end: '2027-01-27', reason: 'ical' },
  ];

  it('keeps n nights free before and after each stay, not around manual blocks', () => {
    const window = { start: '2027-01-01', end: '2027-02-01' };
    const merged = unavailableDates([...stays, ...preparationRanges(stays, 2)], window);
    expect([...merged].filter(([, reason]) => reason === 'preparation').map(([d]) => d)).toEqual([
      '2027-01-08',
      '2027-01-09',
      '2027-01-13',
      '2027-01-14',
      '2027-01-23',
      '2027-01-24',
      '2027-01-27',
      '2027-01-28',
    ]);
    expect(merged.get('2027-01-10')).toBe('reservation'); // a stay's own night stays a stay
  });

  it('none with 0 nights', () => {
    expect(preparationRanges(stays, 0)).toEqual([]);
  });

  // Two stays keep n free nights between them exactly when neither takes a night the other's
  // preparation holds.
  it('a new stay is refused exactly when it comes closer than n nights to a stay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        (n, a, aLength, b, bLength) => {
          const origin = '2027-03-01';
          const existing: OccupiedRange = {
            start: addDays(origin, a),
            end: addDays(origin, a + aLength),
            reason: 'reservation',
          };
          const stay = { check_in: addDays(origin, b), check_out: addDays(origin, b + bLength) };
          const window = { start: stay.check_in, end: stay.check_out };
          const nights = unavailableDates([existing, ...preparationRanges([existing], n)], window);
          const overlaps = b < a + aLength && b + bLength > a;
          const gapKept = b >= a + aLength + n || b + bLength + n <= a;
          const refused = stayRuleRefusals(stay, NO_AVAILABILITY_RULES, clock, nights);
          if (overlaps) expect(nights.size).toBeGreaterThan(0);
          else expect(refused.includes('preparation_nights')).toBe(!gapKept);
        },
      ),
    );
  });
});

describe('stayRuleRefusals: each rule and their combinations', () => {
  it.each([
    [{}, '2027-01-08', '2027-01-10', []],
    [{ max_stay: 7 }, '2027-01-08', '2027-01-15', []],
    [{ max_stay: 7 }, '2027-01-08', '2027-01-16', ['max_stay']],
    [{ closed_to_arrival: [5] }, '2027-01-08', '2027-01-10', ['closed_to_arrival']], // Friday
    [{ closed_to_departure: [0] }, '2027-01-08', '2027-01-10', ['closed_to_departure']], // Sunday
    [{ closed_to_departure: [0] }, '2027-01-08', '2027-01-11', []],
    [{ advance_notice_days: 3 }, '2027-01-08', '2027-01-10', ['advance_notice']],
    [{ same_day_cutoff: '09:00' }, '2027-01-06', '2027-01-07', ['advance_notice']],
    [{ booking_window_days: 30 }, '2027-03-01', '2027-03-03', ['booking_window']],
    // several at once, always in the same order
    [
      { closed_to_arrival: [5], closed_to_departure: [0], advance_notice_days: 3, max_stay: 1 },
      '2027-01-08',
      '2027-01-10',
      ['closed_to_arrival', 'closed_to_departure', 'advance_notice', 'max_stay'],
    ],
  ] as const)('%j: %s → %s refuses %j', (overrides, checkIn, checkOut, expected) => {
    const stay = { check_in: checkIn, check_out: checkOut };
    expect(stayRuleRefusals(stay, rules(overrides), clock)).toEqual(expected);
  });

  it('names preparation only for nights nothing else takes', () => {
    const stay = { check_in: '2027-01-08', check_out: '2027-01-10' };
    const prep = new Map([['2027-01-09', 'preparation' as const]]);
    const taken = new Map([['2027-01-09', 'reservation' as const]]);
    expect(stayRuleRefusals(stay, rules(), clock, prep)).toEqual(['preparation_nights']);
    expect(stayRuleRefusals(stay, rules(), clock, taken)).toEqual([]);
  });
});

describe('check-out dates: the rules with the minimum stay and the weekend', () => {
  // Friday and Saturday check-ins need 2 nights (the weekend minimum), other days 1.
  const listing: ListingPricing = {
    currency: 'EUR',
    base_price: 5000,
    weekend_price: null,
    extra_guest_price: null,
    extra_guest_threshold: null,
    max_guests: 4,
    weekly_discount_percent: null,
    monthly_discount_percent: null,
    min_stay: 1,
    min_stay_by_weekday: {},
    weekend_min_stay: 2,
  };
  const calendar = pricingCalendar({ unavailable: [['2027-01-20', 'reservation']] });

  /** What the API's min-stay-blocked answers: the min stay's dates and the rules' dates. */
  function blocked(start: string, overrides: Partial<AvailabilityRules>, horizon = 7) {
    const r = rules(overrides);
    const all = new Set([
      ...minStayBlockedDates(start, listing, calendar, horizon),
      ...ruleBlockedCheckOuts(start, r, clock, horizon),
    ]);
    return [...all].sort();
  }

  it.each([
    // Friday: weekend min 2 → Saturday blocked; Sunday closed to departure → Monday first
    ['2027-01-08', { closed_to_departure: [0] }, ['2027-01-09', '2027-01-10']],
    // Friday: max 3 nights → only Sunday or Monday
    [
      '2027-01-08',
      { max_stay: 3 },
      ['2027-01-09', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15'],
    ],
    // Wednesday: min 1, max 2, Friday closed to departure → Thursday only
    [
      '2027-01-06',
      { max_stay: 2, closed_to_departure: [5] },
      eachNight('2027-01-08', '2027-01-14'),
    ],
    // Sunday closed to arrival: nothing can follow it
    ['2027-01-10', { closed_to_arrival: [0] }, eachNight('2027-01-11', '2027-01-18')],
    // Monday 18th: the reservation on the 20th caps the stay, the rules add the Sunday
    [
      '2027-01-15',
      { closed_to_departure: [0] },
      ['2027-01-16', '2027-01-17', '2027-01-21', '2027-01-22'],
    ],
  ] as const)('check-in %s, %j → %j', (start, overrides, expected) => {
    expect(blocked(start, overrides)).toEqual(expected);
  });

  it('a stay the picker allows is one the rules allow (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 14 }),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6] as const),
        fc.subarray([0, 1, 2, 3, 4, 5, 6] as const),
        (offset, nights, maxStay, arrival, departure) => {
          const r = rules({
            max_stay: maxStay,
            closed_to_arrival: arrival,
            closed_to_departure: departure,
          });
          const start = addDays(clock.today, offset);
          const end = addDays(start, nights);
          const pickerAllows =
            arrivalRefusal(start, r, clock) === null &&
            !ruleBlockedCheckOuts(start, r, clock, 14).includes(end);
          const ruleAllows =
            stayRuleRefusals({ check_in: start, check_out: end }, r, clock).length === 0;
          expect(pickerAllows).toBe(ruleAllows);
        },
      ),
    );
  });

  it('a check-in the calendar offers has some check-out the picker offers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6] as const),
        (offset, maxStay, departure) => {
          const r = rules({ max_stay: maxStay, closed_to_departure: departure });
          const start = addDays(clock.today, offset);
          const empty = pricingCalendar({});
          const minStay = minStayFor(start, listing, empty);
          if (arrivalRefusal(start, r, clock, minStay) !== null) return;
          const refused = new Set([
            ...minStayBlockedDates(start, listing, empty, 21),
            ...ruleBlockedCheckOuts(start, r, clock, 21),
          ]);
          const open = eachNight(addDays(start, 1), addDays(start, 22)).filter(
            (d) => !refused.has(d),
          );
          expect(open.length).toBeGreaterThan(0);
          expect(departure.includes(weekday(open[0]!) as never)).toBe(false);
        },
      ),
    );
  });
});

describe('listingClockAt', () => {
  it.each([
    ['2027-01-06T16:59:00Z', 'Europe/Belgrade', { today: '2027-01-06', time: '17:59' }],
    ['2027-01-06T23:30:00Z', 'Europe/Belgrade', { today: '2027-01-07', time: '00:30' }],
    ['2027-07-06T22:00:00Z', 'Europe/Belgrade', { today: '2027-07-07', time: '00:00' }], // summer time
    ['2027-01-06T00:00:00Z', 'UTC', { today: '2027-01-06', time: '00:00' }],
  ])('%s in %s', (instant, zone, expected) => {
    expect(listingClockAt(Date.parse(instant), zone)).toEqual(expected);
  });
});
