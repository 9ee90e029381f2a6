import type { Db } from '../../db/database';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';
import { countPayoutMethods } from '../payouts/payouts-repository';
import { hasCompleteDetails } from './account-repository';

/** Queries on `users`. E-mails are compared lowercased, as they are stored. */

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, changes: UserUpdate, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets email_verified_at only the first time; returns the user either way. */
export function markEmailVerified(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims the right to re-send the verification mail: true when none went out since `since`.
 * One conditional UPDATE, so two processes cannot both claim it.
 */
export async function claimVerificationResend(
  db: Db,
  id: number,
  now: Date,
  since: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ verification_resent_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('verification_resent_at', 'is', null), eb('verification_resent_at', '<=', since)]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function verificationResentAt(db: Db, id: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('verification_resent_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.verification_resent_at ?? null;
}

/** Counts the User shape carries besides the row (apartmentCount comes from the listings slice). */
export async function userCounts(db: Db, userId: number) {
  const [payoutsCount, hasUserDetails] = await Promise.all([
    countPayoutMethods(db, userId),
    hasCompleteDetails(db, userId),
  ]);
  return { payoutsCount, apartmentCount: 0, hasUserDetails };
}

/** Row lock on the user until the transaction ends: serialises per-user rules across processes. */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}
