import { isValidIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { Validated } from './result';

type IbanError =
  'required' | 'invalid_format' | 'invalid_country' | 'invalid_length' | 'invalid_checksum';

const MAX_INPUT_LENGTH = 64;

/**
 * An IBAN checked by country length, national format and MOD 97 (and, where ibantools knows it,
 * the national bank/account check digits). Returns the electronic form: `RS35260005601001611379`.
 */
export function validateIban(input: string): Validated<IbanError> {
  if (input.length > MAX_INPUT_LENGTH) return { ok: false, error: 'invalid_length' };
  const iban = input.replace(/[\s-]/g, '').toUpperCase();
  if (iban === '') return { ok: false, error: 'required' };
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { ok: false, error: 'invalid_format' };

  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry))
    return { ok: false, error: 'invalid_country' };
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength))
    return { ok: false, error: 'invalid_length' };
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return { ok: false, error: 'invalid_format' };
  if (!isValidIBAN(iban)) return { ok: false, error: 'invalid_checksum' };
  return { ok: true, value: iban };
}
