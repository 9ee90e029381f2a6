import { composeIBAN, extractIBAN, isValidIBAN } from 'ibantools';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRsdAccount } from './rsd-account';

describe('validateRsdAccount', () => {
  it.each([
    ['260-0056010016113-79', '260005601001611379'],
    ['260005601001611379', '260005601001611379'],
    ['260-56010016113-79', '260005601001611379'], // short form, zero-padded to 13
    [' 260 0056010016113 79 ', '260005601001611379'],
    ['260-0056010016113-79 ', '260005601001611379'],
  ])('%j is valid as %s', (input, value) => {
    expect(validateRsdAccount(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['260-0056010016113-78', 'invalid_checksum'], // one digit changed
    ['260-0056010016114-79', 'invalid_checksum'],
    ['265005601001611379', 'invalid_checksum'],
    ['26000560100161137', 'invalid_length'],
    ['2600056010016113790', 'invalid_length'],
    ['260-00560100161130-79', 'invalid_format'], // 14-digit middle
    ['260-0056010016113-7', 'invalid_format'],
    ['26-0056010016113-79', 'invalid_format'],
    ['260--79', 'invalid_format'],
    ['26A005601001611379', 'invalid_format'],
    ['RS35260005601001611379', 'invalid_format'], // an IBAN, not a domestic account
    ['390863910794223901', 'invalid_checksum'], // ≡ 1 (mod 97) but 01 is no issued control
    ['411823295551802999', 'invalid_checksum'], // likewise 99 for 02
  ])('%j → %s', (input, error) => {
    expect(validateRsdAccount(input)).toEqual({ ok: false, error });
  });

  it('is the BBAN of the Serbian IBAN of the same account', () => {
    expect(extractIBAN('RS35260005601001611379').bban).toBe('260005601001611379');
  });

  // ibantools accepts any 18 digits ≡ 1 (mod 97), which also lets through the controls 00, 01
  // and 99 that 98 - remainder never produces; banks never issue those, so they are refused here.
  it('agrees with the national check of ibantools for every control banks issue (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{16}$/),
        fc.integer({ min: 2, max: 98 }),
        (prefix, control) => {
          const account = prefix + String(control).padStart(2, '0');
          const iban = composeIBAN({ countryCode: 'RS', bban: account });
          const ours = validateRsdAccount(account).ok;
          expect(iban !== null && isValidIBAN(iban)).toBe(ours);
        },
      ),
    );
  });
});
