import { describe, expect, it } from 'vitest';
import { shortGuestName } from './guest-name';

describe('shortGuestName', () => {
  it.each([
    ['Jelena Jovanović', 'Jelena J.'],
    ['  Marko   Petrović  ', 'Marko P.'],
    ['Ana Marija Šarić', 'Ana Š.'],
    ['Đorđe đurić', 'Đorđe Đ.'],
    ['Milica', 'Milica'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (full, short) => {
    expect(shortGuestName(full)).toBe(short);
  });
});
