import { describe, expect, it } from 'vitest';
import { readStored, removeStored, writeStored } from './storage';

describe('local storage as JSON', () => {
  it('round-trips a value as JSON', () => {
    writeStored('access_token', 'abc');
    expect(localStorage.getItem('access_token')).toBe('"abc"');
    expect(readStored('access_token', null)).toBe('abc');
  });

  it('gives the default for a missing value', () => {
    expect(readStored('missing', 'sr')).toBe('sr');
  });

  it('gives the default when the stored text does not parse', () => {
    localStorage.setItem('lang', 'not json {');
    expect(readStored('lang', 'sr')).toBe('sr');
  });

  it('gives the default when the value has the wrong shape', () => {
    localStorage.setItem('access_token', '42');
    const isString = (v: unknown): v is string => typeof v === 'string';
    expect(readStored<string | null>('access_token', null, isString)).toBeNull();
  });

  it('removes a value', () => {
    writeStored('x', 1);
    removeStored('x');
    expect(readStored('x', 0)).toBe(0);
  });
});
