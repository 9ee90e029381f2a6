import { DOCUMENT_TYPES, SEXES } from '@gazda/domain/guest-registration';
import { z } from './zod';

/*
 * Guest registration (issue #30 items 2, 3; docs/rules/guest-registration.md): the details of each
 * guest the host enters in eTurista, given by the guest after the booking is confirmed, and the
 * host's "registered in eTurista" box. The body is read loosely (strings of bounded length): the
 * rules are the domain's `validateGuestList`, which answers a 422 with `guests.{i}.{field}` errors.
 */

const loose = z.string().max(200);

const guestDetailsInputSchema = z.object({
  first_name: loose,
  last_name: loose,
  sex: loose,
  birth_date: loose,
  citizenship: loose,
  document_type: loose,
  document_number: loose,
  jmbg: loose.nullable().optional(),
  entry_date: loose.nullable().optional(),
  entry_place: loose.nullable().optional(),
});
export type GuestDetailsBody = z.infer<typeof guestDetailsInputSchema>;

/** PUT my-travel/reservations/{id}/guests: the whole list, replacing what was given before. */
export const putGuestsBodySchema = z.object({ guests: z.array(guestDetailsInputSchema).max(50) });
export type PutGuestsBody = z.infer<typeof putGuestsBodySchema>;

const guestDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  sex: z.enum(SEXES),
  birth_date: z.string(),
  citizenship: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_number: z.string(),
  jmbg: z.string().nullable(),
  entry_date: z.string().nullable(),
  entry_place: z.string().nullable(),
});
export type GuestDetailsView = z.infer<typeof guestDetailsSchema>;

const commonAnswer = {
  guests: z.array(guestDetailsSchema),
  /** The reservation's guests: at most this many details. */
  max_guests: z.number().int(),
  check_in: z.string(),
  check_out: z.string(),
  /** When the guest last saved the list; null while nothing was given. */
  updated_at: z.string().nullable(),
  /** True once the details were deleted (30 days after departure). */
  erased: z.boolean(),
};

/** GET/PUT my-travel/reservations/{id}/guests. */
export const tripGuestsSchema = z.object({
  ...commonAnswer,
  /** While the reservation is confirmed and the guest has not left. */
  editable: z.boolean(),
});
export type TripGuests = z.infer<typeof tripGuestsSchema>;

/** GET reservations/{id}/guests and POST reservations/{id}/eturista. */
export const hostGuestsSchema = z.object({
  ...commonAnswer,
  eturista: z.object({
    registered: z.boolean(),
    registered_at: z.string().nullable(),
    /** The legal deadline: 24 hours after arrival (ISO instant). */
    deadline: z.string(),
  }),
});
export type HostGuests = z.infer<typeof hostGuestsSchema>;

export const eturistaBodySchema = z.object({ registered: z.boolean() });
export type EturistaBody = z.infer<typeof eturistaBodySchema>;

export const guestRegistrationPaths = {
  tripGuests: (id: number) => `/api/my-travel/reservations/${id}/guests`,
  hostGuests: (id: number) => `/api/reservations/${id}/guests`,
  eturista: (id: number) => `/api/reservations/${id}/eturista`,
} as const;
