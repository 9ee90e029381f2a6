import { describe, expect, it } from 'vitest';
import { isDateRefused, type PublicDay } from './stay-dates';

/*
 * The public picker disables exactly the dates the listing's availability rules refuse
 * (docs/rules/availability.md), on top of the taken nights and the minimum stay.
 */
const day = (date: string, overrides: Partial<PublicDay> = {}): PublicDay => ({
  date,
  available: true,
  min_stay: 1,
  price: 5000,
  arrival_rule: null,
  departure_rule: null,
  ...overrides,
});

const byDate = new Map(
  [
    day('2027-01-06'),
    day('2027-01-07', { arrival_rule: 'advance_notice' }),
    day('2027-01-08'),
    day('2027-01-09', { departure_rule: 'closed_to_departure' }),
    day('2027-01-10', { arrival_rule: 'closed_to_arrival' }),
    day('2027-01-11', { available: false }),
    day('2027-01-12'),
  ].map((d) => [d.date, d]),
);

describe('isDateRefused', () => {
  it.each([
    // date, check-in, refused
    ['2027-01-06', null, false],
    ['2027-01-07', null, true], // advance notice: not a check-in
    ['2027-01-10', null, true], // closed to arrival
    ['2027-01-09', null, false], // closed to departure is still a check-in
    ['2027-01-11', null, true], // taken night
    ['2027-01-09', '2027-01-06', true], // closed to departure: not a check-out
    ['2027-01-08', '2027-01-06', false],
    ['2027-01-10', '2027-01-06', false], // closed to arrival is still a check-out
    ['2027-01-11', '2027-01-06', false], // a taken night's date may be the check-out
    ['2027-01-12', '2027-01-06', true], // crosses the taken night
    ['2027-01-07', '2027-01-08', true], // an earlier new start: the rules apply again
  ] as const)('%s with check-in %s → %s', (date, checkIn, refused) => {
    expect(isDateRefused(date, byDate, checkIn, new Set())).toBe(refused);
  });

  it('refuses what min-stay-blocked answers (max stay, closed departures)', () => {
    expect(isDateRefused('2027-01-08', byDate, '2027-01-06', new Set(['2027-01-08']))).toBe(true);
  });
});
