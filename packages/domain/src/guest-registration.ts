import { isCountryCode } from './countries';
import { addDays, compareDates, isLocalDate, type LocalDate } from './dates';
import { zonedInstant } from './message-templates';
import { stripSeparators } from './validators/result';
import { validateJmbg } from './validators/jmbg';

/*
 * The details a host in Serbia enters in eTurista for each guest (docs/rules/guest-registration.md):
 * who the guest is, the document the host sees on arrival and, for a foreign guest, when and where
 * they entered Serbia. The guest fills them in before arrival; the server and the panel both check
 * them here.
 */

export const SEXES = ['male', 'female'] as const;
export const DOCUMENT_TYPES = ['id_card', 'passport', 'other'] as const;

export type GuestDetails = {
  first_name: string;
  last_name: string;
  sex: (typeof SEXES)[number];
  birth_date: LocalDate;
  /** ISO 3166-1 alpha-2, upper case; `RS` is a domestic guest. */
  citizenship: string;
  document_type: (typeof DOCUMENT_TYPES)[number];
  document_number: string;
  /** Required with a Serbian ID card; null for foreign guests. */
  jmbg: string | null;
  /** Foreign guests only: the day and the border crossing (or airport) they entered Serbia. */
  entry_date: LocalDate | null;
  entry_place: string | null;
};

type GuestDetailsInput = { [K in keyof GuestDetails]?: string | null };

type GuestDetailsError =
  | 'required'
  | 'too_long'
  | 'invalid_choice'
  | 'invalid_date'
  | 'in_future'
  | 'invalid_country'
  | 'invalid_document_number'
  | 'jmbg_invalid'
  | 'jmbg_birth_date'
  | 'entry_after_arrival'
  | 'entry_before_birth'
  | 'too_many_guests';

type Errors = Partial<Record<keyof GuestDetails, GuestDetailsError>>;

type GuestDetailsResult = { ok: true; value: GuestDetails } | { ok: false; errors: Errors };

/** The oldest birth date taken: older is a typing mistake, not a guest. */
const OLDEST_BIRTH = '1900-01-01';
const NAME_MAX = 100;

export const isForeignGuest = (citizenship: string): boolean => citizenship !== 'RS';

const text = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

function nameOf(value: string | null | undefined, field: keyof GuestDetails, errors: Errors) {
  const name = text(value);
  if (name === '') errors[field] = 'required';
  else if (name.length > NAME_MAX) errors[field] = 'too_long';
  return name;
}

function choiceOf<T extends string>(
  value: string | null | undefined,
  choices: readonly T[],
  field: keyof GuestDetails,
  errors: Errors,
): T {
  const choice = text(value);
  if (choice === '') errors[field] = 'required';
  else if (!choices.includes(choice as T)) errors[field] = 'invalid_choice';
  return choice as T;
}

/** A real day, not before 1900 and not after today. */
function pastDateOf(
  value: string | null | undefined,
  today: LocalDate,
  field: keyof GuestDetails,
  errors: Errors,
): LocalDate {
  const date = text(value);
  if (date === '') errors[field] = 'required';
  else if (!isLocalDate(date) || date < OLDEST_BIRTH) errors[field] = 'invalid_date';
  else if (compareDates(date, today) > 0) errors[field] = 'in_future';
  return date;
}

/** Letters and digits, 3 to 30 of them, as printed on ID cards and passports worldwide. */
function documentNumberOf(value: string | null | undefined, errors: Errors): string {
  const number = stripSeparators(text(value)).toUpperCase();
  if (number === '') errors.document_number = 'required';
  else if (!/^[A-Z0-9]{3,30}$/.test(number)) errors.document_number = 'invalid_document_number';
  return number;
}

/** The JMBG's first seven digits are the birth day `DDMMYYY` (9xx = 19xx, 0xx = 20xx). */
function jmbgBirthDate(jmbg: string): LocalDate {
  const year = `${jmbg[4] === '9' ? '1' : '2'}${jmbg.slice(4, 7)}`;
  return `${year}-${jmbg.slice(2, 4)}-${jmbg.slice(0, 2)}`;
}

function jmbgOf(input: GuestDetailsInput, details: GuestDetails, errors: Errors): string | null {
  const given = text(input.jmbg);
  const serbianCard = details.citizenship === 'RS' && details.document_type === 'id_card';
  if (isForeignGuest(details.citizenship) || (given === '' && !serbianCard)) return null;
  const checked = validateJmbg(given);
  if (!checked.ok) {
    errors.jmbg = checked.error === 'required' ? 'required' : 'jmbg_invalid';
    return given;
  }
  if (!errors.birth_date && jmbgBirthDate(checked.value) !== details.birth_date)
    errors.jmbg = 'jmbg_birth_date';
  return checked.value;
}

function entryOf(
  input: GuestDetailsInput,
  details: GuestDetails,
  context: { today: LocalDate; arrival: LocalDate },
  errors: Errors,
): Pick<GuestDetails, 'entry_date' | 'entry_place'> {
  if (!isForeignGuest(details.citizenship)) return { entry_date: null, entry_place: null };
  // An entry date may be planned: it is checked against the arrival, not against today.
  const entry = pastDateOf(input.entry_date, context.arrival, 'entry_date', errors);
  if (errors.entry_date === 'in_future') errors.entry_date = 'entry_after_arrival';
  if (!errors.entry_date && !errors.birth_date && compareDates(entry, details.birth_date) < 0)
    errors.entry_date = 'entry_before_birth';
  const place = nameOf(input.entry_place, 'entry_place', errors);
  return { entry_date: entry, entry_place: place };
}

/**
 * One guest's details, normalised (spaces collapsed, document number without separators and in
 * capitals, citizenship in capitals), or a code per field that is wrong.
 */
function validateGuestDetails(
  input: GuestDetailsInput,
  context: { today: LocalDate; arrival: LocalDate },
): GuestDetailsResult {
  const errors: Errors = {};
  const citizenship = text(input.citizenship).toUpperCase();
  if (citizenship === '') errors.citizenship = 'required';
  else if (!isCountryCode(citizenship)) errors.citizenship = 'invalid_country';
  const details: GuestDetails = {
    first_name: nameOf(input.first_name, 'first_name', errors),
    last_name: nameOf(input.last_name, 'last_name', errors),
    sex: choiceOf(input.sex, SEXES, 'sex', errors),
    birth_date: pastDateOf(input.birth_date, context.today, 'birth_date', errors),
    citizenship,
    document_type: choiceOf(input.document_type, DOCUMENT_TYPES, 'document_type', errors),
    document_number: documentNumberOf(input.document_number, errors),
    jmbg: null,
    entry_date: null,
    entry_place: null,
  };
  details.jmbg = jmbgOf(input, details, errors);
  Object.assign(details, entryOf(input, details, context, errors));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: details };
}

type GuestListResult =
  { ok: true; value: GuestDetails[] } | { ok: false; errors: Record<string, GuestDetailsError> };

/**
 * The whole list a guest sends for a reservation: at most as many guests as it was booked for,
 * each checked; errors are keyed `guests.{i}.{field}` (the form shows them under the field).
 */
export function validateGuestList(
  list: readonly GuestDetailsInput[],
  context: { today: LocalDate; arrival: LocalDate; maxGuests: number },
): GuestListResult {
  if (list.length > context.maxGuests) return { ok: false, errors: { guests: 'too_many_guests' } };
  const errors: Record<string, GuestDetailsError> = {};
  const value: GuestDetails[] = [];
  list.forEach((input, i) => {
    const one = validateGuestDetails(input, context);
    if (one.ok) value.push(one.value);
    else
      for (const [field, code] of Object.entries(one.errors))
        errors[`guests.${i}.${field}`] = code as GuestDetailsError;
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The host has 24 hours from the guest's arrival to register them in eTurista. */
const REGISTRATION_HOURS = 24;

/**
 * When the host must have registered the guests: 24 hours after the arrival, taken as the
 * listing's earliest check-in time on the arrival day in its zone (midnight when it has none, the
 * earliest a guest may arrive).
 */
export function registrationDeadline(
  arrival: LocalDate,
  checkInFrom: string | null,
  timeZone: string,
): number {
  return zonedInstant(arrival, checkInFrom ?? '00:00', timeZone) + REGISTRATION_HOURS * 3_600_000;
}

/** Details are asked for (by mail) this many days before arrival. */
export const DETAILS_REMINDER_DAYS = 3;
/** The host is reminded this long before the deadline when the box is not ticked. */
export const HOST_REMINDER_HOURS = 6;

/** Personal details are kept this many days after departure, then deleted. */
const KEEP_DAYS_AFTER_DEPARTURE = 30;

/** The first day on which a reservation's guest details are deleted. */
export function guestDetailsErasureDay(departure: LocalDate): LocalDate {
  return addDays(departure, KEEP_DAYS_AFTER_DEPARTURE);
}
