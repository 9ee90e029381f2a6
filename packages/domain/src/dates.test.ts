import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  diffDays,
  eachNight,
  fromDayNumber,
  isLocalDate,
  isWeekendNight,
  localDateAt,
  toDayNumber,
  weekday,
} from './dates';

describe('isLocalDate', () => {
  it.each([
    ['2027-01-06', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2027-02-29', false],
    ['1900-02-29', false],
    ['2027-04-31', false],
    ['2027-12-31', true],
    ['2027-13-01', false],
    ['2027-00-10', false],
    ['2027-01-00', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2027-1-6', false],
    ['2027-01-06T00:00', false],
    [' 2027-01-06', false],
    ['', false],
  ])('%j valid = %s', (value, valid) => {
    expect(isLocalDate(value)).toBe(valid);
  });

  it('refuses what is not a string', () => {
    expect(isLocalDate(20270106)).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2027-01-06', 1, '2027-01-07'],
    ['2027-01-31', 1, '2027-02-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-01-01', -1, '2027-12-31'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2027-03-28', 1, '2027-03-29'], // DST starts in Europe that night
    ['2027-10-31', 1, '2027-11-01'], // DST ends
    ['2027-01-06', 365, '2028-01-06'],
    ['2028-01-06', 366, '2029-01-06'],
    ['2027-01-06', 0, '2027-01-06'],
    ['1970-01-01', 0, '1970-01-01'],
    ['1969-12-31', 1, '1970-01-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(diffDays(date, expected)).toBe(days);
  });

  it('agrees with UTC Date arithmetic (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (dayNumber) => {
        const date = fromDayNumber(dayNumber);
        expect(date).toBe(new Date(dayNumber * 86_400_000).toISOString().slice(0, 10));
        expect(toDayNumber(date)).toBe(dayNumber);
        expect(weekday(date)).toBe(new Date(dayNumber * 86_400_000).getUTCDay());
      }),
    );
  });

  it('refuses invalid dates and days out of range', () => {
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
    expect(() => diffDays('2027-01-01', 'tomorrow')).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => fromDayNumber(1.5)).toThrow(RangeError);
  });
});

describe('weekday and weekend nights', () => {
  it.each([
    ['2027-01-01', 5, true], // Friday
    ['2027-01-02', 6, true],
    ['2027-01-03', 0, false],
    ['2027-01-04', 1, false],
    ['2027-01-06', 3, false],
    ['2027-01-07', 4, false],
    ['2027-01-08', 5, true],
    ['2027-01-09', 6, true],
    ['2027-07-02', 5, true],
    ['2028-02-29', 2, false],
    ['1970-01-01', 4, false],
    ['2000-01-01', 6, true],
  ])('%s is weekday %i, weekend night %s', (date, day, weekend) => {
    expect(weekday(date)).toBe(day);
    expect(isWeekendNight(date)).toBe(weekend);
  });
});

describe('compareDates', () => {
  it.each([
    ['2027-01-06', '2027-01-07', -1],
    ['2027-01-07', '2027-01-06', 1],
    ['2027-01-06', '2027-01-06', 0],
    ['2027-12-31', '2028-01-01', -1],
  ])('compareDates(%s, %s) = %i', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });

  it('refuses invalid dates', () => {
    expect(() => compareDates('2027-1-6', '2027-01-06')).toThrow(RangeError);
  });
});

describe('eachNight', () => {
  it.each([
    ['2027-01-06', '2027-01-09', ['2027-01-06', '2027-01-07', '2027-01-08']],
    ['2028-02-28', '2028-03-02', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['2027-12-30', '2028-01-02', ['2027-12-30', '2027-12-31', '2028-01-01']],
    ['2027-01-31', '2027-02-01', ['2027-01-31']],
    ['2027-01-06', '2027-01-06', []],
    ['2027-01-09', '2027-01-06', []],
  ])('[%s, %s)', (checkIn, checkOut, nights) => {
    expect(eachNight(checkIn, checkOut)).toEqual(nights);
  });

  it('has 366 nights over a leap year', () => {
    const nights = eachNight('2028-01-01', '2029-01-01');
    expect(nights).toHaveLength(366);
    expect(nights).toContain('2028-02-29');
    expect(nights.at(-1)).toBe('2028-12-31');
  });
});

describe('independence from the process time zone', () => {
  const original = process.env.TZ;
  afterAll(() => {
    process.env.TZ = original;
  });

  function snapshot() {
    return {
      add: ['2028-02-28', '2027-12-31', '2027-03-27', '2027-10-30'].map((d) => addDays(d, 1)),
      weekdays: ['2028-02-29', '2027-03-28', '2027-10-31', '2027-01-01'].map(weekday),
      nights: eachNight('2027-03-26', '2027-04-01'),
      diff: diffDays('2027-03-01', '2027-11-01'),
    };
  }

  it.each([
    'UTC',
    'Europe/Belgrade',
    'America/Los_Angeles',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Asia/Kolkata',
  ])('gives the same answers with TZ=%s', (zone) => {
    process.env.TZ = 'UTC';
    const expected = snapshot();
    process.env.TZ = zone;
    expect(snapshot()).toEqual(expected);
    expect(snapshot()).toEqual({
      add: ['2028-02-29', '2028-01-01', '2027-03-28', '2027-10-31'],
      weekdays: [2, 0, 0, 5],
      nights: ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31'],
      diff: 245,
    });
  });
});

describe('localDateAt', () => {
  it.each([
    ['2027-03-27T22:59:59Z', 'Europe/Belgrade', '2027-03-27'], // 23:59:59 CET
    ['2027-03-27T23:00:00Z', 'Europe/Belgrade', '2027-03-28'], // midnight CET, DST starts later that night
    ['2027-10-30T21:59:59Z', 'Europe/Belgrade', '2027-10-30'], // 23:59:59 CEST
    ['2027-10-30T22:00:00Z', 'Europe/Belgrade', '2027-10-31'],
    ['2028-02-28T23:30:00Z', 'Europe/Belgrade', '2028-02-29'],
    ['2028-02-29T12:00:00Z', 'UTC', '2028-02-29'],
    ['2027-01-01T05:00:00Z', 'America/New_York', '2027-01-01'],
    ['2027-01-01T04:59:59Z', 'America/New_York', '2026-12-31'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDateAt(Date.parse(instant), zone)).toBe(expected);
  });
});
