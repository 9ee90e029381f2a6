import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';

/**
 * The one ownership check of every listing and calendar call: the listing, if it exists, is not
 * deleted and belongs to `userId`. Anything else is null, which callers answer with 404
 * `Apartment not found` (docs/rules/decisions.md §7: another user's object answers 404, never its
 * data). An admin acting as operator passes `userId: null` to reach any live listing.
 */
export async function findAccessibleListing(
  db: Db,
  listingId: number,
  userId: number | null,
): Promise<ListingRow | null> {
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return null;
  let query = db
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', listingId)
    .where('deleted_at', 'is', null);
  if (userId !== null) query = query.where('owner_id', '=', userId);
  return (await query.executeTakeFirst()) ?? null;
}
