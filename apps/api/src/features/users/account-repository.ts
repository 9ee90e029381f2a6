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

/**
 * hasUserDetails of the User: the details of the account's current type are all there
 * (individual: JMBG, city, street and number; business: PIB, MB, business name).
 */
export async function hasCompleteDetails(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_details', 'user_details.user_id', 'users.id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('users.account_type', '=', 'individual'),
          eb('user_details.jmbg', 'is not', null),
          eb('user_details.city', 'is not', null),
          eb('user_details.street_and_number', 'is not', null),
        ]),
        eb.and([
          eb('users.account_type', '=', 'business'),
          eb('user_details.pib', 'is not', null),
          eb('user_details.mb', 'is not', null),
          eb('user_details.business_name', 'is not', null),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
