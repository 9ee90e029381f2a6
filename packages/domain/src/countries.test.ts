import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('COUNTRY_CODES', () => {
  it('holds the 249 assigned ISO 3166-1 codes, sorted and unique', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
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
