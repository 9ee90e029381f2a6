import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from '../../crypto/passwords';
import { findUserByEmail, insertUser, updateUser } from '../account/user-service';

const ADMIN_ROLE = 'Admin';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: makes sure that account exists, is an Admin, is verified and has
 * that password. Runs at every start; changes nothing when all of that already holds.
 */
export async function ensureAdminAccount(
  db: Db,
  admin: { email: string; password: string },
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    await insertUser(db, {
      first_name: 'Admin',
      last_name: 'Gazda',
      email: admin.email,
      password_hash: await hashPassword(admin.password),
      roles: [ADMIN_ROLE],
      email_verified_at: now,
    });
    return 'created';
  }
  const passwordOk = await verifyPassword(existing.password_hash, admin.password);
  const isAdmin = existing.roles.includes(ADMIN_ROLE);
  if (passwordOk && isAdmin && existing.email_verified_at) return 'unchanged';
  await updateUser(
    db,
    existing.id,
    {
      roles: isAdmin ? existing.roles : [...existing.roles, ADMIN_ROLE],
      password_hash: passwordOk ? existing.password_hash : await hashPassword(admin.password),
      email_verified_at: existing.email_verified_at ?? now,
    },
    now,
  );
  return 'updated';
}
