import type { BookingReservation } from '@gazda/contracts/bookings';
import type { Role } from '@gazda/domain/state-machines/machine';
import {
  reservationMachine,
  type ReservationAction,
} from '@gazda/domain/state-machines/reservation';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import {
  logBooking,
  statusEntry,
  queueBookingMails,
  type BookingMailKind,
  presentBookingReservation,
  todayIn,
  transition,
  findReservation,
  updateReservation,
  type Scope,
} from '../bookings/booking-service';
import { transactionWithMails } from '../../mail/mail-transaction';

/*
 * The reservation machine's steps through HTTP (docs/rules/decisions.md §3): the host reports a
 * no-show (from the check-in date in the listing's zone) or asks for a cancel; the operator
 * resolves. Cancelled and no-show free their nights: the reservations trigger drops the stay lock.
 */

/** The outcome mails of the operator's steps, to the guest and the host. */
const outcomeMails: Partial<Record<ReservationAction, BookingMailKind>> = {
  resolve_cancel: 'cancelled',
  reject_cancel: 'cancel_rejected',
  verify_no_show: 'no_show',
  reject_no_show: 'no_show_rejected',
};

export async function stepReservation(
  deps: Deps,
  id: number,
  step: {
    scope: Scope;
    role: Role;
    actorId: number | null;
    action: ReservationAction;
    /** Why (the host's no-show report or cancel request): a `reason` row beside the status one. */
    reason?: string | null;
  },
  locale: Locale,
): Promise<BookingReservation> {
  const now = deps.now();
  const item = await transactionWithMails(deps, async (trx, mails) => {
    const current = await findReservation(trx, id, step.scope, true);
    if (!current) throw notFound();
    const context = {
      today: todayIn(current.time_zone, now),
      check_in: current.check_in,
      check_out: current.check_out,
    };
    const to = transition(
      reservationMachine,
      current.status,
      step.action,
      step.role,
      { refused: 'bookings.errors.reservation_step', early: 'bookings.errors.no_show_too_early' },
      context,
    );
    await updateReservation(trx, current.id, { status: to, updated_at: now });
    const entry = statusEntry('reservation', current, step.actorId, 'status', current.status, to);
    await logBooking(trx, entry, now);
    if (step.reason)
      await logBooking(trx, { ...entry, field: 'reason', from: null, to: step.reason }, now);
    const stepped = (await findReservation(trx, current.id, null))!;
    const kind = outcomeMails[step.action];
    if (kind)
      await queueBookingMails(deps, mails, stepped, [
        { userId: stepped.guest_id, kind, path: '/my-travel/reservations' },
        { userId: stepped.owner_id, kind, path: `/reservations/${stepped.id}` },
      ]);
    return stepped;
  });
  return presentBookingReservation(item, locale, step.role, now);
}
