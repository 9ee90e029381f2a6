/**
 * My travel's three lists (issue #26 item 8): what is still to come, soonest first; what is over;
 * and what was cancelled, apart from both whatever its dates. A stay is upcoming while its
 * check-out is after today (docs/rules/bookings.md "My travel").
 */
export const TRIP_SECTIONS = ['upcoming', 'past', 'cancelled'] as const;
export type TripSection = (typeof TRIP_SECTIONS)[number];

/**
 * The statuses a trip is listed as cancelled by: the same word in both machines (a reservation the
 * operator cancelled, an inquiry the guest withdrew). The trips' query
 * (apps/api/src/features/bookings/bookings-repository.ts) filters by this list.
 */
export const CANCELLED_TRIP_STATUSES = ['cancelled'] as const;
