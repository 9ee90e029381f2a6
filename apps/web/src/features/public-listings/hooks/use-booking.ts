import type { PublicListing } from '@gazda/contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginPathFor } from '../../../lib/route-names';
import { getToken } from '../../../lib/session';
import { useCreateBooking, type BookingMode } from '../api/create-booking';
import { minStayBlockedQueryOptions } from '../api/get-min-stay-blocked';
import { publicCalendarQueryOptions } from '../api/get-public-calendar';
import { publicPricingQueryOptions, type StaySelection } from '../api/get-public-pricing';
import type { GuestAccount } from '../utils/email-check';
import { localNights, type PublicDay } from '../utils/stay-dates';
import {
  rememberSelection,
  selectionFromSearch,
  takeSelection,
  withSelection,
  type PendingSelection,
} from '../utils/pending-selection';

type Dates = [string | null, string | null];

/**
 * Everything the booking widget knows: the picked dates and guests (restored after a login), the
 * calendar of a year, the forbidden check-outs after a check-in, the instant nights from the
 * calendar and the server's quote, and the booking call. One instance serves both the desktop
 * card and the phone sheet, so both show the same selection. `account` (from the route) lets the
 * form say before Book that the address needs verifying.
 */
export function useBooking(listing: PublicListing, account?: GuestAccount) {
  const navigate = useNavigate();
  const location = useLocation();
  const maxGuests = Math.max(1, listing.max_guests ?? 1);
  const [searchParams] = useSearchParams();
  const [restored] = useState<PendingSelection | null>(
    () => peekSelection(listing.id) ?? selectionFromSearch(listing.id, searchParams, listing.today),
  );
  const [dates, setDates] = useState<Dates>([
    restored?.check_in ?? null,
    restored?.check_out ?? null,
  ]);
  // The form's limits also bind a restored stay: adults first, then the children that still fit.
  const [guests, setGuestsState] = useState(
    Math.min(maxGuests, Math.max(1, restored?.guests ?? 1)),
  );
  const [children, setChildrenState] = useState<number[]>(() =>
    (restored?.children ?? []).slice(0, Math.max(0, maxGuests - guests)),
  );
  const [comment, setComment] = useState(restored?.comment ?? '');
  const [reviewing, setReviewing] = useState(false);
  const mode: BookingMode = listing.booking_mode ?? 'inquiry';

  // Forget the kept selection once it is on screen (an effect: safe to run twice).
  useEffect(() => {
    if (restored?.at) takeSelection(listing.id);
  }, [restored, listing.id]);

  const calendar = useQuery(publicCalendarQueryOptions(listing.id, listing.today));
  const byDate = useMemo(
    () => new Map<string, PublicDay>((calendar.data ?? []).map((day) => [day.date, day])),
    [calendar.data],
  );
  const [checkIn, checkOut] = dates;
  const blocked = useQuery(minStayBlockedQueryOptions(listing.id, checkIn));
  const blockedCheckOuts = useMemo(() => new Set(blocked.data ?? []), [blocked.data]);

  const stay: StaySelection | null =
    checkIn && checkOut && checkIn < checkOut
      ? { check_in: checkIn, check_out: checkOut, guests, children }
      : null;
  const nights =
    stay && byDate.size > 0 ? localNights(byDate, stay.check_in, stay.check_out) : null;
  const pricing = useQuery(publicPricingQueryOptions(listing.id, stay));
  const quoteReady =
    pricing.data !== undefined && !pricing.isPlaceholderData && !pricing.isFetching;
  const quote = quoteReady ? pricing.data : null;
  // The listing's availability rules (refused_by) refuse a stay like the min stay does.
  const bookable =
    quote !== null &&
    quote.min_stay_met &&
    quote.unavailable_dates.length === 0 &&
    quote.refused_by.length === 0 &&
    stay !== null;

  const booking = useCreateBooking(listing.id, mode);

  // Adults and children together stay within the listing's guest limit.
  function setGuests(value: number) {
    setGuestsState(Math.min(maxGuests - children.length, Math.max(1, value)));
  }

  function setChildren(ages: number[]) {
    setChildrenState(ages.slice(0, Math.max(0, maxGuests - guests)));
  }

  function changeDates(value: Dates) {
    setDates(value);
    setReviewing(false);
    booking.reset();
  }

  /**
   * Book / Request to book: the review of the stay and its price before anything is sent (issue #26
   * item 8). A guest not logged in goes to the login first, the selection kept, and in the URL
   * the login (or the registration's mailed link) returns to.
   */
  function review() {
    if (!stay) return;
    if (!getToken()) {
      rememberSelection({ listingId: listing.id, ...stay, comment });
      const here = new URL(
        `${location.pathname}${location.search}${location.hash}`,
        window.location.origin,
      );
      void navigate(loginPathFor(withSelection(here, stay)));
      return;
    }
    booking.reset();
    setReviewing(true);
  }

  function back() {
    setReviewing(false);
    booking.reset();
  }

  /** The review's confirm: the one press that sends, with its Idempotency-Key. */
  function submit() {
    if (!stay) return;
    const { guests: adults, ...rest } = stay;
    booking.mutate({ ...rest, adults, comment }, { onSuccess: () => setReviewing(false) });
  }

  return {
    /** Restored after a login: the phone sheet opens again where the guest left it. */
    resumed: (restored?.at ?? 0) > 0,
    mode,
    maxGuests,
    dates,
    changeDates,
    guests,
    setGuests,
    children,
    setChildren,
    comment,
    setComment,
    calendar,
    byDate,
    blockedCheckOuts,
    stay,
    nights,
    pricing,
    quote,
    bookable,
    booking,
    reviewing: reviewing && stay !== null,
    review,
    back,
    submit,
    account,
  };
}

export type BookingState = ReturnType<typeof useBooking>;

/** Reads without forgetting (the effect above forgets), so a double render restores the same. */
function peekSelection(listingId: number): PendingSelection | null {
  const pending = takeSelection(listingId);
  if (pending) rememberSelection(pending, pending.at);
  return pending;
}
