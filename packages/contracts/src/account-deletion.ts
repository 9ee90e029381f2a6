import { pageQuerySchema } from './common';
import { z } from './zod';

/*
 * Account deletion (issue #6): the owner asks with their password; an operator or the scheduled
 * job completes it within 24 hours (personal data erased, tokens revoked, listings unlisted).
 */

export const deleteAccountBodySchema = z.object({ password: z.string().min(1) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const accountDeletionStatusSchema = z.enum(['active', 'deletion_requested']);

/** GET/POST delete-account: whether a request is pending, and by when it is completed. */
export const accountDeletionSchema = z.object({
  status: accountDeletionStatusSchema,
  requested_at: z.string().nullable(),
  /** The latest moment the job completes it (requested_at + 24 h). */
  due_at: z.string().nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const adminAccountDeletionsQuerySchema = pageQuerySchema;

/** One pending request in the operator's list, oldest first. */
export const adminAccountDeletionSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  requested_at: z.string(),
  due_at: z.string(),
});
export type AdminAccountDeletion = z.infer<typeof adminAccountDeletionSchema>;
