import { isLocalDate } from '../dates';
import { stripSeparators, type Validated } from './result';

type JmbgError =
  | 'required'
  | 'invalid_format'
  | 'invalid_length'
  | 'invalid_date'
  | 'invalid_region'
  | 'invalid_checksum';

const WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The check digit of the first 12 digits; remainders that would give 10 or 11 give 0. */
function jmbgCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (WEIGHTS[i] ?? 0);
  const m = 11 - (sum % 11);
  return m > 9 ? 0 : m;
}

/** `DDMMYYY`: YYY 9xx is 19xx and 0xx is 20xx; any other century is not a living person. */
function birthDate(digits: string): string | null {
  const year = digits.slice(4, 7);
  const century = year.startsWith('9') ? '1' : year.startsWith('0') ? '2' : null;
  if (century === null) return null;
  const date = `${century}${year}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  return isLocalDate(date) ? date : null;
}

/**
 * A JMBG (unique master citizen number), `DDMMYYYRRBBBK`. Region block 60–69 was never
 * assigned; the other blocks are not narrowed further, so no real citizen is refused.
 */
export function validateJmbg(input: string): Validated<JmbgError> {
  const digits = stripSeparators(input);
  if (digits === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(digits)) return { ok: false, error: 'invalid_format' };
  if (digits.length !== 13) return { ok: false, error: 'invalid_length' };
  if (birthDate(digits) === null) return { ok: false, error: 'invalid_date' };
  if (digits[7] === '6') return { ok: false, error: 'invalid_region' };
  if (jmbgCheckDigit(digits) !== Number(digits[12]))
    return { ok: false, error: 'invalid_checksum' };
  return { ok: true, value: digits };
}
