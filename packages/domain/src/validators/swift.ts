import { isCountryCode } from '../countries';
import type { Validated } from './result';

type SwiftError = 'required' | 'invalid_length' | 'invalid_format' | 'invalid_country';

// SWIFT assigns Kosovo's banks the user-assigned code XK, which is not in ISO 3166-1;
// refusing it would refuse real BICs.
const EXTRA_BIC_COUNTRIES = new Set(['XK']);

const SHAPE = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * A SWIFT/BIC code (ISO 9362, docs/rules/decisions.md §2): exactly 8 or 11 characters; 4 letters of
 * bank, 2 letters of a real country, 2 letters or digits of location, optional 3 of branch.
 */
export function validateSwift(input: string): Validated<SwiftError> {
  const bic = input.replace(/\s/g, '').toUpperCase();
  if (bic === '') return { ok: false, error: 'required' };
  if (bic.length !== 8 && bic.length !== 11) return { ok: false, error: 'invalid_length' };
  const match = SHAPE.exec(bic);
  const country = match?.[1];
  if (country === undefined) return { ok: false, error: 'invalid_format' };
  if (!isCountryCode(country) && !EXTRA_BIC_COUNTRIES.has(country))
    return { ok: false, error: 'invalid_country' };
  return { ok: true, value: bic };
}
