import { describe, expect, it } from 'vitest';
import {
  guestDetailsErasureDay,
  registrationDeadline,
  validateGuestList,
} from './guest-registration';

type GuestDetailsInput = Parameters<typeof validateGuestList>[0][number];

/** One guest through the list's check: its value, or its errors by field. */
function validateGuestDetails(
  input: GuestDetailsInput,
  context: { today: string; arrival: string },
) {
  const result = validateGuestList([input], { ...context, maxGuests: 1 });
  if (result.ok) return { ok: true, value: result.value[0] };
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([key, code]) => [key.replace('guests.0.', ''), code]),
  );
  return { ok: false, errors };
}

const context = { today: '2026-11-26', arrival: '2026-12-10' };

const domestic: GuestDetailsInput = {
  first_name: ' Petar ',
  last_name: 'Petrović',
  sex: 'male',
  birth_date: '1985-03-15',
  citizenship: 'rs',
  document_type: 'id_card',
  document_number: '012 345-678',
  jmbg: '1503985715004',
};

const foreign: GuestDetailsInput = {
  first_name: 'Anna',
  last_name: 'Müller',
  sex: 'female',
  birth_date: '1990-07-01',
  citizenship: 'DE',
  document_type: 'passport',
  document_number: 'C01X00T47',
  entry_date: '2026-12-09',
  entry_place: 'Aerodrom Nikola Tesla',
};

describe('validateGuestDetails', () => {
  it('normalises a Serbian guest with an ID card and a JMBG', () => {
    expect(validateGuestDetails(domestic, context)).toEqual({
      ok: true,
      value: {
        first_name: 'Petar',
        last_name: 'Petrović',
        sex: 'male',
        birth_date: '1985-03-15',
        citizenship: 'RS',
        document_type: 'id_card',
        document_number: '012345678',
        jmbg: '1503985715004',
        entry_date: null,
        entry_place: null,
      },
    });
  });

  it('keeps a foreign guest entry and drops a JMBG they do not have', () => {
    const result = validateGuestDetails({ ...foreign, jmbg: '1503985715004' }, context);
    expect(result).toMatchObject({
      ok: true,
      value: { jmbg: null, entry_date: '2026-12-09', entry_place: 'Aerodrom Nikola Tesla' },
    });
  });

  it('a Serbian guest with a passport needs no JMBG and has no entry', () => {
    const result = validateGuestDetails(
      { ...domestic, document_type: 'passport', jmbg: '', entry_date: '2026-01-01' },
      context,
    );
    expect(result).toMatchObject({ ok: true, value: { jmbg: null, entry_date: null } });
  });

  it.each<[string, GuestDetailsInput, Record<string, string>]>([
    ['JMBG missing with a Serbian ID card', { ...domestic, jmbg: '' }, { jmbg: 'required' }],
    [
      'JMBG with a wrong check digit',
      { ...domestic, jmbg: '1503985715005' },
      { jmbg: 'jmbg_invalid' },
    ],
    ['JMBG too short', { ...domestic, jmbg: '150398571500' }, { jmbg: 'jmbg_invalid' }],
    [
      'JMBG of another birth day',
      { ...domestic, birth_date: '1985-03-16' },
      { jmbg: 'jmbg_birth_date' },
    ],
    [
      'a wrong JMBG also with a passport',
      { ...domestic, document_type: 'passport', jmbg: '123' },
      { jmbg: 'jmbg_invalid' },
    ],
    [
      'no names',
      { ...domestic, first_name: ' ', last_name: null },
      { first_name: 'required', last_name: 'required' },
    ],
    ['a name too long', { ...domestic, first_name: 'a'.repeat(101) }, { first_name: 'too_long' }],
    ['an unknown sex', { ...domestic, sex: 'x' }, { sex: 'invalid_choice' }],
    [
      'an unknown document',
      { ...domestic, document_type: 'licence' },
      { document_type: 'invalid_choice' },
    ],
    ['no such day', { ...foreign, birth_date: '1990-02-30' }, { birth_date: 'invalid_date' }],
    ['not a date', { ...foreign, birth_date: '01.07.1990' }, { birth_date: 'invalid_date' }],
    ['born before 1900', { ...foreign, birth_date: '1899-12-31' }, { birth_date: 'invalid_date' }],
    ['born tomorrow', { ...foreign, birth_date: '2026-11-27' }, { birth_date: 'in_future' }],
    ['an unknown country', { ...foreign, citizenship: 'XX' }, { citizenship: 'invalid_country' }],
    ['a country name', { ...foreign, citizenship: 'Germany' }, { citizenship: 'invalid_country' }],
    [
      'a document number with symbols',
      { ...foreign, document_number: 'AB#12' },
      { document_number: 'invalid_document_number' },
    ],
    [
      'a document number too short',
      { ...foreign, document_number: '12' },
      { document_number: 'invalid_document_number' },
    ],
    [
      'a foreigner without entry',
      { ...foreign, entry_date: '', entry_place: '' },
      { entry_date: 'required', entry_place: 'required' },
    ],
    [
      'entry after arrival',
      { ...foreign, entry_date: '2026-12-11' },
      { entry_date: 'entry_after_arrival' },
    ],
    [
      'entry before birth',
      { ...foreign, entry_date: '1990-06-30' },
      { entry_date: 'entry_before_birth' },
    ],
    ['entry not a day', { ...foreign, entry_date: '2026-13-01' }, { entry_date: 'invalid_date' }],
  ])('%s', (_, input, errors) => {
    expect(validateGuestDetails(input, context)).toEqual({ ok: false, errors });
  });

  it('an entry on the arrival day itself and a birth today are fine', () => {
    expect(validateGuestDetails({ ...foreign, entry_date: '2026-12-10' }, context).ok).toBe(true);
    const baby = { ...foreign, birth_date: '2026-11-26', entry_date: '2026-11-26' };
    expect(validateGuestDetails(baby, context).ok).toBe(true);
  });
});

describe('validateGuestList', () => {
  const list = { ...context, maxGuests: 2 };

  it('keys errors by guest and field', () => {
    expect(validateGuestList([domestic, { ...foreign, entry_place: '' }], list)).toEqual({
      ok: false,
      errors: { 'guests.1.entry_place': 'required' },
    });
  });

  it('refuses more guests than booked; an empty list is fine', () => {
    expect(validateGuestList([domestic, foreign, foreign], list)).toEqual({
      ok: false,
      errors: { guests: 'too_many_guests' },
    });
    expect(validateGuestList([], list)).toEqual({ ok: true, value: [] });
  });
});

describe('registrationDeadline', () => {
  it.each([
    // Belgrade in winter is UTC+1: 14:00 local on the 10th is 13:00 UTC, the deadline a day later.
    ['2026-12-10', '14:00', '2026-12-11T13:00:00.000Z'],
    ['2026-12-10', null, '2026-12-10T23:00:00.000Z'],
    // Across the spring change (29 March 2026): 24 real hours, an hour shorter on the clock.
    ['2026-03-28', '12:00', '2026-03-29T11:00:00.000Z'],
  ])('arrival %s from %s → %s', (arrival, from, deadline) => {
    const at = registrationDeadline(arrival, from, 'Europe/Belgrade');
    expect(new Date(at).toISOString()).toBe(deadline);
  });
});

describe('guestDetailsErasureDay', () => {
  it.each([
    ['2026-12-15', '2027-01-14'],
    ['2027-02-01', '2027-03-03'],
  ])('departure %s → deleted from %s', (departure, day) => {
    expect(guestDetailsErasureDay(departure)).toBe(day);
  });
});
