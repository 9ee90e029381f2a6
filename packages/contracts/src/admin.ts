import { localDateSchema } from './calendar';
import { governmentIdStatusSchema } from './user';
import { z } from './zod';

/*
 * The operator's TV screens and user search (docs/rules/api.md "Admin"; role Admin, 403 for
 * others). Names are already in the request's language; money is integer minor units with its
 * currency.
 */

/** GET admin/tv: the counters of /tv ("today" is the Europe/Belgrade date). */
export const tvCountersSchema = z.object({
  check_ins_today: z.number().int(),
  reservations_today: z.number().int(),
  listings_pending: z.number().int(),
  inquiries_unresolved: z.number().int(),
  advances_due: z.number().int(),
  ids_to_review: z.number().int(),
});
export type TvCounters = z.infer<typeof tvCountersSchema>;

const contactSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TvContact = z.infer<typeof contactSchema>;

const listingRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET admin/tv/advance-payment: unpaid advances, earliest due date first. */
export const tvAdvanceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  listing: listingRefSchema,
  guest_name: z.string(),
  host: contactSchema,
  check_in: localDateSchema,
  check_out: localDateSchema,
  advance: z.number().int(),
  currency: z.enum(['EUR', 'RSD']),
  due_date: localDateSchema.nullable(),
  /** Due before today. */
  overdue: z.boolean(),
  booked_at: z.string(),
});
export type TvAdvance = z.infer<typeof tvAdvanceSchema>;

/** GET admin/tv/unresolved-inquiries: pending for more than 24 hours, oldest first. */
export const tvInquirySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  listing: listingRefSchema,
  guest_name: z.string(),
  host: contactSchema,
  check_in: localDateSchema,
  check_out: localDateSchema,
  guests: z.number().int(),
  created_at: z.string(),
  age_hours: z.number().int(),
});
export type TvInquiry = z.infer<typeof tvInquirySchema>;

const latestItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  listing: listingRefSchema,
  guest_name: z.string(),
  check_in: localDateSchema,
  check_out: localDateSchema,
  guests: z.number().int(),
  total: z.number().int(),
  currency: z.enum(['EUR', 'RSD']),
  /** booked_at of a reservation, created_at of an inquiry. */
  at: z.string(),
});
export type TvLatestItem = z.infer<typeof latestItemSchema>;

/** GET admin/tv/double: the latest reservations and inquiries, newest first. */
export const tvDoubleSchema = z.object({
  reservations: z.array(latestItemSchema),
  inquiries: z.array(latestItemSchema),
});
export type TvDouble = z.infer<typeof tvDoubleSchema>;

/** GET admin/users?q=: part of the name, e-mail or phone. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  government_id_status: governmentIdStatusSchema,
  email_verified_at: z.string().nullable(),
  deletion_requested_at: z.string().nullable(),
  created_at: z.string(),
  listings_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
