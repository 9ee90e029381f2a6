import { z } from './zod';

/*
 * The calendar of one listing (api.md "Calendar"). Dates are `YYYY-MM-DD` local dates of the
 * listing, amounts integer minor units in the listing's currency.
 */
export const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });

export const unavailableReasonSchema = z.enum(['reservation', 'inquiry', 'ical', 'manual']);

export const calendarDaySchema = z.object({
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
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarQuerySchema = z.object({
  start: localDateSchema.optional(),
  /** Editing a reservation: its own nights count as free. */
  excludeReservationID: z.coerce.number().int().optional(),
  days: z.coerce.number().int().min(1).max(400).default(366),
});

export const ruleBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.color' }),
  min_stay: z.number().int().min(1).max(365).nullable().default(null),
  /** -100 … +500: a discount when negative, an increase when positive (pricing.md). */
  price_percent: z.number().int().min(-100).max(500),
});
export const ruleSchema = ruleBodySchema.extend({ id: z.number().int() });
export type CalendarRule = z.infer<typeof ruleSchema>;

/** PUT calendar/{id}/days: a range (inclusive) and any of the three changes. */
export const putDaysBodySchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema,
    price: z.number().int().min(1).max(100_000_000).nullable().optional(),
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
  check_in: localDateSchema,
  check_out: localDateSchema,
  guests: z.coerce.number().int().min(1).max(50).default(1),
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
});
export type QuoteBody = z.infer<typeof quoteSchema>;

export const icalImportBodySchema = z.object({
  url: z.string().trim().min(1).max(2000).pipe(z.url({ protocol: /^https?$/ })),
  name: z.string().trim().min(1).max(60),
});
export const icalImportSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** A message id (`calendar.ical_error.*`), translated; never the fetched body. */
  last_error: z.string().nullable(),
  event_count: z.number().int(),
});
export type IcalImport = z.infer<typeof icalImportSchema>;

export const manualReservationBodySchema = z
  .object({
    check_in: localDateSchema,
    check_out: localDateSchema,
    guests: z.number().int().min(1).max(50),
    guest_name: z.string().trim().min(1).min(3).max(120),
    comment: z.string().trim().max(2000).default(''),
    total: z.number().int().min(0).max(100_000_000),
  })
  .refine((b) => b.check_in < b.check_out, { path: ['check_out'], message: 'validation.date_order' });

export const calendarPaths = {
  days: (id: number) => `/api/calendar/${id}`,
  putDays: (id: number) => `/api/calendar/${id}/days`,
  initData: (id: number) => `/api/calendar/init-data/${id}`,
  rules: (id: number) => `/api/calendar/rules/${id}`,
  rule: (id: number, ruleId: number) => `/api/calendar/rules/${id}/${ruleId}`,
  specialPrice: (id: number) => `/api/calendar/special-price/${id}`,
  minStayBlocked: (id: number) => `/api/calendar/min-stay-blocked/${id}`,
  pricing: (id: number) => `/api/calendar/${id}/pricing`,
  reservations: (id: number) => `/api/calendar/reservations/${id}`,
  inquiries: (id: number) => `/api/calendar/inquries/${id}`,
  refreshIcal: (id: number) => `/api/calendar/refresh-ical/${id}`,
  icalImports: (id: number) => `/api/calendar/${id}/ical-imports`,
  icalImport: (id: number, importId: number) => `/api/calendar/${id}/ical-imports/${importId}`,
  manualReservations: (id: number) => `/api/calendar/${id}/reservations`,
  manualReservation: (id: number, reservationId: number) =>
    `/api/calendar/${id}/reservations/${reservationId}`,
} as const;
