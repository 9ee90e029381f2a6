import { describe, expect, it } from 'vitest';
import { validateSwift } from './swift';

describe('validateSwift', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFF'],
    ['DEUTDEFF500', 'DEUTDEFF500'],
    ['AIKBRS22', 'AIKBRS22'],
    ['aikbrs22', 'AIKBRS22'],
    [' AIKB RS 22 ', 'AIKBRS22'],
    ['RZBSRSBG', 'RZBSRSBG'],
    ['NBSRRSBGXXX', 'NBSRRSBGXXX'],
    ['BKAUATWW', 'BKAUATWW'],
    ['CKBCMEPG', 'CKBCMEPG'],
    ['RBKOXKPR', 'RBKOXKPR'], // Kosovo banks use SWIFT's XK
  ])('%j is valid as %s', (input, value) => {
    expect(validateSwift(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['DEUTDEF', 'invalid_length'],
    ['DEUTDEFF5', 'invalid_length'],
    ['DEUTDEFF50', 'invalid_length'],
    ['DEUTDEFF5000', 'invalid_length'],
    ['DEUTZZFF', 'invalid_country'],
    ['DEUTUKFF', 'invalid_country'],
    ['DEUTEUFF', 'invalid_country'],
    ['DEU1DEFF', 'invalid_format'], // bank code is letters only
    ['DEUTD1FF', 'invalid_format'], // country is letters only
    ['DEUTDEF_', 'invalid_format'],
    ['DEUTDEFF5-0', 'invalid_format'],
    ['ĐEUTDEFF', 'invalid_format'],
  ])('%j → %s', (input, error) => {
    expect(validateSwift(input)).toEqual({ ok: false, error });
  });
});
