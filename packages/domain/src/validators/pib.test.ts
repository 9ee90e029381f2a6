import { describe, expect, it } from 'vitest';
import { validatePib } from './pib';

describe('validatePib', () => {
  it.each([
    ['104052135', '104052135'], // NIS a.d.
    ['100002887', '100002887'], // Telekom Srbija
    ['103920327', '103920327'], // Elektroprivreda Srbije
    ['100001931', '100001931'],
    ['101626723', '101626723'],
    ['100000170', '100000170'],
    [' 104 052 135 ', '104052135'],
  ])('%j is valid as %s', (input, value) => {
    expect(validatePib(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['104052136', 'invalid_checksum'],
    ['104052125', 'invalid_checksum'],
    ['100002888', 'invalid_checksum'],
    ['140052135', 'invalid_checksum'], // two digits swapped
    ['10405213', 'invalid_length'],
    ['1040521350', 'invalid_length'],
    ['10405213A', 'invalid_format'],
    ['RS104052135', 'invalid_format'],
  ])('%j → %s', (input, error) => {
    expect(validatePib(input)).toEqual({ ok: false, error });
  });
});
