import { describe, expect, it } from 'vitest';
import { amountInRsd, rateFromDecimal, rateToDecimal } from './exchange-rates';

const eurToRsd = (cents: number, rate: number) => amountInRsd(cents, 'EUR', rate);

describe('rateFromDecimal / rateToDecimal', () => {
  it.each([
    ['117.1727', 1_171_727, '117.1727'],
    ['117,1727', 1_171_727, '117.1727'],
    [117.17, 1_171_700, '117.1700'],
    ['117', 1_170_000, '117.0000'],
    ['0.0001', 1, '0.0001'],
    ['10000', 100_000_000, '10000.0000'],
  ])('%j → %i → %s', (typed, e4, printed) => {
    expect(rateFromDecimal(typed)).toBe(e4);
    expect(rateToDecimal(e4)).toBe(printed);
  });

  it.each(['', '0', '0.0000', '117.17271', '-117', '1e3', 'abc', '10000.0001', '117.'])(
    '%j is no rate',
    (typed) => {
      expect(rateFromDecimal(typed)).toBeNull();
    },
  );
});

describe('EUR to RSD', () => {
  it.each([
    [100, 1_171_727, 11_717], // 1 € = 117.1727 din → 117.17 din (11,717.27 para rounds down)
    [1, 1_171_727, 117], // 0.01 € = 1.171727 din → 1.17 din
    [5_000, 1_171_727, 585_864], // 50 € = 5,858.635 din → 5,858.64 (half away from zero)
    [12_345_67, 1_171_727, 144_657_549], // 12,345.67 € → 1,446,575.487… din → 1,446,575.49
    [0, 1_171_727, 0],
  ])('%i cents at %i → %i para', (cents, rate, para) => {
    expect(eurToRsd(cents, rate)).toBe(para);
  });
});

describe('amountInRsd', () => {
  it('takes a dinar amount as it is, converts euros at the rate, and needs a rate for euros', () => {
    expect(amountInRsd(500_000, 'RSD', null)).toBe(500_000);
    expect(amountInRsd(5_000, 'EUR', 1_171_727)).toBe(585_864);
    expect(amountInRsd(5_000, 'EUR', null)).toBeNull();
  });
});
