import { UNAVAILABLE_REASONS } from '@gazda/domain/availability';
import { AVAILABILITY_RULES } from '@gazda/domain/availability-rules';
import { isLocalDate } from '@gazda/domain/dates';
import { MAX_AMOUNT_MINOR } from '@gazda/domain/money';
import { adultsSchema, childrenQuerySchema, touristTaxSchema } from './tourist-tax';
import { z } from './zod';

/*
 * The calendar of one listing (docs/rules/api.md "Calendar"). Dates are `YYYY-MM-DD` local dates of
 * the listing, amounts integer minor units in the listing's currency.
 */
/** `YYYY-MM-DD` of a real date (the domain's `isLocalDate`): 2027-02-30 has the shape but is none. */
export const localDateSchema = z.string().refine(isLocalDate, { message: 'validation.date' });

/**
 * A date a client sends (a calendar's start, a stay, a filter): a real date of the years
 * 1900–2999. The server counts windows and stays from it (up to 400 days on), and a year like 9999
 * would run past the last date the domain computes with (9999-12-31). Answers keep
 * `localDateSchema`, since a window from 2999-12-31 ends in 3001.
 */
export const requestDateSchema = z
  .string()
  .refine((value) => isLocalDate(value) && value >= '1900-01-01' && value <= '2999-12-31', {
    message: 'validation.date',
  });

const unavailableReasonSchema = z.enum(UNAVAILABLE_REASONS);
const availabilityRuleSchema = z.enum(AVAILABILITY_RULES);
export const arrivalRuleSchema = availabilityRuleSchema.exclude(['preparation_nights']);
export const departureRuleSchema = z.enum(['closed_to_departure']);

/**
 * The booking that holds a night, for its owner's eyes only (GET calendar/{id}, PUT calendar/{id}/
 * days; never the public calendar): `reservation` a platform reservation, `manual` the host's own,
 * `hold` an inquiry's hold. `guest_name` is the first name and the last initial ("Jelena J.").
 */
const calendarDayBookingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['reservation', 'manual', 'hold']),
  guest_name: z.string(),
});
export type CalendarDayBooking = z.infer<typeof calendarDayBookingSchema>;

const calendarDaySchema = z.object({
  date: localDateSchema,
  /** What a night starting this day costs before stay-level discounts, fees and extra guests. */
  price: z.number().int(),
  base: z.number().int(),
  special: z.number().int().nullable(),
  rule_id: z.number().int().nullable(),
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
  /** The iCal import's name when reason is `ical`. */
  source_name: z.string().nullable(),
  min_stay: z.number().int(),
  /** The reservation or hold of an unavailable night (reason `reservation` or `inquiry`). */
  booking: calendarDayBookingSchema.nullable(),
  /** The availability rule that keeps this date from being a check-in (docs/rules/availability.md). */
  arrival_rule: arrivalRuleSchema.nullable(),
  /** `closed_to_departure` when this date cannot be a check-out. */
  departure_rule: departureRuleSchema.nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarQuerySchema = z.object({
  start: requestDateSchema.optional(),
  /** Editing a reservation: its own nights count as free. */
  excludeReservationID: z.coerce.number().int().optional(),
  days: z.coerce.number().int().min(1).max(400).default(366),
});

export const ruleBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.color' }),
  min_stay: z.number().int().min(1).max(365).nullable().default(null),
  /** -100 … +500: a discount when negative, an increase when positive (docs/rules/pricing.md). */
  price_percent: z.number().int().min(-100).max(500),
});
export const ruleSchema = ruleBodySchema.extend({ id: z.number().int() });
export type CalendarRule = z.infer<typeof ruleSchema>;

/** PUT calendar/{id}/days: a range (inclusive) and any of the three changes. */
export const putDaysBodySchema = z
  .object({
    from: requestDateSchema,
    to: requestDateSchema,
    price: z.number().int().min(1).max(MAX_AMOUNT_MINOR).nullable().optional(),
    blocked: z.boolean().optional(),
    rule_id: z.number().int().nullable().optional(),
  })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'validation.date_order' })
  .refine((b) => b.price !== undefined || b.blocked !== undefined || b.rule_id !== undefined, {
    path: ['price'],
    message: 'validation.fill_one_of',
  });
export type PutDaysBody = z.infer<typeof putDaysBodySchema>;

export const pricingQuerySchema = z.object({
  check_in: requestDateSchema,
  check_out: requestDateSchema,
  guests: z.coerce.number().int().min(1).max(50).default(1),
  /** The tourist tax's party (docs/rules/tourist-tax.md); without it `guests` are all adults. */
  adults: adultsSchema.optional(),
  /** The children's ages on the arrival date, comma-separated: `children=4,9`. */
  children: childrenQuerySchema.optional(),
});

export const quoteSchema = z.object({
  currency: z.enum(['EUR', 'RSD']),
  nights: z.number().int(),
  guests: z.number().int(),
  min_stay: z.number().int(),
  min_stay_met: z.boolean(),
  nightly: z.array(
    z.object({
      date: localDateSchema,
      base: z.number().int(),
      special: z.number().int().nullable(),
      rule_id: z.number().int().nullable(),
      rule_price: z.number().int().nullable(),
      final: z.number().int(),
    }),
  ),
  nights_total: z.number().int(),
  discount: z.object({
    kind: z.enum(['weekly', 'monthly']).nullable(),
    percent: z.number().int(),
    amount: z.number().int(),
  }),
  extra_guest_fee: z.number().int(),
  host_earnings: z.number().int(),
  service_fee: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  advance: z.number().int(),
  remaining: z.number().int(),
  unavailable_dates: z.array(localDateSchema),
  /**
   * The listing's availability rules this stay breaks (docs/rules/availability.md), in the
   * domain's order; empty when they allow it. A booking is refused unless it is empty.
   */
  refused_by: z.array(availabilityRuleSchema),
  /**
   * The tourist tax in dinars, paid on arrival: not in `total` or `advance` (amount 0 when the
   * listing does not collect it). Absent only on quotes frozen before it existed.
   */
  tourist_tax: touristTaxSchema.optional(),
});
export type QuoteBody = z.infer<typeof quoteSchema>;

/** Apple and Google hand out `webcal://` addresses: the same feed over https. */
export function webcalToHttps(url: string): string {
  return url.replace(/^webcals?:\/\//i, 'https://');
}

export const icalImportBodySchema = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform(webcalToHttps)
    .pipe(z.url({ protocol: /^https?$/ })),
  name: z.string().trim().min(1).max(60),
});
export const icalImportSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** When the current run of failed syncs began; null while the feed works (domain feed-health). */
  failing_since: z.string().nullable(),
  /** A message id (`calendar.ical_error.*`), translated; never the fetched body. */
  last_error: z.string().nullable(),
  /** The untranslated code behind last_error (`timeout`, `http_status`, `parse_error`…). */
  last_error_code: z.string().nullable(),
  event_count: z.number().int(),
  /** Why a good fetch brought no events (`calendar.ical_notice.*`), translated; else null. */
  notice: z.string().nullable(),
  /** `ok`: the last attempt succeeded; `failed`: it did not (last good events kept); `pending`: never fetched. */
  status: z.enum(['ok', 'failed', 'pending']),
});
export type IcalImport = z.infer<typeof icalImportSchema>;

export const manualReservationBodySchema = z
  .object({
    check_in: requestDateSchema,
    check_out: requestDateSchema,
    guests: z.number().int().min(1).max(50),
    guest_name: z.string().trim().min(1).min(3).max(120),
    comment: z.string().trim().max(2000).default(''),
    total: z.number().int().min(0).max(MAX_AMOUNT_MINOR),
  })
  .refine((b) => b.check_in < b.check_out, {
    path: ['check_out'],
    message: 'validation.date_order',
  });

/*
 * Additions of the calendar API (issue 4): query shapes, answers of init-data, special prices,
 * min-stay-blocked, iCal export and the Reservation / Inquiry shapes of docs/rules/api.md.
 */
export const minStayBlockedQuerySchema = z.object({ start: requestDateSchema });

/** A window of dates for the reservations / inquiries of a listing; default today + 12 months. */
export const calendarWindowQuerySchema = z
  .object({ from: requestDateSchema.optional(), to: requestDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'validation.date_order',
  });

export const calendarDaysSchema = z.object({ days: z.array(calendarDaySchema) });
export const specialPriceSchema = z.object({ date: localDateSchema, price: z.number().int() });
export const minStayBlockedSchema = z.object({ dates: z.array(localDateSchema) });

/** The listing's own pricing and stay defaults, as the calendar editor shows and edits them. */
const calendarListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  time_zone: z.string(),
  currency: z.enum(['EUR', 'RSD']),
  base_price: z.number().int().nullable(),
  weekend_price: z.number().int().nullable(),
  extra_guest_price: z.number().int().nullable(),
  extra_guest_threshold: z.number().int().nullable(),
  max_guests: z.number().int().nullable(),
  weekly_discount_percent: z.number().int().nullable(),
  monthly_discount_percent: z.number().int().nullable(),
  min_stay: z.number().int(),
  min_stay_by_weekday: z.record(z.string(), z.number().int().nullable()),
  weekend_min_stay: z.number().int().nullable(),
});

const pricingSettingsSchema = z.object({
  service_fee_percent: z.number().int(),
  vat_percent: z.number().int(),
  advance_percent: z.number().int(),
});

export const icalExportSchema = z.object({
  /** `${APP_URL}/api/ical/{id}/{token}.ics`: secret; whoever has it sees the availability. */
  url: z.string(),
});

export const calendarInitDataSchema = z.object({
  listing: calendarListingSchema,
  /** Today in the listing's time zone: the first day of the editor. */
  today: localDateSchema,
  rules: z.array(ruleSchema),
  ical_imports: z.array(icalImportSchema),
  ical_export: icalExportSchema,
  settings: pricingSettingsSchema,
});
export type CalendarInitData = z.infer<typeof calendarInitDataSchema>;

const bookingFields = {
  id: z.number().int(),
  code: z.string(),
  reference_code: z.string().nullable(),
  status: z.string(),
  listing: z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
  guest: z.object({ first_name: z.string(), last_name: z.string() }),
  check_in: localDateSchema,
  check_out: localDateSchema,
  guests: z.number().int(),
  comment: z.string(),
  booked_at: z.string(),
  /**
   * The frozen breakdown (docs/rules/pricing.md); null for a manual reservation (no platform fee).
   */
  quote: quoteSchema.omit({ unavailable_dates: true, refused_by: true }).nullable(),
  currency: z.enum(['EUR', 'RSD']),
  total: z.number().int(),
  advance: z.number().int(),
  remaining: z.number().int(),
  payout_method_id: z.number().int().nullable(),
  owner_response: z.string().nullable(),
  /** The booking's messages (contracts/messages.ts); null for a manual reservation. */
  conversation_id: z.number().int().nullable().optional(),
  /** The party and the tourist tax frozen with the booking (docs/rules/tourist-tax.md). */
  adults: z.number().int().optional(),
  children: z.array(z.number().int()).optional(),
  tourist_tax: touristTaxSchema.optional(),
};

export const reservationSchema = z.object({
  ...bookingFields,
  source: z.enum(['platform', 'manual']),
  advance_paid: z.boolean(),
  advance_due_date: localDateSchema.nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const inquirySchema = z.object({
  ...bookingFields,
  hold_expires_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/*
 * The multi-calendar (issue #27): every listing of the host in one grid. One GET answers a window
 * of at most 92 days for all of them; one PUT changes a range of several of them at once.
 */
const MULTI_CALENDAR_MAX_DAYS = 92;

export const multiCalendarQuerySchema = z.object({
  start: requestDateSchema,
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MULTI_CALENDAR_MAX_DAYS)
    .default(MULTI_CALENDAR_MAX_DAYS),
});

/** One row of the grid: the listing as the grid shows and filters it, and its days. */
const multiCalendarListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  category: z.string(),
  city: z.string().nullable(),
  /** The first photo's thumbnail, or null. */
  photo_url: z.string().nullable(),
  currency: z.enum(['EUR', 'RSD']),
  /** The day objects of GET calendar/{id}. */
  days: z.array(calendarDaySchema),
});
export type MultiCalendarListing = z.infer<typeof multiCalendarListingSchema>;
export const multiCalendarSchema = z.object({ listings: z.array(multiCalendarListingSchema) });

/**
 * PUT calendar/multi/days: a range (inclusive) of several own listings and exactly one change: a
 * special price (null clears it), blocked or open, or a minimum stay (null clears it).
 */
export const putMultiDaysBodySchema = z
  .object({
    listing_ids: z.array(z.number().int().min(1)).min(1).max(200),
    from: requestDateSchema,
    to: requestDateSchema,
    price: z.number().int().min(1).max(MAX_AMOUNT_MINOR).nullable().optional(),
    blocked: z.boolean().optional(),
    min_stay: z.number().int().min(1).max(365).nullable().optional(),
  })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'validation.date_order' })
  .refine(
    (b) => [b.price, b.blocked, b.min_stay].filter((value) => value !== undefined).length === 1,
    { path: ['price'], message: 'calendar.validation.one_change' },
  );
export type PutMultiDaysBody = z.infer<typeof putMultiDaysBodySchema>;

/** The changed days of each listing, in the order of `listing_ids`. */
export const multiDaysSchema = z.object({
  listings: z.array(z.object({ id: z.number().int(), days: z.array(calendarDaySchema) })),
});
export type MultiDays = z.infer<typeof multiDaysSchema>;
