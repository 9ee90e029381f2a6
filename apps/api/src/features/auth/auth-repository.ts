import { sql } from 'kysely';
import type { AlongsideKind } from '../../db/alongside';
import type { Db } from '../../db/database';
import type { AccessTokenRow, PasswordResetRow, UserRow } from '../../db/schema';

/** Queries on access tokens, password resets and login failures. Only hashes are stored. */

/** A new token counts as used at `now` (its idle time starts when it is issued). */
export async function insertAccessToken(
  db: Db,
  token: { user_id: number; token_hash: string; name: string; expires_at: Date },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('access_tokens')
    .values({ ...token, created_at: now, last_used_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type ActiveToken = Pick<AccessTokenRow, 'id' | 'created_at' | 'last_used_at'>;

/** The users columns that hold a point in time (the pg driver and PGlite give them as Date). */
type UserTimestampColumn = {
  [K in keyof UserRow]-?: unknown extends UserRow[K] // jsonb: any value, not a timestamp
    ? never
    : Date extends NonNullable<UserRow[K]>
      ? K
      : never;
}[keyof UserRow];
const USER_TIMESTAMPS = [
  'email_verified_at',
  'id_verified_at',
  'verification_resent_at',
  'email_change_sent_at',
  'deletion_requested_at',
  'deleted_at',
  'created_at',
  'updated_at',
] as const satisfies readonly UserTimestampColumn[];
// A timestamp column added to users and not listed above fails to compile here.
const everyTimestampListed: Exclude<
  UserTimestampColumn,
  (typeof USER_TIMESTAMPS)[number]
> extends never
  ? true
  : never = true;
void everyTimestampListed;

/**
 * The user row as `row_to_json` wrote it: one text column instead of twenty, which the driver
 * decodes far faster (its per-column work was a fifth of an authenticated request, issue #9).
 * JSON has no dates, so the timestamp columns become Date again; everything else (jsonb, text[],
 * booleans, numbers) reads as the driver would read it. A test holds the result to `selectAll()`.
 */
function userFromJson(text: string): UserRow {
  const user = JSON.parse(text) as Record<string, unknown>;
  for (const column of USER_TIMESTAMPS) {
    const value = user[column];
    if (typeof value === 'string') user[column] = new Date(value);
  }
  return user as UserRow;
}

export type FoundToken = { token: ActiveToken; user: UserRow };

/**
 * The live tokens among `tokenHashes` (neither revoked nor expired) with their users, by hash,
 * and what `alongside` asks for, by kind: one statement for any number of tokens and reads, so a
 * batch of requests costs one round trip (token-batch.ts). Whether a token has been idle too long
 * is the caller's rule (session-service.ts `authenticate`). The reads alongside change nothing of
 * which tokens are found; they are read only when a token is.
 */
export async function findActiveTokens(
  db: Db,
  tokenHashes: readonly string[],
  now: Date,
  alongside: ReadonlyMap<AlongsideKind, readonly number[]> = new Map(),
): Promise<{ tokens: Map<string, FoundToken>; also: Map<AlongsideKind, Record<string, unknown>> }> {
  const kinds = [...alongside];
  // A plain SQL text: the query builder took ~20 µs a request to build this constant statement,
  // on every authenticated request (issue #9); the template costs ~2 µs. Its text only changes
  // with the kinds read alongside, so each variant stays one prepared statement (pg-pool.ts).
  const extra = sql.join(
    kinds.map(([kind, ids], i) => sql`, ${kind.column(ids)} as ${sql.ref(`also_${i}`)}`),
    sql``,
  );
  const { rows } = await sql<
    {
      token_hash: string;
      user_json: string;
      token_id: number;
      token_created_at: Date;
      token_last_used_at: Date | null;
    } & Record<`also_${number}`, Record<string, unknown> | null>
  >`select t.token_hash, row_to_json(u)::text as user_json, t.id as token_id,
         t.created_at as token_created_at, t.last_used_at as token_last_used_at${extra}
      from access_tokens t join users u on u.id = t.user_id
     where t.token_hash = any(${[...tokenHashes]}::text[]) and t.revoked_at is null
       and t.expires_at > ${now}`.execute(db);
  const tokens = new Map<string, FoundToken>();
  for (const row of rows) {
    tokens.set(row.token_hash, {
      token: {
        id: row.token_id,
        created_at: row.token_created_at,
        last_used_at: row.token_last_used_at,
      },
      user: userFromJson(row.user_json),
    });
  }
  const also = new Map<AlongsideKind, Record<string, unknown>>();
  const first = rows[0];
  if (first) kinds.forEach(([kind], i) => also.set(kind, first[`also_${i}`] ?? {}));
  return { tokens, also };
}

/** An idle token is not kept revoked: nothing needs it any more (TOKEN_IDLE_DAYS). */
export async function deleteAccessToken(db: Db, id: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', id).execute();
}

export async function touchAccessToken(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function revokeAccessToken(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of the user, except `keepId` when given. */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  now: Date,
  keepId?: number,
): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { user_id: number; token_hash: string; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('password_resets').values(reset).execute();
}

export function lastPasswordResetAt(
  db: Db,
  userId: number,
): Promise<{ created_at: Date } | undefined> {
  return db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Marks the matching unused, unexpired reset as used and returns it. One conditional UPDATE, so
 * a token works exactly once even when two requests race.
 */
export function consumePasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | undefined> {
  return db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Other outstanding reset links of the user stop working once the password was reset. */
export async function invalidatePasswordResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function findUsablePasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<Pick<PasswordResetRow, 'id'> | undefined> {
  return db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
