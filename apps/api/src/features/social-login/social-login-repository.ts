import type { Db } from '../../db/database';
import type { SocialProvider, UserRow } from '../../db/schema';

/** Queries on social_accounts and social_login_states. */

export async function insertLoginState(
  db: Db,
  row: {
    state_hash: string;
    provider: SocialProvider;
    nonce: string;
    code_verifier: string;
    redirect_url: string | null;
    expires_at: Date;
  },
  now: Date,
): Promise<void> {
  // Old, never finished flows go at the same time.
  await db.deleteFrom('social_login_states').where('expires_at', '<=', now).execute();
  await db.insertInto('social_login_states').values(row).execute();
}

/** Deletes and returns the flow: a state is used once, and only before it expires. */
export async function takeLoginState(
  db: Db,
  stateHash: string,
  provider: SocialProvider,
  now: Date,
) {
  const row = await db
    .deleteFrom('social_login_states')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.provider !== provider || row.expires_at.getTime() <= now.getTime())
    return undefined;
  return row;
}

export async function findSocialUser(
  db: Db,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_accounts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .where('s.provider', '=', provider)
    .where('s.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertSocialAccount(
  db: Db,
  row: { user_id: number; provider: SocialProvider; subject: string; email: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({ ...row, created_at: now, last_login_at: now })
    .execute();
}

export async function touchSocialAccount(
  db: Db,
  provider: SocialProvider,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('social_accounts')
    .set({ last_login_at: now })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .execute();
}
