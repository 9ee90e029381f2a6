import type {
  BookingInquiry,
  BookingReservation,
  InquiryListQuery,
  ReservationListQuery,
  TripReservation,
  TripsQuery,
} from '@gazda/contracts/bookings';
import { guestSeesExactLocation } from '@gazda/domain/approximate-location';
import { UNRESOLVED_HOURS } from '@gazda/domain/booking-policy';
import type { Role } from '@gazda/domain/state-machines/machine';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { presentBookingInquiry, presentBookingReservation } from './booking-presenter';
import { todayIn } from './booking-rules';
import {
  findInquiry,
  findReservation,
  listingAddresses,
  listInquiries,
  listReservations,
  type Scope,
} from './bookings-repository';

/*
 * Reads of reservations and inquiries for three audiences: the host (their listings'), the
 * guest (their own trips) and the operator (all). Another user's row is 404, never its data.
 */

type Viewer = { scope: Scope; role: Role };
export const hostViewer = (userId: number): Viewer => ({
  scope: { ownerId: userId },
  role: 'owner',
});
const guestViewer = (userId: number): Viewer => ({
  scope: { guestId: userId },
  role: 'guest',
});
export const adminViewer: Viewer = { scope: null, role: 'admin' };

type Listed<T> = { data: T[]; total: number };

function filtersOf(query: ReservationListQuery) {
  return { listing: query.listing, status: query.status, from: query.from, to: query.to };
}

export async function reservationList(
  deps: Deps,
  viewer: Viewer,
  query: ReservationListQuery,
  locale: Locale,
): Promise<Listed<BookingReservation>> {
  const now = deps.now();
  const { rows, total } = await listReservations(deps.db, viewer.scope, filtersOf(query), query);
  return { data: rows.map((r) => presentBookingReservation(r, locale, viewer.role, now)), total };
}

export async function inquiryList(
  deps: Deps,
  viewer: Viewer,
  query: InquiryListQuery,
  locale: Locale,
): Promise<Listed<BookingInquiry>> {
  const now = deps.now();
  const filters = {
    ...filtersOf(query),
    pendingBefore:
      query.unresolved === 'true'
        ? new Date(now.getTime() - UNRESOLVED_HOURS * 3_600_000)
        : undefined,
  };
  const { rows, total } = await listInquiries(deps.db, viewer.scope, filters, query);
  return { data: rows.map((r) => presentBookingInquiry(r, locale, viewer.role, now)), total };
}

/**
 * The guest's trips: upcoming, past or cancelled (docs/bookings.md "My travel"). A confirmed
 * one also says where to go (street and exact point); until then, and once it ends, the guest has
 * the public page's area like everyone (domain `guestSeesExactLocation`).
 */
export async function tripReservations(
  deps: Deps,
  guestId: number,
  query: TripsQuery,
  locale: Locale,
): Promise<Listed<TripReservation>> {
  const now = deps.now();
  const when = { today: todayIn('Europe/Belgrade', now), section: query.when };
  const viewer = guestViewer(guestId);
  const { rows, total } = await listReservations(deps.db, viewer.scope, { when }, query);
  const revealed = rows.filter((r) => guestSeesExactLocation(r.status)).map((r) => r.listing_id);
  const addresses = await listingAddresses(deps.db, [...new Set(revealed)]);
  const data = rows.map((r) => ({
    ...presentBookingReservation(r, locale, 'guest', now),
    location: guestSeesExactLocation(r.status) ? (addresses.get(r.listing_id) ?? null) : null,
  }));
  return { data, total };
}

export async function tripInquiries(
  deps: Deps,
  guestId: number,
  query: TripsQuery,
  locale: Locale,
) {
  const now = deps.now();
  const when = { today: todayIn('Europe/Belgrade', now), section: query.when };
  const viewer = guestViewer(guestId);
  const { rows, total } = await listInquiries(deps.db, viewer.scope, { when }, query);
  return { data: rows.map((r) => presentBookingInquiry(r, locale, 'guest', now)), total };
}

export async function oneReservation(deps: Deps, viewer: Viewer, id: number, locale: Locale) {
  const item = await findReservation(deps.db, id, viewer.scope);
  if (!item) throw notFound();
  return presentBookingReservation(item, locale, viewer.role, deps.now());
}

export async function oneInquiry(deps: Deps, viewer: Viewer, id: number, locale: Locale) {
  const item = await findInquiry(deps.db, id, viewer.scope);
  if (!item) throw notFound();
  return presentBookingInquiry(item, locale, viewer.role, deps.now());
}
