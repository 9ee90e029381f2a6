import { mod11CheckDigit } from './checksums';
import { stripSeparators, type Validated } from './result';

type MbError = 'required' | 'invalid_format' | 'invalid_length' | 'invalid_checksum';

/**
 * A company ID (matični broj, MB): 8 digits, the last a modulo-11 check digit of the first 7
 * with weights 2, 7, 6, 5, 4, 3, 2 (2…7 from the right), 0 when the remainder is 0 or 1.
 * Checked against real MBs in the tests (NIS, Telekom Srbija, EPS, several banks).
 */
export function validateMb(input: string): Validated<MbError> {
  const digits = stripSeparators(input);
  if (digits === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(digits)) return { ok: false, error: 'invalid_format' };
  if (digits.length !== 8) return { ok: false, error: 'invalid_length' };
  if (mod11CheckDigit(digits.slice(0, 7)) !== Number(digits[7]))
    return { ok: false, error: 'invalid_checksum' };
  return { ok: true, value: digits };
}
