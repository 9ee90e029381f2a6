import type { Db } from '../../db/database';

/**
 * Hits of one throttle key since a moment. The rows live in `login_failures` (key, occurred_at):
 * the login throttle's table, shared by every limit; keys carry a prefix so they never collide.
 */
export async function recentHits(
  db: Db,
  key: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('occurred_at').as('oldest')])
    .where('key', '=', key)
    .where('occurred_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function recordHit(db: Db, key: string, now: Date, pruneBefore: Date): Promise<void> {
  await db.insertInto('login_failures').values({ key, occurred_at: now }).execute();
  // Old rows are useless; clearing them here keeps the table small without a scheduled job.
  await db.deleteFrom('login_failures').where('occurred_at', '<', pruneBefore).execute();
}

/** Forgets a key's hits (a right password clears the account's failures). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
