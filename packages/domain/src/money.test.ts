import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINOR_UNITS_PER_MAJOR, mulDivRound, percentOf, roundHalfAwayFromZero } from './money';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0, 1, 0],
    [10, 4, 3], // 2.5 → 3
    [-10, 4, -3], // -2.5 → -3
    [10, -4, -3],
    [-10, -4, 3],
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [-9, 4, -2],
    [-11, 4, -3],
    [1, 2, 1],
    [-1, 2, -1],
    [1, 3, 0],
    [2, 3, 1],
    [-2, 3, -1],
    [7, 7, 1],
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [35, 10, 4],
    [-25, 10, -3],
  ])('%i / %i → %i', (n, d, expected) => {
    expect(roundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it('is exact where floating point is not', () => {
    // 1.005 × 100 is 100.49999… in binary floating point; the exact ratio is 100.5.
    expect(roundHalfAwayFromZero(201, 2)).toBe(101);
    expect(roundHalfAwayFromZero(2n ** 60n + 128n, 256n)).toBe(2 ** 52 + 1);
    expect(() => roundHalfAwayFromZero(2n ** 60n, 1n)).toThrow(RangeError);
  });

  it.each([
    [1, 0],
    [1.5, 2],
    [Number.NaN, 1],
    [Number.MAX_SAFE_INTEGER + 1, 1],
  ])('refuses %s / %s', (n, d) => {
    expect(() => roundHalfAwayFromZero(n, d)).toThrow(RangeError);
  });

  it('is the nearest integer, ties away from zero (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }).filter((d) => d !== 0n),
        (n, d) => {
          const r = BigInt(roundHalfAwayFromZero(n, d));
          const abs = (x: bigint) => (x < 0n ? -x : x);
          const twiceError = abs(2n * (n - r * d));
          expect(twiceError <= abs(d)).toBe(true);
          if (twiceError === abs(d)) expect(abs(r * d) > abs(n)).toBe(true);
        },
      ),
    );
  });
});

describe('mulDivRound and percentOf', () => {
  it.each([
    [15500, 10, 100, 1550],
    [1550, 20, 100, 310],
    [17360, 30, 100, 5208],
    [22848, 30, 100, 6854], // 6854.4
    [6000, 120, 100, 7200],
    [5000, 85, 100, 4250],
    [5, 50, 100, 3], // 2.5
    [-5, 50, 100, -3],
    [33, 1, 3, 11],
    [1, 1, 2, 1],
    [Number.MAX_SAFE_INTEGER, 3, 3, Number.MAX_SAFE_INTEGER], // the product passes 2^53 exactly
  ])('round(%i × %i / %i) = %i', (a, b, c, expected) => {
    expect(mulDivRound(a, b, c)).toBe(expected);
  });

  it.each([
    [15500, 10, 1550],
    [11000, 10, 1100],
    [123, 15, 18], // 18.45
    [150, 1, 2], // 1.5
    [0, 25, 0],
  ])('percentOf(%i, %i) = %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});

describe('minor units', () => {
  it('has 100 minor units per major unit', () => {
    expect(MINOR_UNITS_PER_MAJOR).toBe(100);
  });
});
