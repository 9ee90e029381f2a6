import { describe, expect, it } from 'vitest';
import { validateIban } from './iban';

describe('validateIban', () => {
  it.each([
    ['RS35260005601001611379', 'RS35260005601001611379'],
    ['RS35 2600 0560 1001 6113 79', 'RS35260005601001611379'],
    ['rs35 2600 0560 1001 6113 79', 'RS35260005601001611379'],
    ['  RS35-2600-0560-1001-6113-79 ', 'RS35260005601001611379'],
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82WEST12345698765432', 'GB82WEST12345698765432'],
    ['gb82 west 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['FR1420041010050500013M02606', 'FR1420041010050500013M02606'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['CH9300762011623852957', 'CH9300762011623852957'],
    ['AT611904300234573201', 'AT611904300234573201'],
    ['ME25505000012345678951', 'ME25505000012345678951'],
  ])('%j is valid as %s', (input, value) => {
    expect(validateIban(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['RS35260005601001611378', 'invalid_checksum'], // last digit changed
    ['RS36260005601001611379', 'invalid_checksum'], // IBAN check digits changed
    ['RS35260005601001611397', 'invalid_checksum'], // two digits swapped
    ['DE89370400440532013001', 'invalid_checksum'],
    ['GB82WEST12345698765433', 'invalid_checksum'],
    ['RS3526000560100161137', 'invalid_length'],
    ['RS352600056010016113790', 'invalid_length'],
    ['GB82WEST1234569876543', 'invalid_length'],
    ['XX89370400440532013000', 'invalid_country'],
    ['DE8937040044053201300A', 'invalid_format'], // German BBANs are digits only
    ['1234', 'invalid_format'],
    ['RSAB260005601001611379', 'invalid_format'],
    ['RS35 2600 0560 1001 6113 7€', 'invalid_format'],
    ['RS35'.padEnd(80, '0'), 'invalid_length'],
  ])('%j → %s', (input, error) => {
    expect(validateIban(input)).toEqual({ ok: false, error });
  });
});
