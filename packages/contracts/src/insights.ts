import { diffDays, isLocalDate } from '@gazda/domain/dates';
import { MAX_INSIGHTS_NIGHTS } from '@gazda/domain/insights';
import { requestDateSchema } from './calendar';
import { z } from './zod';

/*
 * GET insights (issue #31): what the host's calendar earned, per month, in minor units of the
 * listings' currency (docs/rules/insights.md). Binding for the app: `months` and `totals` at the top
 * are the host's main currency (the one most of their listings use); `by_currency` repeats them for
 * every currency, the main one first.
 */

/** Refinements run even when a date failed: only two real dates in order are measured. */
function withinLongestPeriod(q: { from: string; to: string }): boolean {
  if (!isLocalDate(q.from) || !isLocalDate(q.to) || q.from > q.to) return true;
  return diffDays(q.from, q.to) < MAX_INSIGHTS_NIGHTS;
}

export const insightsQuerySchema = z
  .object({
    from: requestDateSchema,
    to: requestDateSchema,
    listing_id: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'validation.date_order' })
  .refine(withinLongestPeriod, { path: ['to'], message: 'insights.validation.period_too_long' });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const monthSchema = z.object({
  month: z.string(),
  nights_available: z.number().int(),
  nights_booked: z.number().int(),
  nights_blocked_elsewhere: z.number().int(),
  earnings: z.number().int(),
  bookings: z.number().int(),
  average_nightly_rate: z.number().int(),
});

const totalsSchema = monthSchema.omit({ month: true }).extend({
  /** Nights booked ÷ nights available in per mille (169 = 16.9 %). */
  occupancy_permille: z.number().int(),
});

const currencyBlockSchema = z.object({
  currency: z.enum(['EUR', 'RSD']),
  months: z.array(monthSchema),
  totals: totalsSchema,
});

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  listing_id: z.number().int().nullable(),
  currency: z.enum(['EUR', 'RSD']),
  months: z.array(monthSchema),
  totals: totalsSchema,
  by_currency: z.array(currencyBlockSchema),
  /** The same period a year earlier, or null when nothing was booked then. */
  previous_year: z
    .object({ from: z.string(), to: z.string(), by_currency: z.array(currencyBlockSchema) })
    .nullable(),
  distributions: z.object({
    /** Lower bounds of the buckets, in days and nights; the last bucket is open. */
    lead_time_buckets: z.array(z.number().int()),
    lead_time: z.array(z.number().int()),
    length_of_stay_buckets: z.array(z.number().int()),
    length_of_stay: z.array(z.number().int()),
    /** 0 = Sunday. */
    arrivals_by_weekday: z.array(z.number().int()),
  }),
  /** The caller's listings, for the filter. */
  listings: z.array(
    z.object({ id: z.number().int(), name: z.string(), currency: z.enum(['EUR', 'RSD']) }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;

/** GET reservations/export.csv and admin/reservations/export.csv: the period of check-ins. */
export const reservationsExportQuerySchema = z
  .object({ from: requestDateSchema, to: requestDateSchema })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'validation.date_order' })
  .refine(withinLongestPeriod, { path: ['to'], message: 'insights.validation.period_too_long' });

/** GET admin/insights: the operator's dashboard over at most 366 days (docs/rules/insights.md). */
export const operatorInsightsQuerySchema = z
  .object({ from: requestDateSchema, to: requestDateSchema })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'validation.date_order' })
  .refine(
    (q) =>
      !isLocalDate(q.from) || !isLocalDate(q.to) || q.from > q.to || diffDays(q.from, q.to) < 366,
    { path: ['to'], message: 'calendar.validation.range_too_long' },
  );

export const operatorInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Platform reservations by the day they were booked (Belgrade), and their totals. */
  days: z.array(
    z.object({
      date: z.string(),
      bookings: z.number().int(),
      gross: z.object({ EUR: z.number().int(), RSD: z.number().int() }),
    }),
  ),
  /** The inquiries asked in the period. */
  inquiries: z.object({
    received: z.number().int(),
    answered: z.number().int(),
    answered_in_time: z.number().int(),
    converted: z.number().int(),
  }),
  listings: z.object({
    /** Waiting for a review now. */
    waiting_review: z.number().int(),
    /** Approved in the period, and how long their review took on average. */
    reviewed: z.number().int(),
    average_review_hours: z.number().int(),
  }),
});
export type OperatorInsights = z.infer<typeof operatorInsightsSchema>;
