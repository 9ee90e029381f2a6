import { describe, expect, it } from 'vitest';
import {
  bodyFor,
  fillPlaceholders,
  isDue,
  isLiveFor,
  isSendTime,
  scheduleOf,
  zonedInstant,
  type TemplateLanguage,
} from './message-templates';

const values = { guestName: 'Jelena', checkIn: '2026-07-12', listing: 'Vila Breza' };

describe('fillPlaceholders', () => {
  it.each<[string, TemplateLanguage, string]>([
    ['Zdravo {guest_name}!', 'sr', 'Zdravo Jelena!'],
    ['Dolazak: {check_in}', 'sr', 'Dolazak: 12. jul 2026.'],
    ['Arrival: {check_in}', 'en', 'Arrival: 12 July 2026'],
    ['Долазак: {check_in}', 'sr-Cyrl', 'Долазак: 12. јул 2026.'],
    ['{listing} čeka', 'sr', 'Vila Breza čeka'],
    ['{guest_name}, {guest_name}', 'en', 'Jelena, Jelena'],
    ['{unknown} and {Guest_Name}', 'en', '{unknown} and {Guest_Name}'],
    ['{ guest_name }', 'en', '{ guest_name }'],
    ['no placeholders', 'sr', 'no placeholders'],
    ['', 'sr', ''],
  ])('%j in %s → %j', (text, language, filled) => {
    expect(fillPlaceholders(text, values, language)).toBe(filled);
  });

  it('does not fill a value that looks like a placeholder again', () => {
    const tricky = { ...values, guestName: '{listing}' };
    expect(fillPlaceholders('{guest_name} @ {listing}', tricky, 'en')).toBe(
      '{listing} @ Vila Breza',
    );
  });

  it('leaves a placeholder without a value as written (a question before booking)', () => {
    const none = { guestName: ' ', checkIn: null, listing: '' };
    expect(fillPlaceholders('{guest_name} {check_in} {listing}', none, 'sr')).toBe(
      '{guest_name} {check_in} {listing}',
    );
  });
});

describe('{check_in} in each language', () => {
  it.each<[string, TemplateLanguage, string]>([
    ['2026-01-01', 'sr', '1. januar 2026.'],
    ['2026-12-31', 'en', '31 December 2026'],
    ['2026-05-09', 'sr-Cyrl', '9. мај 2026.'],
    ['not a day', 'en', 'not a day'],
  ])('%s in %s → %s', (date, language, text) => {
    expect(fillPlaceholders('{check_in}', { ...values, checkIn: date }, language)).toBe(text);
  });
});

describe('bodyFor', () => {
  it.each<[string, string, TemplateLanguage, string]>([
    ['Dobrodošli', 'Welcome', 'sr', 'Dobrodošli'],
    ['Dobrodošli', 'Welcome', 'sr-Cyrl', 'Dobrodošli'],
    ['Dobrodošli', 'Welcome', 'en', 'Welcome'],
    ['Dobrodošli', '  ', 'en', 'Dobrodošli'],
    ['', 'Welcome', 'sr', 'Welcome'],
    ['', '', 'sr', ''],
  ])('sr %j, en %j, for %s → %j', (body_sr, body_en, language, body) => {
    expect(bodyFor({ body_sr, body_en }, language)).toBe(body);
  });
});

describe('isSendTime', () => {
  it.each([
    ['10:00', true],
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['10:60', false],
    ['10:00:00', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isSendTime(value)).toBe(ok);
  });
});

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedInstant', () => {
  it.each([
    // Summer (CEST, +2) and winter (CET, +1) in Belgrade.
    ['2026-07-10', '10:00', 'Europe/Belgrade', '2026-07-10T08:00:00.000Z'],
    ['2026-01-10', '10:00', 'Europe/Belgrade', '2026-01-10T09:00:00.000Z'],
    // The spring-forward day: 10:00 is already CEST; 02:30 does not exist → 03:30 CEST.
    ['2026-03-29', '10:00', 'Europe/Belgrade', '2026-03-29T08:00:00.000Z'],
    ['2026-03-29', '02:30', 'Europe/Belgrade', '2026-03-29T01:30:00.000Z'],
    // The fall-back day: 02:30 happens twice → the first (CEST).
    ['2026-10-25', '02:30', 'Europe/Belgrade', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '10:00', 'Europe/Belgrade', '2026-10-25T09:00:00.000Z'],
    ['2026-07-10', '10:00', 'UTC', '2026-07-10T10:00:00.000Z'],
    ['2026-07-10', '10:00', 'America/New_York', '2026-07-10T14:00:00.000Z'],
    ['2026-07-10', '00:00', 'Asia/Kolkata', '2026-07-09T18:30:00.000Z'],
  ])('%s %s in %s → %s', (date, time, zone, instant) => {
    expect(iso(zonedInstant(date, time, zone))).toBe(instant);
  });
});

describe('scheduleOf', () => {
  const stay = { checkIn: '2026-03-31', checkOut: '2026-04-03' };
  it.each([
    // Two days before an arrival across the spring change: the 29th is already CEST.
    [
      { trigger: 'before_check_in', days: 2, time: '10:00' },
      '2026-03-29T08:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ],
    // On the arrival day itself; not sent once that day is over.
    [
      { trigger: 'before_check_in', days: 0, time: '08:00' },
      '2026-03-31T06:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ],
    [
      { trigger: 'after_check_out', days: 1, time: '18:00' },
      '2026-04-04T16:00:00.000Z',
      '2026-04-06T16:00:00.000Z',
    ],
  ] as const)('%j → %s until %s', (schedule, sendAt, until) => {
    const window = scheduleOf(schedule, stay, 'Europe/Belgrade');
    expect(iso(window.sendAt)).toBe(sendAt);
    expect(iso(window.until)).toBe(until);
  });

  it('a day before the autumn change, in summer time; the day after, in winter time', () => {
    const autumn = { checkIn: '2026-10-26', checkOut: '2026-10-27' };
    const before = scheduleOf(
      { trigger: 'before_check_in', days: 2, time: '10:00' },
      autumn,
      'Europe/Belgrade',
    );
    expect(iso(before.sendAt)).toBe('2026-10-24T08:00:00.000Z');
    const after = scheduleOf(
      { trigger: 'after_check_out', days: 0, time: '10:00' },
      autumn,
      'Europe/Belgrade',
    );
    expect(iso(after.sendAt)).toBe('2026-10-27T09:00:00.000Z');
  });
});

describe('isDue', () => {
  const window = { sendAt: 1000, until: 2000 };
  it.each([
    [999, false],
    [1000, true],
    [1999, true],
    [2000, false],
  ])('at %d → %s', (now, due) => {
    expect(isDue(window, now)).toBe(due);
  });
});

describe('isLiveFor', () => {
  it.each([
    ['before_check_in', 'confirmed', true],
    ['before_check_in', 'completed', false],
    ['before_check_in', 'cancelled', false],
    ['before_check_in', 'cancel_requested', false],
    ['after_check_out', 'confirmed', true],
    ['after_check_out', 'completed', true],
    ['after_check_out', 'no_show', false],
    ['after_check_out', 'no_show_reported', false],
  ] as const)('%s, %s → %s', (trigger, status, live) => {
    expect(isLiveFor(trigger, status)).toBe(live);
  });
});
