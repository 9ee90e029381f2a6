import type { LoginBody } from '@gazda/contracts/auth';
import type { User } from '@gazda/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { AlongsideRead } from '../../db/alongside';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { validation } from '../../errors';
import type { Authenticated, FindLogin } from '../../plugins/request-context';
import { findUserByEmail, userResource } from '../account/user-service';
import {
  deleteAccessToken,
  insertAccessToken,
  revokeAccessToken,
  touchAccessToken,
} from './auth-repository';
import {
  countFailedGuess,
  forgetFailedGuesses,
  refuseWhileGuessing,
} from '../throttle/password-guesses';
import { verifyNothing, verifyPassword } from '../../crypto/passwords';
import { tokenBatchOf } from './token-batch';
import { newSecretToken, sha256Hex } from '../../crypto/tokens';

/** last_used_at is written at most this often per token: one write a minute, not one a request. */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export type Session = { token: string; user: User };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read the route needs on every call (e.g. a version of what it keeps), made by the same
     * statement as the bearer token: one round trip instead of two. Built from the path only; its
     * value is given to the route only once the token is accepted.
     */
    readAlongsideAuth?: (request: FastifyRequest) => AlongsideRead;
  }
}

/** A new login token of TOKEN_TTL_DAYS for the user (password and social login). */
export async function issueToken(
  deps: Deps,
  db: Db,
  userId: number,
  client: string,
): Promise<string> {
  const { token, hash } = newSecretToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.config.tokenTtlDays * DAY_MS);
  await insertAccessToken(
    db,
    { user_id: userId, token_hash: hash, name: client.slice(0, 200), expires_at: expires },
    now,
  );
  return token;
}

export async function login(
  deps: Deps,
  body: LoginBody,
  ip: string,
  client: string,
): Promise<Session> {
  const key = `${body.email.toLowerCase()}|${ip}`;
  // Per e-mail and IP, and per IP (password-guesses.ts): only failures count.
  await refuseWhileGuessing(deps, key, ip);
  const user = await findUserByEmail(deps.db, body.email);
  const valid = user
    ? await verifyPassword(user.password_hash, body.password)
    : await verifyNothing(body.password);
  if (!user || !valid) {
    await countFailedGuess(deps, key, ip);
    throw validation({ email: ['validation.credentials'] });
  }
  await forgetFailedGuesses(deps, key);
  const token = await issueToken(deps, deps.db, user.id, client);
  return { token, user: await userResource(deps.db, user) };
}

export async function logout(deps: Deps, auth: Authenticated): Promise<void> {
  await revokeAccessToken(deps.db, auth.tokenId, deps.now());
  deps.userEvents.tokensRevoked(auth.user.id);
}

/**
 * The user behind a bearer token, or null. A token unused for TOKEN_IDLE_DAYS is refused like an
 * expired one and deleted; last_used_at is written at most once a minute. `alongside` is read in
 * the same statement (findActiveTokens, shared by the requests of one turn: token-batch.ts) and
 * given back as `also`.
 */
export async function authenticate(
  deps: Deps,
  token: string,
  alongside?: AlongsideRead,
): Promise<(Authenticated & { also: unknown }) | null> {
  const now = deps.now();
  const found = await tokenBatchOf(deps).find(sha256Hex(token), alongside);
  if (!found) return null;
  const lastUsed = (found.token.last_used_at ?? found.token.created_at).getTime();
  if (now.getTime() - lastUsed >= deps.config.tokenIdleDays * DAY_MS) {
    await deleteAccessToken(deps.db, found.token.id);
    return null;
  }
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS)
    await touchAccessToken(deps.db, found.token.id, now);
  return { user: found.user, tokenId: found.token.id, also: found.also };
}

/** The request context's login lookup (plugins/request-context.ts): the bearer token's user. */
export function findLogin(deps: Deps): FindLogin {
  return (token, request) =>
    authenticate(deps, token, request.routeOptions.config.readAlongsideAuth?.(request));
}
