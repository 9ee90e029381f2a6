import type { MailCategory, User } from '@gazda/contracts/user';
import type { Db } from '../../db/database';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';
import * as mailPreferences from './mail-preferences';
import { presentUser } from './user-presenter';
import * as users from './users-repository';

/*
 * The account as other features use it: the User answer and the reads and writes of `users` they
 * need, each a thin call of users-repository.ts (ADR 0018: a feature meets another through its
 * service). `db` may be a transaction.
 */

/** The User answer for a users row: the row plus the counts and details of one more statement. */
export async function userResource(db: Db, row: UserRow): Promise<User> {
  const { counts, details } = await users.userExtras(db, row.id);
  return presentUser(row, counts, details);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return users.findUserById(db, id);
}

/** E-mails are compared lowercased, as they are stored. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return users.findUserByEmail(db, email);
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return users.insertUser(db, user);
}

export function updateUser(db: Db, id: number, changes: UserUpdate, now: Date): Promise<UserRow> {
  return users.updateUser(db, id, changes, now);
}

/** Row lock on the user until the transaction ends: serialises per-user rules across processes. */
export function lockUser(db: Db, id: number): Promise<void> {
  return users.lockUser(db, id);
}

/** Sets email_verified_at once: undefined when it was already set (a verify link is single use). */
export function markEmailVerified(db: Db, id: number, now: Date): Promise<UserRow | undefined> {
  return users.markEmailVerified(db, id, now);
}

/** True when no verification mail went out since `since`, and claims the next one. */
export function claimVerificationResend(
  db: Db,
  id: number,
  now: Date,
  since: Date,
): Promise<boolean> {
  return users.claimVerificationResend(db, id, now, since);
}

export function verificationResentAt(db: Db, id: number): Promise<Date | null> {
  return users.verificationResentAt(db, id);
}

/** Whether a user with these stored preferences (users.mail_preferences) gets this category. */
export function wantsMail(stored: unknown, category: MailCategory): boolean {
  return mailPreferences.wantsMail(stored, category);
}
