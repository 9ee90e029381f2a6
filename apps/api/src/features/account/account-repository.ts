import type { Db } from '../../db/database';
import type { UserDetailsRow } from '../../db/schema';

/** Queries on `user_details` (0008-account-details): one row per user. */

export type DetailsValues = Omit<UserDetailsRow, 'user_id' | 'updated_at'>;

export function findUserDetails(db: Db, userId: number): Promise<UserDetailsRow | undefined> {
  return db.selectFrom('user_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveUserDetails(
  db: Db,
  userId: number,
  values: DetailsValues,
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_details')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}
