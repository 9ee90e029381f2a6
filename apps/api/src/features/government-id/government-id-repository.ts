import type { Db } from '../../db/database';
import type { GovernmentIdRow, GovernmentIdsTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';

/** Queries on `government_ids` (one row per user: the current pictures and their review). */

export function findGovernmentId(db: Db, userId: number): Promise<GovernmentIdRow | undefined> {
  return db
    .selectFrom('government_ids')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the user's row or replaces its pictures and review columns. */
export async function upsertGovernmentId(
  db: Db,
  row: Insertable<GovernmentIdsTable>,
): Promise<GovernmentIdRow> {
  const { user_id: _userId, ...changes } = row;
  return db
    .insertInto('government_ids')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateGovernmentId(
  db: Db,
  userId: number,
  changes: Updateable<GovernmentIdsTable>,
): Promise<GovernmentIdRow> {
  return db
    .updateTable('government_ids')
    .set(changes)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the user's row (account deletion) and returns it, so its files can go too. */
export function deleteGovernmentId(db: Db, userId: number): Promise<GovernmentIdRow | undefined> {
  return db
    .deleteFrom('government_ids')
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

type QueueRow = GovernmentIdRow & { first_name: string; last_name: string; email: string };

/** The operator's queue for one status: oldest upload first, with whose ID it is. */
export async function governmentIdQueue(
  db: Db,
  query: { status: GovernmentIdRow['status']; page: number; perPage: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const base = db
    .selectFrom('government_ids')
    .innerJoin('users', 'users.id', 'government_ids.user_id')
    .where('government_ids.status', '=', query.status)
    .where('users.deleted_at', 'is', null);
  const rows = await base
    .selectAll('government_ids')
    .select(['users.first_name', 'users.last_name', 'users.email'])
    .orderBy('government_ids.uploaded_at', 'asc')
    .orderBy('government_ids.user_id', 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}
