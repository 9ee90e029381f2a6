import { describe, expect, it } from 'vitest';
import { addMonths, clampMonthParam, monthsBetween, monthWeeks } from './month';

describe('month grid', () => {
  it('February 2027 has 28 days in exactly four Monday-first weeks', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01'); // a Monday
    expect(weeks[3]?.[6]).toBe('2027-02-28'); // a Sunday
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it('pads the first week up to the first day and the last week after the last day', () => {
    // 2026-12-01 is a Tuesday; 2026-12-31 a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('a Sunday first day leaves six blank cells (2027-08 starts on a Sunday)', () => {
    const weeks = monthWeeks('2027-08');
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toBe('2027-08-01');
    expect(weeks).toHaveLength(6);
  });

  it('crosses years both ways and counts leap years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-07', 12)).toBe('2027-07');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('keeps the month param inside the reachable months', () => {
    expect(clampMonthParam('2027-03', '2026-07', '2027-07')).toBe('2027-03');
    expect(clampMonthParam('2027-13', '2026-07', '2027-07')).toBe('2026-07');
    expect(clampMonthParam('2025-01', '2026-07', '2027-07')).toBe('2026-07');
    expect(clampMonthParam('2030-01', '2026-07', '2027-07')).toBe('2027-07');
    expect(clampMonthParam(null, '2026-07', '2027-07')).toBe('2026-07');
  });
});
