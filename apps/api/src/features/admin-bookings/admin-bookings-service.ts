import type { BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { QuoteBody } from '@gazda/contracts/calendar';
import { inquiryMachine } from '@gazda/domain/state-machines/inquiry';
import { holdsNights } from '@gazda/domain/state-machines/reservation';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { transactionWithMails } from '../../mail/mail-transaction';
import { lockListingCalendar } from '../calendar/calendar-service';
import { reservationCode } from '../reservations/calendar-bookings-service';
import {
  logBooking,
  statusEntry,
  presentBookingInquiry,
  presentBookingReservation,
  guestName,
  logCreated,
  queueReservationMade,
  reservationMoney,
  refusingOverlaps,
  todayIn,
  transition,
  findInquiry,
  findReservation,
  insertReservation,
  updateInquiry,
  updateReservation,
  usersByIds,
} from '../bookings/booking-service';
import { moveToReservation } from '../messages/booking-conversation-service';
import { frozenRate } from '../payments/exchange-rate-service';

/*
 * The operator's booking steps: realise a confirmed inquiry into a reservation, and mark an
 * advance paid. (Cancel and no-show resolutions are reservation-steps-service.ts's.)
 */

/**
 * POST admin/inquiries/{id}/confirm: `confirmed` → `realised` and a reservation with the same
 * dates, guests and frozen quote. The inquiry leaves `confirmed` first (its hold's lock goes)
 * so the reservation's lock does not collide with it (docs/decisions/0010).
 */
export async function realiseInquiry(
  deps: Deps,
  adminId: number,
  id: number,
  locale: Locale,
): Promise<{ inquiry: BookingInquiry; reservation: BookingReservation }> {
  const now = deps.now();
  const { inquiryId, reservationId } = await refusingOverlaps(() =>
    transactionWithMails(deps, async (trx, mails) => {
      const inquiry = await findInquiry(trx, id, null, true);
      if (!inquiry) throw notFound();
      const to = transition(inquiryMachine, inquiry.status, 'realise', 'admin', {
        refused: 'bookings.errors.inquiry_step',
      });
      await lockListingCalendar(trx, inquiry.listing_id);
      await updateInquiry(trx, inquiry.id, { status: to, updated_at: now });
      const [guest] = inquiry.guest_id === null ? [] : await usersByIds(trx, [inquiry.guest_id]);
      const quote = inquiry.quote as Omit<QuoteBody, 'unavailable_dates'>;
      const row = await insertReservation(trx, {
        code: reservationCode(),
        listing_id: inquiry.listing_id,
        guest_id: inquiry.guest_id,
        guest_name: guest ? guestName(guest) : '',
        source: 'platform',
        status: 'confirmed',
        ...reservationMoney(quote, todayIn(inquiry.time_zone, now), inquiry.check_in),
        currency: inquiry.currency,
        ...(await frozenRate(trx, inquiry.currency, now)),
        check_in: inquiry.check_in,
        check_out: inquiry.check_out,
        guests: inquiry.guests,
        comment: inquiry.comment,
        owner_response: inquiry.owner_response,
        // Paid where the inquiry was to be paid (features/payouts/README.md).
        payout_method_id: inquiry.payout_method_id,
        booked_at: now,
        created_at: now,
        updated_at: now,
      });
      await updateInquiry(trx, inquiry.id, { reservation_id: row.id });
      // The stay keeps the inquiry's conversation (features/messages).
      await moveToReservation(trx, inquiry.conversation_id, row.id);
      await logBooking(
        trx,
        statusEntry('inquiry', inquiry, adminId, 'status', inquiry.status, to),
        now,
      );
      const listing = { id: inquiry.listing_id, owner_id: inquiry.owner_id };
      await logCreated(trx, 'reservation', row, listing, adminId, now, inquiry.guest_id);
      await queueReservationMade(deps, mails, (await findReservation(trx, row.id, null))!);
      return { inquiryId: inquiry.id, reservationId: row.id };
    }),
  );
  const reservation = (await findReservation(deps.db, reservationId, null))!;
  const inquiry = (await findInquiry(deps.db, inquiryId, null))!;
  return {
    inquiry: presentBookingInquiry(inquiry, locale, 'admin', now),
    reservation: presentBookingReservation(reservation, locale, 'admin', now),
  };
}

/** POST admin/reservations/{id}/advance-paid: a platform reservation with an unpaid advance. */
export async function markAdvancePaid(
  deps: Deps,
  adminId: number,
  id: number,
  locale: Locale,
): Promise<BookingReservation> {
  const now = deps.now();
  const item = await deps.db.transaction().execute(async (trx) => {
    const current = await findReservation(trx, id, null, true);
    if (!current) throw notFound();
    const live = holdsNights(current.status);
    if (current.source !== 'platform' || current.advance_paid || current.advance <= 0 || !live)
      throw new AppError('advance_not_due');
    await updateReservation(trx, current.id, { advance_paid: true, updated_at: now });
    await logBooking(
      trx,
      statusEntry('reservation', current, adminId, 'advance_paid', false, true),
      now,
    );
    return (await findReservation(trx, current.id, null))!;
  });
  return presentBookingReservation(item, locale, 'admin', now);
}
