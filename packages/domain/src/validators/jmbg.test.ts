import { describe, expect, it } from 'vitest';
import { validateJmbg } from './jmbg';

describe('validateJmbg', () => {
  it.each([
    ['0101900350008', '0101900350008'], // 1 Jan 1900, the python-stdnum example
    ['2902000710009', '2902000710009'], // 29 Feb 2000, a leap year
    ['1503985715004', '1503985715004'],
    ['3112999800002', '3112999800002'],
    ['0101005780129', '0101005780129'], // born in 2005
    ['2512970825019', '2512970825019'],
    ['0101900 350008', '0101900350008'],
  ])('%j is valid as %s', (input, value) => {
    expect(validateJmbg(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['0101900350007', 'invalid_checksum'], // check digit changed
    ['0101900350018', 'invalid_checksum'], // serial changed
    ['1503985715014', 'invalid_checksum'],
    ['010190035000', 'invalid_length'],
    ['01019003500080', 'invalid_length'],
    ['01019003500A8', 'invalid_format'],
    ['3202000710000', 'invalid_date'], // 32 Feb
    ['2902001710000', 'invalid_date'], // 29 Feb 2001
    ['2902900710000', 'invalid_date'], // 29 Feb 1900 was not a leap day
    ['0113985715004', 'invalid_date'], // month 13
    ['0707198570121', 'invalid_date'], // YYY 198 is no century of a living person
    ['0101990650003', 'invalid_region'], // block 60–69 was never assigned
  ])('%j → %s', (input, error) => {
    expect(validateJmbg(input)).toEqual({ ok: false, error });
  });

  it.each([
    ['010190035000', 8],
    ['150398571500', 4],
    ['311299980000', 2],
  ])('check digit of %s is %i: the one last digit accepted', (first12, expected) => {
    for (let digit = 0; digit <= 9; digit++) {
      const result = validateJmbg(`${first12}${digit}`);
      expect(result, String(digit)).toEqual(
        digit === expected
          ? { ok: true, value: `${first12}${digit}` }
          : { ok: false, error: 'invalid_checksum' },
      );
    }
  });
});
