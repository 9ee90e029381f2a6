import { localeSchema } from './common';
import { z } from './zod';

export const governmentIdStatusSchema = z.enum([
  'not_uploaded',
  'under_review',
  'verified',
  'rejected',
]);
/**
 * The mails a person may turn off on the notifications tab. Account mails (verification, password
 * reset, deletion, ID review, listing deletion links) always go: they are needed to use the account.
 */
export const MAIL_CATEGORIES = [
  'new_bookings',
  'trip_updates',
  'booking_changes',
  'reminders',
  'messages',
] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
export const mailPreferencesSchema = z.object({
  new_bookings: z.boolean(),
  trip_updates: z.boolean(),
  booking_changes: z.boolean(),
  reminders: z.boolean(),
  /** Unread messages mailed while away (features/messages). */
  messages: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const accountTypeSchema = z.enum(['individual', 'business']);

/**
 * The account details (docs/rules/product.md §3) as the owner sees them: the JMBG masked but for
 * its last 3 digits (it travels in every User answer and realtime event); PIB and MB are public
 * company numbers and come whole. Null when none were saved.
 */
const userDetailsSchema = z.object({
  jmbg: z.string().nullable(),
  city: z.string().nullable(),
  street_and_number: z.string().nullable(),
  pib: z.string().nullable(),
  mb: z.string().nullable(),
  business_name: z.string().nullable(),
});

/**
 * The User shape of docs/rules/api.md; `me`, login and the realtime UserUpdated event all carry it.
 */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  media_avatar: z.object({ original_url: z.string() }).nullable(),
  email_verified_at: z.string().nullable(),
  /** A new address asked for, until its mailed link is opened or expires; `email` stays until then. */
  pending_email: z.string().nullable(),
  id_verified_at: z.string().nullable(),
  hasGovernmentId: z.boolean(),
  governmentIdStatus: governmentIdStatusSchema,
  payoutsCount: z.number().int(),
  hasUserDetails: z.boolean(),
  apartmentCount: z.number().int(),
  account_type: accountTypeSchema,
  details: userDetailsSchema.nullable(),
  settings: z.object({
    lang: localeSchema,
    notifications: z.boolean(),
    mails: mailPreferencesSchema,
  }),
  rolesAndPermissions: z.object({ roles: z.array(z.string()) }),
});
export type User = z.infer<typeof userSchema>;
