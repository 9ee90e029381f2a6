import type { LoginBody, RegisterBody } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import type { Locale } from '@gazda/i18n/locales';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { tooManyAttempts, validation } from '../../errors';
import { recentHits, recordHit } from '../throttle/throttle-repository';
import { userResource } from '../users/user-service';
import { findUserByEmail, insertUser } from '../users/users-repository';
import { sendVerificationMail } from './auth-mails';
import {
  clearLoginFailures,
  findActiveToken,
  insertAccessToken,
  revokeAccessToken,
  touchAccessToken,
} from './auth-repository';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';
import { newSecretToken, sha256Hex } from './tokens';

/** 5 failed logins a minute per e-mail and IP; the 6th attempt answers 429. */
export const LOGIN_MAX_FAILURES = 5;
const LOGIN_WINDOW_MS = 60_000;
const TOUCH_EVERY_MS = 60_000;

export type Session = { token: string; user: User };
export type Authenticated = { user: UserRow; tokenId: number };

async function issueToken(deps: Deps, db: Db, userId: number, client: string): Promise<string> {
  const { token, hash } = newSecretToken();
  const expires = new Date(deps.now().getTime() + deps.config.tokenTtlDays * 86_400_000);
  await insertAccessToken(db, {
    user_id: userId,
    token_hash: hash,
    name: client.slice(0, 200),
    expires_at: expires,
  });
  return token;
}

export async function register(
  deps: Deps,
  body: RegisterBody,
  locale: Locale,
  client: string,
): Promise<Session> {
  const emailTaken = validation({ email: ['validation.email_taken'] });
  if (await findUserByEmail(deps.db, body.email)) throw emailTaken;
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  try {
    const { user, token } = await deps.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        password_hash: passwordHash,
        lang: body.lang ?? locale,
        created_at: now,
        updated_at: now,
      });
      return { user, token: await issueToken(deps, trx, user.id, client) };
    });
    sendVerificationMail(deps, user);
    return { token, user: await userResource(deps.db, user) };
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets 422.
    if (isUniqueViolation(error)) throw emailTaken;
    throw error;
  }
}

export async function login(
  deps: Deps,
  body: LoginBody,
  ip: string,
  client: string,
): Promise<Session> {
  const key = `${body.email.toLowerCase()}|${ip}`;
  const now = deps.now();
  // Only failures count here (a success clears them), so this uses the throttle's rows directly.
  const failures = await recentHits(deps.db, key, new Date(now.getTime() - LOGIN_WINDOW_MS));
  if (failures.count >= LOGIN_MAX_FAILURES && failures.oldest) {
    throw tooManyAttempts((failures.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000);
  }
  const user = await findUserByEmail(deps.db, body.email);
  const valid = user
    ? await verifyPassword(user.password_hash, body.password)
    : await verifyNothing(body.password);
  if (!user || !valid) {
    await recordHit(deps.db, key, now, new Date(now.getTime() - 60 * LOGIN_WINDOW_MS));
    throw validation({ email: ['validation.credentials'] });
  }
  await clearLoginFailures(deps.db, key);
  const token = await issueToken(deps, deps.db, user.id, client);
  return { token, user: await userResource(deps.db, user) };
}

export async function logout(deps: Deps, auth: Authenticated): Promise<void> {
  await revokeAccessToken(deps.db, auth.tokenId, deps.now());
}

/** The user behind a bearer token, or null; last_used_at is written at most once a minute. */
export async function authenticate(deps: Deps, token: string): Promise<Authenticated | null> {
  const now = deps.now();
  const found = await findActiveToken(deps.db, sha256Hex(token), now);
  if (!found) return null;
  const lastUsed = found.token.last_used_at?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS)
    await touchAccessToken(deps.db, found.token.id, now);
  return { user: found.user, tokenId: found.token.id };
}
