import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityByDate,
  unavailableDates,
  type OccupiedRange,
  type UnavailableReason,
} from './availability';
import { addDays } from './dates';

describe('the stronger reason of a night two ranges hold', () => {
  const order: UnavailableReason[] = ['reservation', 'inquiry', 'ical', 'manual', 'preparation'];
  const cases = order.flatMap((a, i) => order.map((b, j) => [a, b, i <= j ? a : b] as const));
  it.each(cases)('%s over %s = %s', (a, b, expected) => {
    const night = { start: '2027-03-01', end: '2027-03-02' };
    const ranges: OccupiedRange[] = [
      { ...night, reason: a },
      { ...night, reason: b },
    ];
    expect(unavailableDates(ranges, night).get(night.start)).toBe(expected);
  });
});

describe('availability per date', () => {
  const ranges: OccupiedRange[] = [
    { start: '2027-01-03', end: '2027-01-06', reason: 'manual' },
    { start: '2027-01-05', end: '2027-01-07', reason: 'ical' },
    { start: '2027-01-06', end: '2027-01-08', reason: 'inquiry' },
    { start: '2027-01-07', end: '2027-01-09', reason: 'reservation' },
    { start: '2027-01-09', end: '2027-01-10', reason: 'manual' },
    { start: '2026-12-20', end: '2027-01-02', reason: 'reservation' }, // starts before the window
  ];

  it('lists every date of the window with the strongest reason', () => {
    expect(availabilityByDate(ranges, { start: '2027-01-01', end: '2027-01-12' })).toEqual([
      { date: '2027-01-01', available: false, reason: 'reservation' },
      { date: '2027-01-02', available: true, reason: null }, // its check-out day
      { date: '2027-01-03', available: false, reason: 'manual' },
      { date: '2027-01-04', available: false, reason: 'manual' },
      { date: '2027-01-05', available: false, reason: 'ical' },
      { date: '2027-01-06', available: false, reason: 'inquiry' },
      { date: '2027-01-07', available: false, reason: 'reservation' },
      { date: '2027-01-08', available: false, reason: 'reservation' },
      { date: '2027-01-09', available: false, reason: 'manual' },
      { date: '2027-01-10', available: true, reason: null },
      { date: '2027-01-11', available: true, reason: null },
    ]);
  });

  it('keeps only the window in the map of unavailable dates, sorted', () => {
    const map = unavailableDates(ranges, { start: '2027-01-04', end: '2027-01-08' });
    expect([...map]).toEqual([
      ['2027-01-04', 'manual'],
      ['2027-01-05', 'ical'],
      ['2027-01-06', 'inquiry'],
      ['2027-01-07', 'reservation'],
    ]);
  });

  it('does not depend on the order of the ranges (property)', () => {
    const reason = fc.constantFrom<UnavailableReason>('reservation', 'inquiry', 'ical', 'manual');
    const range = fc
      .record({
        offset: fc.integer({ min: -5, max: 40 }),
        length: fc.integer({ min: 0, max: 10 }),
        reason,
      })
      .map(({ offset, length, reason }) => ({
        start: addDays('2027-01-01', offset),
        end: addDays('2027-01-01', offset + length),
        reason,
      }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 12 }), (list) => {
        const window = { start: '2027-01-01', end: '2027-02-01' };
        const reversed = [...list].reverse();
        expect(availabilityByDate(reversed, window)).toEqual(availabilityByDate(list, window));
      }),
    );
  });
});
