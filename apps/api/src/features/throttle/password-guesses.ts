import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { tooManyAttempts, validation } from '../../errors';
import { verifyPassword } from '../../crypto/passwords';
import { clearHits, recentHits, recordHit } from './throttle-repository';

/*
 * Every password typed to the server is a guess an attacker could repeat: the login's, and the
 * one asked again before a sensitive change (ASVS 7.5.2). Both count failures the same way, in
 * the throttle's table (only failures; a success clears the account's): per account and IP, and
 * per IP whatever the account, the IP's budget shared by the login and the asking again.
 */

/** 5 failed passwords a minute per account and IP; the 6th attempt answers 429. */
const LOGIN_MAX_FAILURES = 5;
const LOGIN_WINDOW_MS = 60_000;
/**
 * LOGIN_FAILURES_PER_IP failed passwords in this window from one IP, whatever the accounts
 * (credential stuffing over many addresses), and that IP's next attempt answers 429.
 */
const LOGIN_IP_WINDOW_MS = 10 * 60_000;

const ipKey = (ip: string) => `login-ip|${ip}`;

/** 429 with Retry-After while the IP, or this account from this IP, failed too often. */
export async function refuseWhileGuessing(deps: Deps, accountKey: string, ip: string) {
  await refuseWhenFailed(deps, ipKey(ip), deps.config.loginFailuresPerIp, LOGIN_IP_WINDOW_MS);
  await refuseWhenFailed(deps, accountKey, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
}

export async function countFailedGuess(deps: Deps, accountKey: string, ip: string) {
  const now = deps.now();
  const pruneBefore = new Date(now.getTime() - 60 * LOGIN_WINDOW_MS);
  await recordHit(deps.db, accountKey, now, pruneBefore);
  await recordHit(deps.db, ipKey(ip), now, pruneBefore);
}

/** A right password clears the account's failures, never the IP's. */
export async function forgetFailedGuesses(deps: Deps, accountKey: string) {
  await clearHits(deps.db, accountKey);
}

/** 429 with Retry-After when `limit` failures under `key` fall within the window. */
async function refuseWhenFailed(deps: Deps, key: string, limit: number, windowMs: number) {
  const now = deps.now();
  const failures = await recentHits(deps.db, key, new Date(now.getTime() - windowMs));
  if (failures.count >= limit && failures.oldest) {
    throw tooManyAttempts((failures.oldest.getTime() + windowMs - now.getTime()) / 1000);
  }
}

/**
 * The password asked again before a change of password or e-mail, ending logins or deleting the
 * account: throttled as the login is (so past the limit even the right one answers 429), then
 * checked; a wrong one is a 422 on `field` and an `auth.password_again_failed` security event
 * (plugins/security-events.ts: the 429 is `auth.throttled` there). Only the user's id and the IP
 * are logged, never the password.
 */
export async function verifyPasswordAgain(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
  ip: string,
  field: 'current_password' | 'password' = 'current_password',
): Promise<void> {
  const key = `password-again|${user.id}|${ip}`;
  await refuseWhileGuessing(deps, key, ip);
  if (await verifyPassword(user.password_hash, password)) {
    await forgetFailedGuesses(deps, key);
    return;
  }
  await countFailedGuess(deps, key, ip);
  const event = 'auth.password_again_failed';
  deps.log.warn({ event, userId: user.id, ip }, event);
  throw validation({ [field]: ['validation.current_password'] });
}
