import { describe, expect, it } from 'vitest';
import { groupNights } from './nightly-groups';

const night = (date: string, final: number, special: number | null = null) => ({
  date,
  base: 5000,
  special,
  rule_id: null,
  rule_price: null,
  final,
});

describe('nightly rows', () => {
  it('groups neighbours priced the same way, never across a different price', () => {
    const groups = groupNights([
      night('2027-01-04', 5000),
      night('2027-01-05', 5000),
      night('2027-01-06', 5000),
      night('2027-01-07', 5000, 5000),
      night('2027-01-08', 6000),
    ]);
    expect(groups.map((g) => [g.first.date, g.last.date, g.count])).toEqual([
      ['2027-01-04', '2027-01-06', 3],
      ['2027-01-07', '2027-01-07', 1], // same final, but a special price: its own row
      ['2027-01-08', '2027-01-08', 1],
    ]);
  });
});
