import type { Db } from '../../db/database';

/** A listing a guest may ask about: listed and not deleted (anything else reads as not found). */
export async function askableListing(
  db: Db,
  id: number,
): Promise<{ id: number; owner_id: number } | undefined> {
  const row = await db
    .selectFrom('listings')
    .select(['id', 'owner_id'])
    .where('id', '=', id)
    .where('status', '=', 'listed')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { id: Number(row.id), owner_id: Number(row.owner_id) };
}

/** Who a digest goes to: their address, language, name and mail preferences. */
export async function recipientOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'lang', 'mail_preferences', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
