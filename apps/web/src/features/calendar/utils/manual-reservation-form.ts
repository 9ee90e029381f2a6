import { localDateSchema, type manualReservationBodySchema } from '@gazda/contracts/calendar';
import { z } from '@gazda/contracts/zod';
import { addDays, type LocalDate } from '@gazda/domain/dates';

/** The body of POST / PUT calendar/{id}/reservations (contracts' manualReservationBodySchema). */
export type ManualReservationBody = z.output<typeof manualReservationBodySchema>;

const MAX_TOTAL = 100_000_000;

/** The fields of a manual reservation besides its dates; guests up to the listing's maximum. */
function detailsShape(maxGuests: number) {
  return {
    guest_name: z.string().trim().min(3).max(120),
    guests: z.number().int().min(1).max(maxGuests),
    /** Minor units; the money input hands on null while empty. */
    total: z.number().int().min(0).max(MAX_TOTAL),
    comment: z.string().trim().max(2000),
  };
}

/** The calendar's "Add a reservation": the dates are the selected range. */
export function manualReservationFormSchema(maxGuests: number) {
  return z.object(detailsShape(maxGuests));
}
export type ManualReservationFormValues = z.input<ReturnType<typeof manualReservationFormSchema>>;

/** Editing a manual reservation: dates too, check-out after check-in. */
export function editReservationFormSchema(maxGuests: number) {
  return z
    .object({ ...detailsShape(maxGuests), check_in: localDateSchema, check_out: localDateSchema })
    .refine((values) => values.check_in < values.check_out, {
      path: ['check_out'],
      message: 'validation.date_order',
    });
}
export type EditReservationFormValues = z.input<ReturnType<typeof editReservationFormSchema>>;

export const manualReservationFields = ['guest_name', 'guests', 'total', 'comment'] as const;
export const editReservationFields = ['check_in', 'check_out', ...manualReservationFields] as const;

/**
 * A day the edit form's range picker refuses. Without a check-in: a day whose night is taken.
 * After a check-in: a later day is a possible check-out only when every night before it is free
 * (so the first taken day can still be the check-out).
 */
export function isStayDateRefused(
  date: LocalDate,
  available: (date: LocalDate) => boolean,
  checkIn: LocalDate | null,
): boolean {
  if (checkIn === null || date <= checkIn) return !available(date) && date !== checkIn;
  for (let night = checkIn; night < date; night = addDays(night, 1)) {
    if (!available(night)) return true;
  }
  return false;
}
