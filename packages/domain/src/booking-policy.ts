import { addDays, type LocalDate } from './dates';

/*
 * The booking policy's numbers and the rules built on them (docs/rules/decisions.md §3 and §6):
 * how long an inquiry's answer holds the nights and when the advance is due. The payment
 * reference the guest quotes is `payment-reference`'s. The server applies them; nothing here
 * reads a clock.
 */

/** How long an `available` answer holds the nights (docs/rules/decisions.md §3). */
export const HOLD_HOURS = 48;
/** The "hold about to lapse" mail goes this long before the end of the hold. */
export const HOLD_REMINDER_HOURS = 12;
/** An unanswered inquiry is unresolved after this long. */
export const UNRESOLVED_HOURS = 24;
/** When an inquiry asked at `askedAt` should have its answer: after that it is unresolved. */
export function answerDeadline(askedAt: Date): Date {
  return new Date(askedAt.getTime() + UNRESOLVED_HOURS * 3_600_000);
}

/** The advance is due this many days after booking, or on the check-in date if that is earlier. */
const ADVANCE_DUE_DAYS = 3;

/**
 * docs/rules/decisions.md §6 leaves the due date open: 3 days after booking, never after check-in.
 */
export function advanceDueDate(today: LocalDate, checkIn: LocalDate): LocalDate {
  const due = addDays(today, ADVANCE_DUE_DAYS);
  return due < checkIn ? due : checkIn;
}
