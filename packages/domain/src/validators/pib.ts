import { iso7064Mod11_10CheckDigit } from './checksums';
import { stripSeparators, type Validated } from './result';

type PibError = 'required' | 'invalid_format' | 'invalid_length' | 'invalid_checksum';

/** A PIB (tax ID): 9 digits, the last an ISO 7064 MOD 11,10 check digit of the first 8. */
export function validatePib(input: string): Validated<PibError> {
  const digits = stripSeparators(input);
  if (digits === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(digits)) return { ok: false, error: 'invalid_format' };
  if (digits.length !== 9) return { ok: false, error: 'invalid_length' };
  if (iso7064Mod11_10CheckDigit(digits.slice(0, 8)) !== Number(digits[8])) {
    return { ok: false, error: 'invalid_checksum' };
  }
  return { ok: true, value: digits };
}
