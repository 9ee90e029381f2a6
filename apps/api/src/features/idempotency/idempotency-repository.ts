import type { Db } from '../../db/database';
import type { IdempotencyKeyRow } from '../../db/schema';

/* Queries of idempotency_keys (0015-idempotency-keys); the rules are idempotency-service.ts's. */

export type KeyClaim = { userId: number; key: string; route: string; requestHash: string };

/**
 * The claim: inserts the pending row in a statement of its own (committed at once, so another
 * process sees it), or nothing when the user's key is taken. The row's id, else null.
 */
export async function claimKey(db: Db, claim: KeyClaim, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      route: claim.route,
      request_hash: claim.requestHash,
      created_at: now,
    })
    .onConflict((c) => c.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findKey(
  db: Db,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the answer on the claim `id` (none when the claim was taken over meanwhile). */
export async function finishKey(db: Db, id: number, status: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body: JSON.stringify(body) })
    .where('id', '=', id)
    .where('status', 'is', null)
    .execute();
}

/**
 * Removes the row `id`: a released claim, an expired row, or (`pendingOnly`) an abandoned claim,
 * which stays when its answer came in meanwhile.
 */
export async function removeKey(db: Db, id: number, pendingOnly = false): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('id', '=', id)
    .$if(pendingOnly, (q) => q.where('status', 'is', null))
    .execute();
}

/** Removes the rows created before `before`; their number. */
export async function removeKeysBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
