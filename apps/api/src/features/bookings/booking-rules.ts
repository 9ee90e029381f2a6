import { randomInt } from 'node:crypto';
import { bookingRefusal } from '@gazda/domain/booking-eligibility';
import { addDays, localDateAt } from '@gazda/domain/dates';
import {
  nextStatus,
  type Machine,
  type GuardContext,
  type Role,
} from '@gazda/domain/state-machines/machine';
import type { MessageKey } from '@gazda/i18n/catalog';
import { AppError, conflict } from '../../errors';
import { isExclusionViolation } from '../reservations/reservations-repository';

/*
 * Rules shared by bookings, inquiries and the operator's steps: every status change goes through
 * the domain's machines; refusals are 409 with a translated message.
 */

/** How long an `available` answer holds the nights (docs/rules/decisions.md §3). */
export const HOLD_HOURS = 48;
/** The "hold about to lapse" mail goes this long before the end of the hold. */
export const HOLD_REMINDER_HOURS = 12;
/** An unanswered inquiry is unresolved after this long. */
export const UNRESOLVED_HOURS = 24;
/** The advance is due this many days after booking, or on the check-in date if that is earlier. */
export const ADVANCE_DUE_DAYS = 3;

export const taken = () => conflict('errors.no_longer_available', 'no_longer_available');

export const datesUnavailable = () =>
  new AppError('dates_unavailable', 422, 'bookings.errors.dates_unavailable', {
    check_out: ['bookings.errors.dates_unavailable'],
  });

/** 403 `email_not_verified` for a guest the domain does not let book or inquire yet. */
export function refuseUnverified(guest: { email_verified_at: Date | null }): void {
  const refusal = bookingRefusal(guest);
  if (refusal) throw new AppError(refusal, 403, 'bookings.errors.email_not_verified');
}

/** The domain's next status, or a 409 (`not_yet_allowed` may carry its own message). */
export function transition<S extends string, A extends string>(
  machine: Machine<S, A>,
  from: S,
  action: A,
  role: Role,
  messages: { refused: MessageKey; early?: MessageKey },
  context?: GuardContext,
): S {
  const result = nextStatus(machine, from, action, role, context);
  if (result.ok) return result.to;
  const key =
    result.error === 'not_yet_allowed' && messages.early ? messages.early : messages.refused;
  throw new AppError(result.error, 409, key);
}

/** Maps the database's refusal of overlapping stays (a race lost) to 409 "no longer available". */
export async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw taken();
    throw error;
  }
}

export function todayIn(timeZone: string, now: Date): string {
  return localDateAt(now.getTime(), timeZone);
}

/**
 * docs/rules/decisions.md §6 leaves the due date open: 3 days after booking, never after check-in.
 */
export function advanceDueDate(today: string, checkIn: string): string {
  const due = addDays(today, ADVANCE_DUE_DAYS);
  return due < checkIn ? due : checkIn;
}

/**
 * The payment reference ("poziv na broj") the guest quotes when paying the advance: 10 random
 * digits and two ISO 7064 MOD 97-10 check digits, so a mistyped reference is detected.
 */
export function referenceCode(): string {
  let digits = String(randomInt(1, 10)); // no leading zero
  for (let i = 0; i < 9; i++) digits += String(randomInt(10));
  const check = 98 - Number((BigInt(digits) * 100n) % 97n);
  return `${digits}${String(check).padStart(2, '0')}`;
}
