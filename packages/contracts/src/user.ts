import { localeSchema } from './common';
import { z } from './zod';

export const governmentIdStatusSchema = z.enum(['not_uploaded', 'under_review', 'verified']);
export const accountTypeSchema = z.enum(['individual', 'business']);

/** The User shape of api.md; `me`, login and the realtime UserUpdated event all carry it. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  media_avatar: z.object({ original_url: z.string() }).nullable(),
  email_verified_at: z.string().nullable(),
  id_verified_at: z.string().nullable(),
  hasGovernmentId: z.boolean(),
  governmentIdStatus: governmentIdStatusSchema,
  payoutsCount: z.number().int(),
  hasUserDetails: z.boolean(),
  apartmentCount: z.number().int(),
  account_type: accountTypeSchema,
  settings: z.object({ lang: localeSchema, notifications: z.boolean() }),
  rolesAndPermissions: z.object({ roles: z.array(z.string()) }),
});
export type User = z.infer<typeof userSchema>;

export function isAdmin(user: Pick<User, 'rolesAndPermissions'> | null | undefined): boolean {
  return Boolean(user?.rolesAndPermissions.roles.includes('Admin'));
}
