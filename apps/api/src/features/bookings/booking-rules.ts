import { randomInt } from 'node:crypto';
import type { AvailabilityRule } from '@gazda/domain/availability-rules';
import { bookingRefusal } from '@gazda/domain/booking-eligibility';
import { localDateAt } from '@gazda/domain/dates';
import { model97Reference, REFERENCE_DIGITS } from '@gazda/domain/payment-reference';
import {
  nextStatus,
  type Machine,
  type GuardContext,
  type Role,
} from '@gazda/domain/state-machines/machine';
import type { MessageKey } from '@gazda/i18n/catalog';
import { isExclusionViolation } from '../../db/errors';
import { AppError, defaultMessageKey } from '../../errors';

/*
 * The server's side of the rules shared by bookings, inquiries and the operator's steps: every
 * status change goes through the domain's machines; refusals are 409 with a translated message.
 * The policy itself (hold hours, the advance's due date) is the domain's `booking-policy`, the
 * reference's model 97 its `payment-reference`.
 */

export const taken = () => new AppError('no_longer_available');

export const datesUnavailable = () =>
  new AppError('dates_unavailable', {
    fieldErrors: { check_out: ['bookings.errors.dates_unavailable'] },
  });

/** Which field a refused rule is about: the dates' field the booking form marks. */
const RULE_FIELDS: Record<AvailabilityRule, 'check_in' | 'check_out'> = {
  closed_to_arrival: 'check_in',
  advance_notice: 'check_in',
  booking_window: 'check_in',
  preparation_nights: 'check_in',
  closed_to_departure: 'check_out',
  max_stay: 'check_out',
};

/**
 * A stay the listing's availability rules refuse (docs/rules/availability.md): the rule is the
 * error code (422, preparation nights 409), with the message on the field it concerns.
 */
export function ruleRefusal(rule: AvailabilityRule): AppError {
  const message = defaultMessageKey(rule);
  return new AppError(rule, { fieldErrors: { [RULE_FIELDS[rule]]: [message] } });
}

/** 403 `email_not_verified` for a guest the domain does not let book or inquire yet. */
export function refuseUnverified(guest: { email_verified_at: Date | null }): void {
  const refusal = bookingRefusal(guest);
  if (refusal) throw new AppError(refusal);
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
  throw new AppError(result.error, { messageKey: key });
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
 * A new payment reference ("poziv na broj"): random digits, no leading zero, in the NBS model 97
 * (control digits first, `model97Reference`). References stored before model 97 stay as they are.
 */
export function referenceCode(): string {
  let digits = String(randomInt(1, 10));
  for (let i = 1; i < REFERENCE_DIGITS; i++) digits += String(randomInt(10));
  return model97Reference(digits);
}
