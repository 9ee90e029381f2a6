import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { isCountryCode } from './countries';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const EVERY_PAIR = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b));

describe('the country codes', () => {
  it('are the 249 assigned ISO 3166-1 codes, in capitals only', () => {
    expect(EVERY_PAIR.filter(isCountryCode)).toHaveLength(249);
    expect(EVERY_PAIR.map((pair) => pair.toLowerCase()).filter(isCountryCode)).toEqual([]);
  });

  it("covers every country of libphonenumber's metadata except its non-ISO regions", () => {
    const nonIso = new Set(['AC', 'TA', 'XK']); // Ascension, Tristan da Cunha, Kosovo
    const missing = getCountries().filter((code) => !nonIso.has(code) && !isCountryCode(code));
    expect(missing).toEqual([]);
  });

  it.each([
    ['RS', true],
    ['ME', true],
    ['BA', true],
    ['HR', true],
    ['MK', true],
    ['SI', true],
    ['DE', true],
    ['GB', true],
    ['UK', false],
    ['EU', false],
    ['XK', false],
    ['YU', false],
    ['rs', false],
    ['', false],
  ])('isCountryCode(%j) = %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });
});
