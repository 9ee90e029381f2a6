import { describe, expect, it } from 'vitest';
import { normalizeTime } from './time';

describe('normalizeTime', () => {
  it.each([
    ['14:00', '14:00'],
    ['9:30', '09:30'],
    ['14.30', '14:30'],
    ['1430', '14:30'],
    [' 10:00 ', '10:00'],
    ['noon', 'noon'],
  ])('%s → %s', (typed, normalized) => expect(normalizeTime(typed)).toBe(normalized));
});
