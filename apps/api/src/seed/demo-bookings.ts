import { addDays, localDateAt } from '@gazda/domain/dates';
import { listingPricing } from '@gazda/domain/listing-pricing';
import { quote } from '@gazda/domain/pricing';
import { DEFAULT_PRICING_SETTINGS, pricingCalendar } from '@gazda/domain/pricing-types';
import { referenceCode } from '../features/bookings/booking-rules';
import { reservationCode } from '../features/reservations/reservation-code';
import type { Db } from '../db/database';
import type { InquiryStatus, ListingRow, ReservationStatus } from '../db/schema';

/*
 * The booking part of the demo (docs/rules/decisions.md §10): on the demo host's first listed,
 * priced apartment, platform reservations and inquiries by the demo guest in every status, away
 * from the manual reservations and blocks of demo-calendar.ts (days 7–10, 20–24, 45–50).
 */

type Stay = { from: number; nights: number };

const reservations: [ReservationStatus, Stay][] = [
  ['confirmed', { from: 60, nights: 3 }],
  ['cancel_requested', { from: 70, nights: 2 }],
  ['no_show_reported', { from: -1, nights: 3 }],
  ['completed', { from: -30, nights: 3 }],
  ['cancelled', { from: 60, nights: 3 }],
  ['no_show', { from: -20, nights: 2 }],
];

const inquiries: [InquiryStatus, Stay, number][] = [
  // status, stay, hours since it was sent
  ['pending', { from: 80, nights: 3 }, 30],
  ['pending', { from: 85, nights: 3 }, 2],
  ['available', { from: 90, nights: 3 }, 10],
  ['unavailable', { from: 95, nights: 3 }, 20],
  ['confirmed', { from: 100, nights: 3 }, 30],
  ['cancelled', { from: 105, nights: 3 }, 40],
  ['expired', { from: 110, nights: 3 }, 80],
  ['realised', { from: 115, nights: 4 }, 72],
];

export async function seedDemoBookings(
  db: Db,
  hostListingIds: readonly number[],
  guest: { id: number; name: string },
  now: Date,
): Promise<void> {
  if (hostListingIds.length === 0) return;
  const listing = await db
    .selectFrom('listings')
    .selectAll()
    .where('id', 'in', hostListingIds)
    .where('status', '=', 'listed')
    .where('base_price', 'is not', null)
    .where('max_guests', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!listing) return;
  const today = localDateAt(now.getTime(), listing.time_zone);
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const money = (stay: Stay) => priced(listing, addDays(today, stay.from), stay.nights);
  const common = (stay: Stay) => {
    const m = money(stay);
    return {
      listing_id: listing.id,
      guest_id: guest.id,
      check_in: addDays(today, stay.from),
      check_out: addDays(today, stay.from + stay.nights),
      guests: Math.min(2, listing.max_guests ?? 1),
      currency: listing.currency,
      ...m,
    };
  };
  const reserve = (status: ReservationStatus, stay: Stay, bookedHoursAgo: number) =>
    db
      .insertInto('reservations')
      .values({
        ...common(stay),
        code: reservationCode(),
        reference_code: referenceCode(),
        guest_name: guest.name,
        source: 'platform',
        status,
        advance_paid: status === 'completed',
        advance_due_date: addDays(today, Math.min(3, stay.from)),
        booked_at: hours(-bookedHoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  for (const [status, stay] of reservations) await reserve(status, stay, 24 * 10);
  for (const [status, stay, age] of inquiries) {
    const answered = !['pending', 'cancelled'].includes(status);
    const reservation =
      status === 'realised' ? await reserve('confirmed', stay, age - 24) : undefined;
    await db
      .insertInto('inquiries')
      .values({
        ...common(stay),
        code: reservationCode().replace(/^GZ-/, 'UP-'),
        status,
        comment: 'Da li je moguć raniji dolazak?',
        created_at: hours(-age),
        answered_at: answered ? hours(-age + 2) : null,
        owner_response: answered ? 'Pozdrav, vidimo se!' : null,
        hold_expires_at:
          status === 'available' ? hours(38) : status === 'expired' ? hours(-age + 50) : null,
        reservation_id: reservation?.id ?? null,
      })
      .execute();
  }
}

/** The domain's quote on an empty calendar with the default settings (10 / 20 / 30). */
function priced(listing: ListingRow, checkIn: string, nights: number) {
  const stay = {
    check_in: checkIn,
    check_out: addDays(checkIn, nights),
    guests: Math.min(2, listing.max_guests ?? 1),
  };
  const result = quote({
    listing: listingPricing(listing),
    calendar: pricingCalendar({}),
    settings: DEFAULT_PRICING_SETTINGS,
    stay,
  });
  if (!result.ok) throw new Error(`demo quote failed: ${result.error}`);
  const q = result.quote;
  return {
    quote: JSON.stringify(q),
    total: q.total,
    advance: q.advance,
    remaining: q.remaining,
  };
}
