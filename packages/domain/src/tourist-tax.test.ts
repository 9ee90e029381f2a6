import { describe, expect, it } from 'vitest';
import {
  SERBIAN_TOURIST_TAX_RULES as rules,
  touristTax,
  partyOf,
  touristTaxMonth,
} from './tourist-tax';

type Rate = { valid_from: string; per_night: number };

// 135.00 RSD per person and night (in para), as Belgrade's decision had it.
const rates: Rate[] = [{ valid_from: '2026-01-01', per_night: 13_500 }];

function tax(nights: number, adults: number, children: number[], r = rates) {
  const checkOut = new Date(Date.UTC(2027, 0, 1 + nights)).toISOString().slice(0, 10);
  return touristTax({
    check_in: '2027-01-01',
    check_out: checkOut,
    adults,
    children,
    rates: r,
    rules,
  });
}

describe('the rules are data with their source', () => {
  it('names the law', () => {
    expect(rules.source).toMatch(/Zakon o ugostiteljstvu/);
    expect(rules.long_stay_exempt_after_nights).toBe(30);
  });
});

describe('a child pays by the age on the arrival date', () => {
  // The guest gives each child's age on the arrival date: a child who turns 7 during the stay
  // was 6 on arrival and pays nothing for the whole stay; 15 on arrival still pays half.
  it.each([
    [0, 0, 'child_exempt'],
    [6, 0, 'child_exempt'],
    [7, 6_750 * 3, 'child_reduced'],
    [15, 6_750 * 3, 'child_reduced'],
    [16, 13_500 * 3, 'adult'],
    [17, 13_500 * 3, 'adult'],
  ])('age %i on arrival, 3 nights: %i para', (age, amount, category) => {
    const result = tax(3, 0, [age]);
    expect(result.amount).toBe(amount);
    expect(result.currency).toBe('RSD');
    if (category === 'adult') expect(result.lines[0]?.share_percent).toBe(100);
    else expect(result.lines[0]?.category).toBe(category);
  });
});

describe('a long stay', () => {
  it.each([
    [29, 2 * 13_500 * 29],
    [30, 2 * 13_500 * 30],
    [31, 0],
    [45, 0],
  ])('%i nights for two adults: %i para', (nights, amount) => {
    const result = tax(nights, 2, []);
    expect(result.amount).toBe(amount);
    if (nights > 30) {
      expect(result.lines).toEqual([
        expect.objectContaining({ category: 'long_stay_exempt', persons: 2, nights, amount: 0 }),
      ]);
    }
  });
});

describe('a stay across a rate change', () => {
  const changing: Rate[] = [
    { valid_from: '2026-01-01', per_night: 13_500 },
    { valid_from: '2027-01-03', per_night: 16_000 },
  ];
  it('each night at the rate valid that night', () => {
    const result = tax(4, 1, [10], changing);
    // Nights 1 and 2 January at 135, 3 and 4 January at 160; the child half of each.
    expect(result.amount).toBe(2 * 13_500 + 2 * 16_000 + 2 * 6_750 + 2 * 8_000);
    expect(result.lines.map((l) => [l.category, l.from, l.to, l.nights, l.amount])).toEqual([
      ['adult', '2027-01-01', '2027-01-03', 2, 27_000],
      ['child_reduced', '2027-01-01', '2027-01-03', 2, 13_500],
      ['adult', '2027-01-03', '2027-01-05', 2, 32_000],
      ['child_reduced', '2027-01-03', '2027-01-05', 2, 16_000],
    ]);
  });
  it.each([
    ['2025-12-31', 0],
    ['2026-01-01', 13_500],
    ['2027-01-02', 13_500],
    ['2027-01-03', 16_000],
  ])('one adult for the night of %s pays %i', (date, perNight) => {
    const night = {
      check_in: date,
      check_out: new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10),
    };
    expect(touristTax({ ...night, adults: 1, children: [], rates: changing, rules }).amount).toBe(
      perNight,
    );
  });
  it('nights before the first rate pay nothing', () => {
    expect(tax(2, 1, [], [{ valid_from: '2027-01-02', per_night: 10_000 }]).amount).toBe(10_000);
  });
});

describe('mixed parties and rounding', () => {
  it('two adults, a child of 4 and one of 9, 5 nights', () => {
    const result = tax(5, 2, [4, 9]);
    expect(result.amount).toBe(5 * (2 * 13_500 + 6_750));
    expect(result.lines.find((l) => l.category === 'child_exempt')?.persons).toBe(1);
  });
  it('half of an odd rate rounds once per person and night', () => {
    expect(tax(2, 0, [8], [{ valid_from: '2020-01-01', per_night: 10_001 }]).amount).toBe(
      2 * 5_001,
    );
  });
  it('no nights, no tax', () => {
    expect(tax(0, 2, []).amount).toBe(0);
  });
});

describe('the party', () => {
  it.each([
    [{ guests: 3 }, { adults: 3, children: [], guests: 3 }],
    [
      { adults: 2, children: [4, 9] },
      { adults: 2, children: [4, 9], guests: 4 },
    ],
    [
      { guests: 2, children: [5] },
      { adults: 2, children: [5], guests: 3 },
    ],
    [
      { guests: 5, adults: 1 },
      { adults: 1, children: [], guests: 1 },
    ],
    [{}, { adults: 1, children: [], guests: 1 }],
  ])('%j is %j', (input, party) => {
    expect(partyOf(input)).toEqual(party);
  });
});

describe('a month of the report', () => {
  // Two adults and children of 4 and 9 from 30 January to 3 February: 2 nights in January, 2 in
  // February.
  const stayTax = touristTax({
    check_in: '2027-01-30',
    check_out: '2027-02-03',
    adults: 2,
    children: [4, 9],
    rates,
    rules,
  });
  it.each([
    ['2027-01-01', '2027-02-01', { person_nights: 8, full: 4, reduced: 2, exempt: 2 }],
    ['2027-02-01', '2027-03-01', { person_nights: 8, full: 4, reduced: 2, exempt: 2 }],
    ['2027-03-01', '2027-04-01', { person_nights: 0, full: 0, reduced: 0, exempt: 0 }],
  ])('from %s to %s', (from, to, expected) => {
    const month = touristTaxMonth(stayTax.lines, from, to);
    expect(month).toEqual({
      person_nights: expected.person_nights,
      full_person_nights: expected.full,
      reduced_person_nights: expected.reduced,
      exempt_person_nights: expected.exempt,
      tax_due: expected.full * 13_500 + expected.reduced * 6_750,
    });
  });
  it('the months add up to the stay', () => {
    const jan = touristTaxMonth(stayTax.lines, '2027-01-01', '2027-02-01');
    const feb = touristTaxMonth(stayTax.lines, '2027-02-01', '2027-03-01');
    expect(jan.tax_due + feb.tax_due).toBe(stayTax.amount);
  });
  it('a long stay counts as exempt person-nights', () => {
    const long = tax(31, 1, []);
    expect(touristTaxMonth(long.lines, '2027-01-01', '2027-02-01')).toMatchObject({
      exempt_person_nights: 31,
      tax_due: 0,
    });
  });
});
