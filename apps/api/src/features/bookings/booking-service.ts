import type { BookingBody, BookingInquiry, BookingReservation } from '@gazda/contracts/bookings';
import type { QuoteBody } from '@gazda/contracts/calendar';
import { advanceDueDate } from '@gazda/domain/booking-policy';
import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { ListingRow, UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { apartmentNotFound, AppError } from '../../errors';
import { lockListingCalendar } from '../calendar/calendar-service';
import { checkedQuote } from '../calendar/pricing-service';
import { bookingPartyColumns } from '../tourist-tax/tourist-tax-service';
import { findAccessibleListing } from '../listings/listing-service';
import { frozenRate } from '../payments/exchange-rate-service';
import { payoutMethodOfBooking } from '../payouts/payouts-service';
import { requireReadyHost } from '../account/host-readiness-service';
import { openBookingConversation } from '../messages/booking-conversation-service';
import { reservationCode } from '../reservations/calendar-bookings-service';
import { logBooking, summaryOf } from './booking-activity';
import { queueBookingMails } from './booking-mails';
import { transactionWithMails, type TransactionMails } from '../../mail/mail-transaction';
import { presentBookingInquiry, presentBookingReservation } from './booking-presenter';
import {
  datesUnavailable,
  referenceCode,
  refusingOverlaps,
  ruleRefusal,
  taken,
  todayIn,
} from './booking-rules';
import {
  findInquiry,
  findReservation,
  insertInquiry,
  insertReservation,
  type InquiryItem,
  type ReservationItem,
} from './bookings-repository';

/*
 * What the host's and the operator's steps (host-bookings/, admin-bookings/), the dashboards and
 * the public pages use of this slice (ADR 0018): its rows, its rules, its log, its mails and its
 * views, named in this one file.
 */
export { logBooking, statusEntry } from './booking-activity';
export { queueBookingMails, type BookingMailKind, type MailOut } from './booking-mails';
export { presentBookingInquiry, presentBookingReservation } from './booking-presenter';
export { refuseUnverified, refusingOverlaps, taken, todayIn, transition } from './booking-rules';
export {
  claimHoldReminders,
  claimStaysToComplete,
  expireLapsedHolds,
  findInquiry,
  findReservation,
  insertReservation,
  updateInquiry,
  updateReservation,
  usersByIds,
  type InquiryChanges,
  type InquiryItem,
  type Scope,
} from './bookings-repository';

/*
 * A guest's instant booking and inquiry (docs/rules/api.md "Guests and bookings"). Both price the
 * stay with the domain (quoteStay) and freeze that quote; a booking does it inside one transaction
 * under the listing's calendar lock, and the stay_locks exclusion constraint refuses any race.
 */

/** A listed, live listing of a ready host that `guest` may book, else 404 / 409. */
async function bookableListing(db: Db, listingId: number, guestId: number): Promise<ListingRow> {
  const listing = await findAccessibleListing(db, listingId, null);
  if (!listing || listing.status !== 'listed') throw apartmentNotFound();
  if (listing.owner_id === guestId) throw new AppError('own_listing');
  // A host without a verified e-mail, a phone or a payout method is not bookable (issue #26).
  await requireReadyHost(db, listing.owner_id, { audience: 'guest' });
  return listing;
}

/**
 * The stay priced for booking: from today on, within the listing's availability rules (the first
 * one broken names the refusal, docs/rules/availability.md), min stay met, every night free.
 */
async function bookableQuote(db: Db, deps: Deps, listing: ListingRow, body: BookingBody) {
  if (body.check_in < todayIn(listing.time_zone, deps.now())) throw datesUnavailable();
  const { quote, taken: nightTaken } = await checkedQuote(db, deps, listing, body);
  const rule = quote.refused_by.find((r) => r !== 'preparation_nights');
  if (rule) throw ruleRefusal(rule);
  if (!quote.min_stay_met) throw datesUnavailable();
  if (nightTaken) throw taken();
  if (quote.refused_by.includes('preparation_nights')) throw ruleRefusal('preparation_nights');
  const { unavailable_dates: _, refused_by: __, ...frozen } = quote;
  return frozen satisfies Omit<QuoteBody, 'unavailable_dates' | 'refused_by'>;
}

/** Retries with a new code on the rare clash with an existing one. */
async function withFreshCode<T>(work: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(reservationCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** What the booking's conversation needs (features/messages: the comment is its first message). */
function bookingOf(
  table: 'inquiries' | 'reservations',
  row: { id: number; comment: string },
  listing: ListingRow,
  guest: UserRow,
  now: Date,
) {
  return {
    table,
    id: Number(row.id),
    listingId: Number(listing.id),
    guestId: Number(guest.id),
    hostId: Number(listing.owner_id),
    comment: row.comment,
    now,
  };
}

export const guestName = (guest: Pick<UserRow, 'first_name' | 'last_name'>) =>
  `${guest.first_name} ${guest.last_name}`.trim();

/** POST public/ads/{id}/reservations: instant listings only (else 409 `Reservation was not made`). */
export async function bookInstantly(
  deps: Deps,
  guest: UserRow,
  listingId: number,
  body: BookingBody,
  locale: Locale,
): Promise<BookingReservation> {
  const now = deps.now();
  const item = await refusingOverlaps(() =>
    withFreshCode((code) =>
      transactionWithMails(deps, async (trx, mails) => {
        const listing = await bookableListing(trx, listingId, guest.id);
        if (listing.booking_mode !== 'instant') throw new AppError('inquiry_only');
        await lockListingCalendar(trx, listing.id);
        const quote = await bookableQuote(trx, deps, listing, body);
        const row = await insertReservation(trx, {
          code,
          listing_id: listing.id,
          guest_id: guest.id,
          guest_name: guestName(guest),
          source: 'platform',
          status: 'confirmed',
          ...reservationMoney(quote, todayIn(listing.time_zone, now), body.check_in),
          currency: listing.currency,
          // A stay in euros keeps the day's EUR→RSD rate (docs/rules/payments.md).
          ...(await frozenRate(trx, listing.currency, now)),
          check_in: body.check_in,
          check_out: body.check_out,
          ...bookingPartyColumns(body, quote.tourist_tax),
          comment: body.comment,
          // The host is paid to their oldest payout method; it is locked from now on (423).
          payout_method_id: await payoutMethodOfBooking(trx, listing.owner_id),
          booked_at: now,
          created_at: now,
          updated_at: now,
        });
        await logCreated(trx, 'reservation', row, listing, guest.id, now);
        await openBookingConversation(trx, bookingOf('reservations', row, listing, guest, now));
        const made = (await findReservation(trx, row.id, null))!;
        await queueReservationMade(deps, mails, made);
        return made;
      }),
    ),
  );
  return presentBookingReservation(item, locale, 'guest', now);
}

/**
 * The frozen quote and the money columns of a platform reservation (docs/rules/decisions.md §6).
 */
export function reservationMoney(
  quote: Omit<QuoteBody, 'unavailable_dates' | 'refused_by'>,
  today: string,
  checkIn: string,
) {
  return {
    quote: JSON.stringify(quote),
    reference_code: referenceCode(),
    total: quote.total,
    advance: quote.advance,
    remaining: quote.remaining,
    advance_paid: false,
    advance_due_date: advanceDueDate(today, checkIn),
  };
}

export async function logCreated(
  db: Db,
  entity: 'reservation' | 'inquiry',
  row: {
    id: number;
    code: string;
    check_in: string;
    check_out: string;
    guests: number;
    total: number;
    status: string;
  },
  listing: Pick<ListingRow, 'id' | 'owner_id'>,
  actorId: number | null,
  now: Date,
  guestId: number | null = actorId,
): Promise<void> {
  await logBooking(
    db,
    {
      entity,
      entityId: row.id,
      listingId: listing.id,
      ownerId: listing.owner_id,
      guestId,
      actorId,
      kind: 'created',
      field: null,
      from: null,
      to: summaryOf(row),
    },
    now,
  );
}

/** The guest's confirmation and the host's "new reservation", in the reservation's transaction. */
export function queueReservationMade(
  deps: Deps,
  mails: TransactionMails,
  item: ReservationItem,
): Promise<void> {
  return queueBookingMails(deps, mails, item, [
    { userId: item.guest_id, kind: 'reservation_guest', path: '/my-travel/reservations' },
    { userId: item.owner_id, kind: 'reservation_host', path: `/reservations/${item.id}` },
  ]);
}

/** POST public/ads/{id}/inquiries: any booking mode; `pending`, the quote frozen. */
export async function sendInquiry(
  deps: Deps,
  guest: UserRow,
  listingId: number,
  body: BookingBody,
  locale: Locale,
): Promise<BookingInquiry> {
  const now = deps.now();
  const item: InquiryItem = await withFreshCode((code) =>
    transactionWithMails(deps, async (trx, mails) => {
      const listing = await bookableListing(trx, listingId, guest.id);
      const quote = await bookableQuote(trx, deps, listing, body);
      const row = await insertInquiry(trx, {
        code: code.replace(/^GZ-/, 'UP-'),
        listing_id: listing.id,
        guest_id: guest.id,
        status: 'pending',
        check_in: body.check_in,
        check_out: body.check_out,
        ...bookingPartyColumns(body, quote.tourist_tax),
        comment: body.comment,
        quote: JSON.stringify(quote),
        currency: listing.currency,
        total: quote.total,
        advance: quote.advance,
        remaining: quote.remaining,
        // The host's oldest payout method, locked from now on (features/payouts/README.md).
        payout_method_id: await payoutMethodOfBooking(trx, listing.owner_id),
        created_at: now,
        updated_at: now,
      });
      await logCreated(trx, 'inquiry', row, listing, guest.id, now);
      await openBookingConversation(trx, bookingOf('inquiries', row, listing, guest, now));
      const sent = (await findInquiry(trx, row.id, null))!;
      await queueBookingMails(deps, mails, sent, [
        { userId: sent.owner_id, kind: 'inquiry_new', path: `/inquiry/${sent.id}` },
      ]);
      return sent;
    }),
  );
  return presentBookingInquiry(item, locale, 'guest', now);
}
