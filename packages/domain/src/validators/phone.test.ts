import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone';

describe('validatePhone', () => {
  it.each([
    ['064 123 4567', '+381641234567'], // Serbian mobile, national form
    ['0641234567', '+381641234567'],
    ['063/123-45-67', '+381631234567'],
    ['+381 64 1234567', '+381641234567'],
    ['00381 64 1234567', '+381641234567'],
    ['011 3234567', '+381113234567'], // Belgrade fixed line
    ['021 4871000', '+381214871000'], // Novi Sad fixed line
    ['+49 30 901820', '+4930901820'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+382 67 123 456', '+38267123456'],
    ['+1 415 555 2671', '+14155552671'], // reported as fixed line or mobile
  ])('%j is valid as %s', (input, value) => {
    expect(validatePhone(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid_format'],
    ['12', 'invalid_number'],
    ['064 12', 'invalid_number'],
    ['+38164123456789', 'invalid_number'],
    ['0800 100 200', 'unsupported_type'], // toll-free
    ['+381 900 123456', 'unsupported_type'], // premium rate
  ])('%j → %s', (input, error) => {
    expect(validatePhone(input)).toEqual({ ok: false, error });
  });

  it('reads national numbers of another country when asked', () => {
    expect(validatePhone('030 901820', 'DE')).toEqual({ ok: true, value: '+4930901820' });
  });
});
