import type { Deps } from '../../deps';
import { AppError, tooManyAttempts, validation } from '../../errors';
import { signingKey } from '../secrets/signing-key';
import {
  claimVerificationResend,
  findUserById,
  markEmailVerified,
  userResource,
  verificationResentAt,
} from '../account/user-service';
import { sendVerificationMail } from './auth-mails';
import { verifyLinkGenuine, verifyLinkValid, type VerifyLinkParts } from './email-verification';
import type { Authenticated } from '../../plugins/request-context';
import { issueToken, type Session } from './session-service';

const RESEND_EVERY_MS = 60_000;

/** The answer for a link that is malformed, tampered with, expired or for another e-mail. */
export const invalidVerifyLink = () => validation({ link: ['validation.verify_link'] });

/** Re-sends the verification mail, at most once a minute per user (429 with Retry-After). */
export async function resendVerification(deps: Deps, auth: Authenticated): Promise<void> {
  if (auth.user.email_verified_at) return;
  const now = deps.now();
  const claimed = await claimVerificationResend(
    deps.db,
    auth.user.id,
    now,
    new Date(now.getTime() - RESEND_EVERY_MS),
  );
  if (!claimed) {
    const last = (await verificationResentAt(deps.db, auth.user.id)) ?? now;
    throw tooManyAttempts((last.getTime() + RESEND_EVERY_MS - now.getTime()) / 1000);
  }
  sendVerificationMail(deps, auth.user);
}

/**
 * A signed link needs no login and logs the person in: a valid one sets email_verified_at and
 * issues a token named after the client, in one transaction. It works once: a second use of a
 * genuine link for the current address (expired or not) says it is already verified (409
 * email_already_verified) and logs no one in; any other bad link is "invalid or expired".
 */
export async function verifyEmail(
  deps: Deps,
  parts: VerifyLinkParts,
  client: string,
): Promise<Session> {
  const now = deps.now();
  const user = await findUserById(deps.db, parts.id);
  if (!user) throw invalidVerifyLink();
  const key = await signingKey(deps.db);
  if (user.email_verified_at && verifyLinkGenuine(key, parts, user.email))
    throw new AppError('email_already_verified');
  if (!verifyLinkValid(key, parts, user.email, now)) throw invalidVerifyLink();
  const session = await deps.db.transaction().execute(async (trx) => {
    const verified = await markEmailVerified(trx, user.id, now);
    if (!verified) return null;
    return { user: verified, token: await issueToken(deps, trx, verified.id, client) };
  });
  // Opened twice at once: the other request verified it first.
  if (!session) throw new AppError('email_already_verified');
  deps.userEvents.userUpdated(user.id);
  return { token: session.token, user: await userResource(deps.db, session.user) };
}
