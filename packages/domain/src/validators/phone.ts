import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Validated } from './result';

type PhoneError = 'required' | 'invalid_format' | 'invalid_number' | 'unsupported_type';

// Hosts and guests must be reachable by a person: premium, toll-free, shared-cost and
// VoIP-only numbers are refused. FIXED_LINE_OR_MOBILE is what some countries (US) report.
const ACCEPTED_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A phone number in E.164 (`+381641234567`). A number without a country code is read as
 * Serbian. The "max" metadata is needed to tell mobile and fixed lines from other types.
 */
export function validatePhone(
  input: string,
  defaultCountry: CountryCode = 'RS',
): Validated<PhoneError> {
  if (input.trim() === '') return { ok: false, error: 'required' };
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  if (!phone) return { ok: false, error: 'invalid_format' };
  if (!phone.isValid()) return { ok: false, error: 'invalid_number' };
  const type = phone.getType();
  if (type === undefined || !ACCEPTED_TYPES.has(type))
    return { ok: false, error: 'unsupported_type' };
  return { ok: true, value: phone.number };
}
