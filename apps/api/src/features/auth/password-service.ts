import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@gazda/contracts/auth';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import { HIDDEN, recordChanges } from '../activity-log/activity-log-service';
import { findUserByEmail, lockUser, updateUser } from '../account/user-service';
import { RESET_LINK_MINUTES, sendPasswordChangedMail, sendResetMail } from './auth-mails';
import {
  consumePasswordReset,
  findUsablePasswordReset,
  insertPasswordReset,
  invalidatePasswordResets,
  lastPasswordResetAt,
  revokeUserTokens,
} from './auth-repository';
import { assertNotGuessable, personalWords } from './password-policy';
import { verifyPasswordAgain } from '../throttle/password-guesses';
import { hashPassword } from '../../crypto/passwords';
import type { Authenticated } from '../../plugins/request-context';
import { newSecretToken, sha256Hex } from '../../crypto/tokens';

/** One reset mail a minute per account; extra requests are dropped silently (the answer is 202 anyway). */
const RESET_MAIL_EVERY_MS = 60_000;

const badResetToken = () => validation({ token: ['validation.reset_token'] });

/**
 * Runs after the 202 has been sent, so the answer and its timing are the same whether or not
 * the address has an account (no account enumeration).
 */
export function requestPasswordReset(deps: Deps, body: ForgotPasswordBody): void {
  deps.tasks.run('password reset', async () => {
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) return;
    const now = deps.now();
    const token = await deps.db.transaction().execute(async (trx) => {
      // Locked so that two requests at once cannot both pass the once-a-minute check.
      await lockUser(trx, user.id);
      const last = await lastPasswordResetAt(trx, user.id);
      if (last && now.getTime() - last.created_at.getTime() < RESET_MAIL_EVERY_MS) return null;
      const secret = newSecretToken();
      const expires = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
      await insertPasswordReset(trx, {
        user_id: user.id,
        token_hash: secret.hash,
        expires_at: expires,
        created_at: now,
      });
      return secret.token;
    });
    if (!token) return;
    sendResetMail(deps, user, token);
  });
}

/** Sets the new password with a mailed token: single use, 60 minutes; every login token is revoked. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  const user = await findUserByEmail(deps.db, body.email);
  const tokenHash = sha256Hex(body.token);
  if (!user || !(await findUsablePasswordReset(deps.db, user.id, tokenHash, deps.now())))
    throw badResetToken();
  assertNotGuessable(body.password, personalWords(user));
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: of two requests with one token, one wins.
    if (!(await consumePasswordReset(trx, user.id, tokenHash, now))) throw badResetToken();
    await invalidatePasswordResets(trx, user.id, now);
    await revokeUserTokens(trx, user.id, now);
    await storePassword(trx, user, passwordHash, user.id, now);
  });
  deps.userEvents.tokensRevoked(user.id);
  sendPasswordChangedMail(deps, user);
}

/**
 * Changes the password of the logged-in user, once the current one matches (verifyPasswordAgain:
 * throttled as the login); every other token of theirs is revoked.
 */
export async function changePassword(
  deps: Deps,
  auth: Authenticated,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  await verifyPasswordAgain(deps, auth.user, body.current_password, ip);
  assertNotGuessable(body.password, personalWords(auth.user));
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await revokeUserTokens(trx, auth.user.id, now, auth.tokenId);
    await storePassword(trx, auth.user, passwordHash, auth.user.id, now);
  });
  deps.userEvents.tokensRevoked(auth.user.id);
  sendPasswordChangedMail(deps, auth.user);
}

async function storePassword(
  db: Db,
  user: UserRow,
  passwordHash: string,
  actorId: number,
  now: Date,
) {
  await updateUser(db, user.id, { password_hash: passwordHash }, now);
  const subject = { userId: user.id, actorId, entity: 'user', entityId: user.id };
  await recordChanges(db, subject, [{ field: 'password', from: HIDDEN, to: HIDDEN }], now);
}
