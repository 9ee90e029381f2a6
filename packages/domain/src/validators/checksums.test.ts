import { describe, expect, it } from 'vitest';
import { iso7064Mod11_10CheckDigit, mod11CheckDigit, mod97 } from './checksums';

describe('mod97', () => {
  it.each([
    ['0', 0],
    ['97', 0],
    ['98', 1],
    ['260005601001611300', 19],
    // An IBAN rearranged (BBAN + country as digits + check digits) leaves 1.
    ['260005601001611379' + '2728' + '35', 1],
    ['370400440532013000' + '1314' + '89', 1],
  ])('mod97(%s) = %i', (digits, expected) => {
    expect(mod97(digits)).toBe(expected);
  });

  it('refuses anything but digits', () => {
    expect(() => mod97('12a')).toThrow(RangeError);
    expect(() => mod97('')).toThrow(RangeError);
  });
});

describe('iso7064Mod11_10CheckDigit', () => {
  it.each([
    ['10405213', 5],
    ['10000288', 7],
    ['10392032', 7],
    ['10000193', 1],
    ['10162672', 3],
    ['10000017', 0],
  ])('%s → %i', (digits, expected) => {
    expect(iso7064Mod11_10CheckDigit(digits)).toBe(expected);
  });
});

describe('mod11CheckDigit', () => {
  it.each([
    ['2008469', 3],
    ['1716254', 3],
    ['1733560', 0], // remainder 1
    ['0703654', 0], // remainder 1
    ['0775923', 1],
    ['0000000', 0], // remainder 0
  ])('%s → %i', (digits, expected) => {
    expect(mod11CheckDigit(digits)).toBe(expected);
  });
});
