import { describe, expect, it } from 'vitest';
import { DEFAULT_STAY_WINDOW, nightsOverlapping, stayWindowOf } from './stay-window';

const hotel = DEFAULT_STAY_WINDOW; // 14:00 → 10:00

describe('nightsOverlapping: a timed stay takes the nights whose window it overlaps', () => {
  it.each([
    // from, to, first night, end (exclusive) — window 14:00 on the night's date → 10:00 next day
    ['2027-02-10T15:00', '2027-02-13T10:00', '2027-02-10', '2027-02-13'], // leaves at check-out
    ['2027-02-10T15:00', '2027-02-13T16:00', '2027-02-10', '2027-02-14'], // leaves after check-in
    ['2027-02-10T15:00', '2027-02-13T14:00', '2027-02-10', '2027-02-13'], // exactly at check-in
    ['2027-02-10T15:00', '2027-02-13T14:00:01', '2027-02-10', '2027-02-14'],
    ['2027-02-10T10:00', '2027-02-11T10:00', '2027-02-10', '2027-02-11'], // arrives at check-out
    ['2027-02-10T09:59:59', '2027-02-11T10:00', '2027-02-09', '2027-02-11'], // the guest before
    ['2027-02-07T00:30', '2027-02-08T10:00', '2027-02-06', '2027-02-08'], // a late arrival
    ['2027-02-01T00:00', '2027-02-03T00:00', '2027-01-31', '2027-02-03'], // midnight to midnight
    ['2027-12-31T20:00', '2028-01-01T12:00', '2027-12-31', '2028-01-01'], // across a year
    ['2028-02-28T15:00', '2028-03-01T09:00', '2028-02-28', '2028-03-01'], // leap day
  ])('%s → %s takes [%s, %s)', (from, to, start, end) => {
    expect(nightsOverlapping(from, to, hotel)).toEqual({ start, end });
  });

  it.each([
    ['2027-02-10T11:00', '2027-02-10T13:00'], // cleaning between check-out and check-in
    ['2027-02-10T10:00', '2027-02-10T14:00'],
    ['2027-02-12T15:00', '2027-02-10T15:00'], // ends before it starts
  ])('%s → %s takes no night', (from, to) => {
    expect(nightsOverlapping(from, to, hotel)).toBeNull();
  });

  it('dates keep their calendar meaning: first night, exclusive end', () => {
    expect(nightsOverlapping('2027-03-28', '2027-03-29', hotel)).toEqual({
      start: '2027-03-28',
      end: '2027-03-29',
    });
    expect(nightsOverlapping('2027-03-28', '2027-03-28', hotel)).toBeNull();
    // A date on one side and a time on the other: each side read its own way.
    expect(nightsOverlapping('2027-03-28', '2027-03-30T12:00', hotel)).toEqual({
      start: '2027-03-28',
      end: '2027-03-30',
    });
  });

  it("follows the listing's own times", () => {
    const late = { checkIn: '16:00', checkOut: '12:00' };
    expect(nightsOverlapping('2027-02-10T11:00', '2027-02-13T15:00', late)).toEqual({
      start: '2027-02-09',
      end: '2027-02-13',
    });
    expect(nightsOverlapping('2027-02-10T11:00', '2027-02-13T15:00', hotel)).toEqual({
      start: '2027-02-10',
      end: '2027-02-14',
    });
  });

  it('refuses what is not a date or a local time', () => {
    expect(() => nightsOverlapping('2027-02-10T25:00', '2027-02-13', hotel)).toThrow(RangeError);
    expect(() => nightsOverlapping('2027-02-30T10:00', '2027-03-02', hotel)).toThrow(RangeError);
    expect(() => nightsOverlapping('2027-02-10 10:00', '2027-03-02', hotel)).toThrow(RangeError);
  });
});

describe('stayWindowOf', () => {
  it.each([
    [null, null, hotel],
    ['15:00', '11:00', { checkIn: '15:00', checkOut: '11:00' }],
    ['15:00', null, { checkIn: '15:00', checkOut: '10:00' }],
    ['3 pm', '24:00', hotel],
  ])('%s / %s → %j', (checkIn, checkOut, window) => {
    expect(stayWindowOf(checkIn, checkOut)).toEqual(window);
  });
});
