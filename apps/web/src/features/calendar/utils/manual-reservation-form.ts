import { manualReservationBodySchema, type CalendarDay } from '@gazda/contracts/calendar';
import type { z } from '@gazda/contracts/zod';
import { addDays, type LocalDate } from '@gazda/domain/dates';

/** The body of POST / PUT calendar/{id}/reservations (contracts' manualReservationBodySchema). */
export type ManualReservationBody = z.output<typeof manualReservationBodySchema>;

/**
 * The form of a manual reservation, added or edited: the server's body, with the guests held to
 * this listing's maximum (the server checks that against the listing too).
 */
export function editReservationFormSchema(maxGuests: number) {
  return manualReservationBodySchema.safeExtend({
    guests: manualReservationBodySchema.shape.guests.max(maxGuests),
  });
}

export const editReservationFields = [
  'check_in',
  'check_out',
  'guest_name',
  'guests',
  'total',
  'comment',
] as const;

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

/**
 * A night the host's own reservation may take: free, or only kept free by the listing's
 * preparation nights (docs/rules/availability.md: manual reservations are not held to the rules).
 */
export function isFreeForHost(day: CalendarDay | undefined): boolean {
  return day?.available === true || day?.reason === 'preparation';
}
