import { categoryConsts } from './categories';
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

const dashboardCheckInSchema = stayRefSchema.extend({ guest_name: z.string() });
export type DashboardCheckIn = z.infer<typeof dashboardCheckInSchema>;

const dashboardInquirySchema = stayRefSchema.extend({ created_at: z.string() });
export type DashboardInquiry = z.infer<typeof dashboardInquirySchema>;

const dashboardAdvanceSchema = stayRefSchema.extend({
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

/*
 * GET dashboard/today: what the host's day holds (issue #26 item 4). "Today" is each listing's own
 * (Europe/Belgrade by default); only the caller's own, not deleted listings.
 */

const todayStaySchema = stayRefSchema.extend({ guest_name: z.string() });
export type TodayStay = z.infer<typeof todayStaySchema>;

/** An arrival or a departure: on the listing's today or tomorrow. */
const todayMoveSchema = todayStaySchema.extend({ day: z.enum(['today', 'tomorrow']) });

const todayAdvanceSchema = todayStaySchema.extend({
  advance: z.object({ amount: z.number().int(), currency: z.enum(['EUR', 'RSD']) }),
  advance_due_date: z.string(),
});

const todayInquirySchema = stayRefSchema.extend({
  /** When the host should have answered (created_at + the policy's hours), ISO 8601. */
  answer_by: z.string(),
});

const todayFeedSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  listing_name: z.string(),
  /** The listing's category, for the link to its calendar (`/listing/{category}/{id}/calendar`). */
  category: z.enum(categoryConsts),
  name: z.string(),
  /** The last failure in the request language (`calendar.ical_error.*`), never the fetched body. */
  error: z.string(),
  /** The untranslated code behind `error` (`timeout`, `http_status`, `parse_error`…). */
  error_code: z.string(),
  last_attempt_at: z.string().nullable(),
});

export const dashboardTodaySchema = z.object({
  /** Confirmed reservations checking in today or tomorrow. */
  arrivals: z.array(todayMoveSchema),
  /** Confirmed reservations checking out today or tomorrow. */
  departures: z.array(todayMoveSchema),
  /** Confirmed reservations holding tonight (arrived today or before, leaving after today). */
  staying: z.array(todayStaySchema),
  /** Unpaid advances of confirmed platform reservations whose due date has passed. */
  overdue_advances: z.array(todayAdvanceSchema),
  /** Inquiries not answered yet, the nearest answer deadline first. */
  waiting_inquiries: z.array(todayInquirySchema),
  /** iCal imports whose last sync failed. */
  failing_feeds: z.array(todayFeedSchema),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;
