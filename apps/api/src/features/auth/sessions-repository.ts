import type { Db } from '../../db/database';
import type { AccessTokenRow } from '../../db/schema';

/**
 * Reads of a user's live logins (sessions-service.ts). Revoking stays in auth-repository.ts
 * (`revokeAccessToken`, `revokeUserTokens`). A login is live when it is neither revoked nor
 * expired and was used after `idleSince` (TOKEN_IDLE_DAYS, as session-service `authenticate`
 * decides); never the hash.
 */
type LiveToken = Pick<AccessTokenRow, 'id' | 'name' | 'created_at' | 'last_used_at' | 'expires_at'>;

function liveTokens(db: Db, userId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('access_tokens')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', idleSince));
}

/** Newest use first. */
export function listLiveTokens(
  db: Db,
  userId: number,
  now: Date,
  idleSince: Date,
): Promise<LiveToken[]> {
  return liveTokens(db, userId, now, idleSince)
    .select(['id', 'name', 'created_at', 'last_used_at', 'expires_at'])
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The user's own live login `id`, or undefined (someone else's, ended or unknown). */
export function findLiveToken(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  idleSince: Date,
): Promise<{ id: number } | undefined> {
  return liveTokens(db, userId, now, idleSince)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many logins of the user are still live (for the activity entry of an operator's logout). */
export async function countLiveTokens(
  db: Db,
  userId: number,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const row = await liveTokens(db, userId, now, idleSince)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
