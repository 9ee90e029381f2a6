import type { Db } from '../../db/database';

type ListingOwner = { id: number; first_name: string; last_name: string; email: string };

/** The owners of listings, by user id. */
export async function ownersById(db: Db, ids: number[]): Promise<Map<number, ListingOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
