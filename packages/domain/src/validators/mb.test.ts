import { describe, expect, it } from 'vitest';
import { validateMb } from './mb';

describe('validateMb', () => {
  it.each([
    ['20084693'], // NIS a.d.
    ['17162543'], // Telekom Srbija
    ['20053658'], // Elektroprivreda Srbije
    ['07737068'],
    ['07759231'],
    ['17335600'], // remainder 1 → check digit 0
    ['06876366'],
    ['20147229'],
    ['08063818'],
    ['07552335'],
    ['17324918'],
    ['07004044'],
    ['07036540'], // remainder 1 → check digit 0
    ['07018835'],
  ])('%s is valid', (input) => {
    expect(validateMb(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    [' 2008 4693 ', '20084693'],
    ['20.084.693', '20084693'],
  ])('%j is normalised to %s', (input, value) => {
    expect(validateMb(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['20084694', 'invalid_checksum'],
    ['20084793', 'invalid_checksum'],
    ['17162544', 'invalid_checksum'],
    ['02084693', 'invalid_checksum'], // two digits swapped
    ['17335601', 'invalid_checksum'],
    ['2008469', 'invalid_length'],
    ['200846930', 'invalid_length'],
    ['2008469A', 'invalid_format'],
  ])('%j → %s', (input, error) => {
    expect(validateMb(input)).toEqual({ ok: false, error });
  });
});
