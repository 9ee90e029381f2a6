import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import { UNRESOLVED_HOURS } from '@gazda/domain/booking-policy';
import { inquiryMachine } from '@gazda/domain/state-machines/inquiry';
import { allowedActions, type Role } from '@gazda/domain/state-machines/machine';
import { manualReservationMachine } from '@gazda/domain/state-machines/manual-reservation';
import { reservationMachine } from '@gazda/domain/state-machines/reservation';
import type { Locale } from '@gazda/i18n/locales';
import { presentInquiry, presentReservation } from '../reservations/calendar-bookings-service';
import { todayIn } from './booking-rules';
import type { InquiryItem, ReservationItem } from './bookings-repository';

/**
 * docs/rules/api.md's Reservation plus the steps the caller's role may take now (the panel's
 * buttons).
 */
export function presentBookingReservation(
  item: ReservationItem,
  locale: Locale,
  role: Role,
  now: Date,
): BookingReservation {
  const context = {
    today: todayIn(item.time_zone, now),
    check_in: item.check_in,
    check_out: item.check_out,
  };
  // The host's own (manual) booking is theirs to cancel, with no operator to report to.
  const actions: string[] =
    item.source === 'manual'
      ? allowedActions(manualReservationMachine, item.status, role)
      : allowedActions(reservationMachine, item.status, role, context);
  if (role === 'admin' && item.source === 'platform' && !item.advance_paid && item.advance > 0)
    actions.push('mark_advance_paid');
  return { ...presentReservation(item, locale), allowed_actions: actions };
}

function isUnresolved(item: Pick<InquiryItem, 'status' | 'created_at'>, now: Date): boolean {
  return (
    item.status === 'pending' &&
    now.getTime() - item.created_at.getTime() > UNRESOLVED_HOURS * 3_600_000
  );
}

/** docs/rules/api.md's Inquiry plus allowed steps and the 24-hour `unresolved` flag. */
export function presentBookingInquiry(
  item: InquiryItem,
  locale: Locale,
  role: Role,
  now: Date,
): BookingInquiry {
  const holdLapsed =
    item.status === 'available' &&
    (item.hold_expires_at === null || item.hold_expires_at.getTime() <= now.getTime());
  const actions = allowedActions(inquiryMachine, item.status, role).filter(
    (action) => !(holdLapsed && action === 'confirm'),
  );
  return {
    ...presentInquiry(item, locale),
    allowed_actions: actions,
    unresolved: isUnresolved(item, now),
  };
}
