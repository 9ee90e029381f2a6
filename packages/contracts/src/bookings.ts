import {
  arrivalRuleSchema,
  departureRuleSchema,
  inquirySchema,
  localDateSchema,
  requestDateSchema,
  reservationSchema,
} from './calendar';
import { pageQuerySchema } from './common';
import { photoSourceSchema } from './listings';
import { adultsSchema, childrenBodySchema } from './tourist-tax';
import { z } from './zod';
import { TRIP_SECTIONS } from '@gazda/domain/trip-sections';

/*
 * Guests and bookings (docs/rules/api.md "Guests and bookings", "Admin"): the public search and
 * listing page, instant bookings, inquiries, the host's reservations and the guest's trips.
 * Reservation and Inquiry shapes are calendar.ts's, plus what this issue adds.
 */

const stayRefine = <T extends { check_in?: string; check_out?: string }>(s: T) =>
  !s.check_in || !s.check_out || s.check_in < s.check_out;

/** GET public/ads: every filter optional; dates filter availability and give a total. */
export const publicSearchQuerySchema = pageQuerySchema
  .extend({
    city: z.string().trim().max(100).optional(),
    check_in: requestDateSchema.optional(),
    check_out: requestDateSchema.optional(),
    guests: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine(stayRefine, { path: ['check_out'], message: 'validation.date_order' })
  .refine((q) => !q.check_in === !q.check_out, {
    path: ['check_out'],
    message: 'validation.required',
  });
export type PublicSearchQuery = z.infer<typeof publicSearchQuerySchema>;

const photoSchema = z.object({ url: z.string(), thumb_url: z.string() });

/** One search result; `total`/`nights` only when dates were asked for. */
export const publicListingCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  photo: photoSchema.nullable(),
  max_guests: z.number().int().nullable(),
  booking_mode: z.enum(['instant', 'inquiry']).nullable(),
  currency: z.enum(['EUR', 'RSD']),
  base_price: z.number().int().nullable(),
  nights: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type PublicListingCard = z.infer<typeof publicListingCardSchema>;

/** GET public/ads/{id}: no owner contact data, texts in the request language (fallback other). */
export const publicListingSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The approximate point (300–800 m away) unless `approximate_location` is false. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * True for visitors and guests: the point is moved 300–800 m (the same for every visit) and the
   * map draws an area. False for the listing's owner and operators, who see the exact point.
   */
  approximate_location: z.boolean(),
  photos: z.array(
    photoSchema.extend({
      width: z.number().int(),
      height: z.number().int(),
      sources: z.array(photoSourceSchema),
    }),
  ),
  max_guests: z.number().int().nullable(),
  area_m2: z.number().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  rooms: z.array(z.object({ beds: z.array(z.object({ type: z.string(), count: z.number() })) })),
  amenities: z.array(
    z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable() }),
  ),
  check_in_from: z.string().nullable(),
  check_in_to: z.string().nullable(),
  check_out_until: z.string().nullable(),
  booking_mode: z.enum(['instant', 'inquiry']).nullable(),
  currency: z.enum(['EUR', 'RSD']),
  base_price: z.number().int().nullable(),
  min_stay: z.number().int(),
  time_zone: z.string(),
  /** Today in the listing's zone: the first selectable check-in. */
  today: localDateSchema,
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const publicCalendarQuerySchema = z.object({
  start: requestDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(400).default(366),
});
/** A day of the booking widget: no reasons (a guest learns nothing about other bookings). */
export const publicCalendarDaySchema = z.object({
  date: localDateSchema,
  available: z.boolean(),
  min_stay: z.number().int(),
  /** The nightly price before stay discounts, fees and extra guests. */
  price: z.number().int(),
  /** Why this date cannot be a check-in under the listing's rules (docs/rules/availability.md). */
  arrival_rule: arrivalRuleSchema.nullable(),
  /** `closed_to_departure` when this date cannot be a check-out. */
  departure_rule: departureRuleSchema.nullable(),
});
export const publicCalendarSchema = z.object({ days: z.array(publicCalendarDaySchema) });

export const bookingBodySchema = z
  .object({
    check_in: requestDateSchema,
    check_out: requestDateSchema,
    guests: z.coerce.number().int().min(1).max(50).optional(),
    /** The tourist tax's party (docs/rules/tourist-tax.md); without it `guests` are all adults. */
    adults: adultsSchema.optional(),
    /** The children's ages on the arrival date. */
    children: childrenBodySchema.optional(),
    comment: z.string().trim().max(2000).default(''),
  })
  .refine((b) => b.guests !== undefined || b.adults !== undefined, {
    path: ['guests'],
    message: 'validation.required',
  })
  .refine((b) => b.check_in < b.check_out, {
    path: ['check_out'],
    message: 'validation.date_order',
  });
export type BookingBody = z.infer<typeof bookingBodySchema>;

export const answerBodySchema = z.object({
  available: z.boolean(),
  message: z.string().trim().max(2000).default(''),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const bookingReservationSchema = reservationSchema.extend({
  /** Steps the caller may take now (domain's allowedActions for the caller's role). */
  allowed_actions: z.array(z.string()),
});
export type BookingReservation = z.infer<typeof bookingReservationSchema>;

/** The longest reason a host gives for a no-show report or a cancel request. */
export const STEP_REASON_MAX = 500;

/**
 * POST reservations/{id}/no-show|cancel-request: why, kept in the reservation's timeline. The
 * panel always asks for it; optional so that older clients keep working.
 */
export const reservationStepBodySchema = z.object({
  reason: z.string().trim().min(1).max(STEP_REASON_MAX).optional(),
});
/** The panel's dialog: the same field, required. */
export const reservationStepFormSchema = reservationStepBodySchema.required();

/** One change of a reservation, from its activity log rows (oldest first). */
const bookingTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['created', 'changed', 'deleted']),
  /** `status`, `advance_paid`, a manual reservation's edited field, or null for the booking. */
  field: z.string().nullable(),
  from: z.unknown(),
  to: z.unknown(),
  /** The reason the host gave for the step, when they gave one. */
  reason: z.string().nullable(),
  /** Who: the host, the guest, the operator; null for the platform. */
  actor: z.enum(['host', 'guest', 'operator']).nullable(),
});
export type BookingTimelineEntry = z.infer<typeof bookingTimelineEntrySchema>;

/** GET reservations/{id} (and the host's steps): what the host's booking page shows. */
export const hostReservationSchema = bookingReservationSchema.extend({
  nights: z.number().int(),
  /** What the host earns: the total less the platform's fee and VAT (domain `hostEarningsOf`). */
  host_earnings: z.number().int(),
  /** The guest's phone and e-mail once the stay is confirmed; null before and for a manual one. */
  guest_contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  /** Where the payout goes: the method's type and masked number, null when none was chosen. */
  payout_method: z
    .object({
      id: z.number().int(),
      type: z.enum(['iban', 'domestic', 'money_transfer']),
      masked_number: z.string(),
    })
    .nullable(),
  timeline: z.array(bookingTimelineEntrySchema),
});
export type HostReservation = z.infer<typeof hostReservationSchema>;

/** Where the guest is going: the street and the exact point, which the public page never shows. */
const tripLocationSchema = z.object({
  street_and_number: z.string().nullable(),
  floor: z.number().int().nullable(),
  suite_number: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TripLocation = z.infer<typeof tripLocationSchema>;

/** GET my-travel/reservations: `location` only while the reservation is confirmed, else null. */
export const tripReservationSchema = bookingReservationSchema.extend({
  location: tripLocationSchema.nullable(),
});
export type TripReservation = z.infer<typeof tripReservationSchema>;

export const bookingInquirySchema = inquirySchema.extend({
  allowed_actions: z.array(z.string()),
  /** Pending (unanswered) for more than 24 hours. */
  unresolved: z.boolean(),
});
export type BookingInquiry = z.infer<typeof bookingInquirySchema>;

/** GET inquiries/{id} for the host: the inquiry and every change of it (oldest first). */
export const hostInquirySchema = bookingInquirySchema.extend({
  timeline: z.array(bookingTimelineEntrySchema),
});
export type HostInquiry = z.infer<typeof hostInquirySchema>;

/** GET reservations · admin/reservations: overlap with [from, to] (inclusive). */
export const reservationListQuerySchema = pageQuerySchema.extend({
  listing: z.coerce.number().int().min(1).optional(),
  status: z.string().trim().max(30).optional(),
  from: requestDateSchema.optional(),
  to: requestDateSchema.optional(),
});
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;

export const inquiryListQuerySchema = reservationListQuerySchema.extend({
  unresolved: z.enum(['true', 'false']).optional(),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** GET my-travel/*: upcoming, past or cancelled (docs/bookings.md "My travel"). */
export const tripsQuerySchema = pageQuerySchema.extend({
  when: z.enum(TRIP_SECTIONS).default('upcoming'),
});
export type TripsQuery = z.infer<typeof tripsQuerySchema>;
