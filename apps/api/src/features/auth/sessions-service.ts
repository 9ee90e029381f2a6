import type { EndSessionsBody, UserSession } from '@gazda/contracts/sessions';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { recordChanges } from '../activity-log/activity-log-service';
import type { Db } from '../../db/database';
import { invalidatePasswordResets, revokeAccessToken, revokeUserTokens } from './auth-repository';
import { verifyPasswordAgain } from '../throttle/password-guesses';
import type { Authenticated } from '../../plugins/request-context';
import { countLiveTokens, findLiveToken, listLiveTokens } from './sessions-repository';

/*
 * A user's logins (ASVS 7.4.5, 7.5.2; docs/security.md G13): see them, end one, end all but this
 * one; an operator ends all of someone's. Ending is revoking the token (auth-repository.ts), so the
 * next request with it is a 401 at once, and its realtime sockets are dropped (tokensRevoked, after
 * the revocation commits: features/realtime/README.md).
 */

const DAY_MS = 86_400_000;

/** Logins unused since this instant are over (session-service `authenticate`). */
function idleSince(deps: Deps, now: Date): Date {
  return new Date(now.getTime() - deps.config.tokenIdleDays * DAY_MS);
}

/**
 * GET user-settings/sessions: the live logins, `current` (this one) first since it is in use right
 * now (last_used_at is written at most once a minute), then newest use first.
 */
export async function listSessions(deps: Deps, auth: Authenticated): Promise<UserSession[]> {
  const now = deps.now();
  const rows = await listLiveTokens(deps.db, auth.user.id, now, idleSince(deps, now));
  const ordered = [
    ...rows.filter((row) => row.id === auth.tokenId),
    ...rows.filter((row) => row.id !== auth.tokenId),
  ];
  return ordered.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: (row.last_used_at ?? row.created_at).toISOString(),
    expires_at: row.expires_at.toISOString(),
    current: row.id === auth.tokenId,
  }));
}

/**
 * DELETE user-settings/sessions/{id}: ends one of the caller's own live logins (the current one
 * too: that is a logout). Anybody else's id, an ended or unknown one, or one that is not a whole
 * number is the same 404; then the password asked again must match (ASVS 7.5.2: 422 on
 * current_password, throttled as the login: verifyPasswordAgain).
 */
export async function endSession(
  deps: Deps,
  auth: Authenticated,
  rawId: string,
  body: EndSessionsBody,
  ip: string,
): Promise<void> {
  const id = Number(rawId);
  const now = deps.now();
  const found =
    /^\d{1,15}$/.test(rawId) && Number.isSafeInteger(id)
      ? await findLiveToken(deps.db, auth.user.id, id, now, idleSince(deps, now))
      : undefined;
  if (!found) throw notFound();
  await verifyPasswordAgain(deps, auth.user, body.current_password, ip);
  await revokeAccessToken(deps.db, found.id, now);
  deps.userEvents.tokensRevoked(auth.user.id);
}

/**
 * POST user-settings/sessions/logout-others: every login of the caller but this one ends, once the
 * password asked again matches (as endSession).
 */
export async function endOtherSessions(
  deps: Deps,
  auth: Authenticated,
  body: EndSessionsBody,
  ip: string,
): Promise<void> {
  await verifyPasswordAgain(deps, auth.user, body.current_password, ip);
  await revokeUserTokens(deps.db, auth.user.id, deps.now(), auth.tokenId);
  deps.userEvents.tokensRevoked(auth.user.id);
}

/**
 * POST admin/users/{id}/logout: every login of the user ends; the user's activity log shows how
 * many were live and which operator ended them (like the operator's ID review).
 */
export async function endAllSessionsOf(deps: Deps, userId: number, adminId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const live = await countLiveTokens(trx, userId, now, idleSince(deps, now));
    await revokeUserTokens(trx, userId, now);
    const subject = { userId, actorId: adminId, entity: 'user', entityId: userId };
    await recordChanges(trx, subject, [{ field: 'sessions', from: live, to: 0 }], now);
  });
  deps.userEvents.tokensRevoked(userId);
}

/** Account deletion, in its transaction: every login token and password reset link stops working. */
export async function endEveryLogin(db: Db, userId: number, now: Date): Promise<void> {
  await revokeUserTokens(db, userId, now);
  await invalidatePasswordResets(db, userId, now);
}
