import type { Db } from '../../db/database';

/** Queries of account deletion: the pending requests and the erasing of one user's data. */

/** Pending requests (asked, not yet completed), oldest first. */
export async function pendingDeletions(
  db: Db,
  query: { page: number; perPage: number },
): Promise<{
  rows: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    deletion_requested_at: Date;
  }[];
  total: number;
}> {
  const base = db
    .selectFrom('users')
    .where('deletion_requested_at', 'is not', null)
    .where('deleted_at', 'is', null);
  const rows = await base
    .select(['id', 'first_name', 'last_name', 'email', 'deletion_requested_at'])
    .orderBy('deletion_requested_at', 'asc')
    .orderBy('id', 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((r) => ({ ...r, deletion_requested_at: r.deletion_requested_at! })),
    total: Number(count.total),
  };
}

/**
 * Claims one request asked at or before `cutoff`, locked until the transaction ends; `skip
 * locked` lets another process take the next one, so each request is completed once.
 */
export async function claimDueDeletion(db: Db, cutoff: Date): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('deletion_requested_at', '<=', cutoff)
    .where('deleted_at', 'is', null)
    .orderBy('deletion_requested_at', 'asc')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Listings of the owner that are live or in review → unlisted; returns their earlier status. */
export async function unlistOwnerListings(
  db: Db,
  ownerId: number,
  now: Date,
): Promise<{ id: number; status: string }[]> {
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'status'])
    .where('owner_id', '=', ownerId)
    .where('status', 'in', ['listed', 'pending', 'pending_fix'])
    .forUpdate()
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('listings')
    .set({ status: 'unlisted', updated_at: now })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows;
}

export async function deleteUserDetails(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_details').where('user_id', '=', userId).execute();
  // Stored answers of repeated bookings (features/idempotency) hold the person's name.
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}
