import type { Inquiry, Reservation } from '@gazda/contracts/calendar';
import { addDays, diffDays } from '@gazda/domain/dates';
import type { Locale } from '@gazda/i18n/locales';
import type { ListingRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { listingToday, requireOwnListing } from '../calendar/calendar-access';
import { presentInquiry, presentReservation } from './reservation-presenter';
import { inquiriesInWindow, reservationsInWindow } from './reservations-repository';

// What the guest's bookings (bookings/) use of this slice (ADR 0018): a new reservation's code,
// and the calendar's view of a reservation and an inquiry, which a booking's view extends.
export { reservationCode } from './reservation-code';
export { presentInquiry, presentReservation } from './reservation-presenter';
export type { InquiryView, ReservationView } from './reservations-repository';

/** The default window: today and the next 12 months. The longest: two years. */
const DEFAULT_WINDOW_DAYS = 366;
const MAX_WINDOW_DAYS = 2 * 366;

type WindowQuery = { from?: string; to?: string };

/** `from`…`to` inclusive as `[start, end)`; a booking is listed when one of its nights is inside. */
function windowOf(listing: ListingRow, query: WindowQuery, now: Date) {
  const start = query.from ?? listingToday(listing, now);
  const end = addDays(query.to ?? addDays(start, DEFAULT_WINDOW_DAYS - 1), 1);
  // `to` alone may fall before today (the default `from`): a range that ends before it starts.
  if (end <= start) throw validation({ to: ['validation.date_order'] });
  if (diffDays(start, end) > MAX_WINDOW_DAYS)
    throw validation({ to: ['calendar.validation.window_too_long'] });
  return { start, end };
}

/** GET calendar/reservations/{id}: the listing's reservations in the window, every status. */
export async function listingReservations(
  deps: Deps,
  userId: number,
  listingId: number,
  query: WindowQuery,
  locale: Locale,
): Promise<Reservation[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  const { start, end } = windowOf(listing, query, deps.now());
  const rows = await reservationsInWindow(deps.db, listing.id, start, end);
  return rows.map((row) => presentReservation(row, locale));
}

/**
 * GET calendar/inquries/{id} (spelled as docs/rules/product.md has it): the listing's inquiries.
 */
export async function listingInquiries(
  deps: Deps,
  userId: number,
  listingId: number,
  query: WindowQuery,
  locale: Locale,
): Promise<Inquiry[]> {
  const listing = await requireOwnListing(deps.db, listingId, userId);
  const { start, end } = windowOf(listing, query, deps.now());
  const rows = await inquiriesInWindow(deps.db, listing.id, start, end);
  return rows.map((row) => presentInquiry(row, locale));
}
