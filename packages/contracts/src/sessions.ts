import { dataOf } from './common';
import { z } from './zod';

/*
 * The user's logins (ASVS 7.4.5, 7.5.2; docs/security.md G13): every live access token of the
 * account, which one the request came with, and the calls that end them. Token values and their
 * hashes never leave the server; a session is named by its row id.
 */

/** One live login: `name` is the client's user agent as sent at login (at most 200 characters). */
const userSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  /** The login this request was made with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/**
 * DELETE user-settings/sessions/{id} and POST …/logout-others: the password is asked again
 * (ASVS 7.5.2), so that a stolen login cannot end its owner's others. Only checked for a match.
 */
export const endSessionsBodySchema = z.object({ current_password: z.string().min(1) });
export type EndSessionsBody = z.infer<typeof endSessionsBodySchema>;

/** GET user-settings/sessions: the current login first, then newest use first. */
export const userSessionListSchema = dataOf(z.array(userSessionSchema));
export type UserSessionList = z.infer<typeof userSessionListSchema>;
