import { z } from './zod';

/*
 * GET dashboard: the host's summary on `/` (issue 8). Only the caller's own listings count; a user
 * without apartments gets zeros and empty lists (the panel shows the summary only to hosts).
 */

const listingStatusCounts = z.object({
  draft: z.number().int(),
  pending: z.number().int(),
  pending_fix: z.number().int(),
  listed: z.number().int(),
  unlisted: z.number().int(),
});

const stayRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  listing_id: z.number().int(),
  /** In the request language, else the other one. */
  listing_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().int(),
});

export const dashboardCheckInSchema = stayRefSchema.extend({ guest_name: z.string() });
export type DashboardCheckIn = z.infer<typeof dashboardCheckInSchema>;

export const dashboardInquirySchema = stayRefSchema.extend({ created_at: z.string() });
export type DashboardInquiry = z.infer<typeof dashboardInquirySchema>;

export const dashboardAdvanceSchema = stayRefSchema.extend({
  guest_name: z.string(),
  advance: z.object({ amount: z.number().int(), currency: z.enum(['EUR', 'RSD']) }),
  advance_due_date: z.string().nullable(),
});
export type DashboardAdvance = z.infer<typeof dashboardAdvanceSchema>;

export const dashboardSummarySchema = z.object({
  apartment_count: z.number().int(),
  /** Confirmed reservations checking in today or later, soonest first (at most 5). */
  next_check_ins: z.array(dashboardCheckInSchema),
  /** Pending inquiries the host has not answered, oldest first (at most 5 listed). */
  inquiries_waiting: z.object({ count: z.number().int(), items: z.array(dashboardInquirySchema) }),
  /** The host's listings of every category, not deleted, by status. */
  listings_by_status: listingStatusCounts,
  /** Confirmed platform reservations whose advance is not paid yet (at most 5 listed). */
  unpaid_advances: z.object({ count: z.number().int(), items: z.array(dashboardAdvanceSchema) }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
