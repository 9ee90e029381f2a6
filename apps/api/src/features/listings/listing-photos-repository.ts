import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ListingPhotosTable } from '../../db/schema';

/**
 * Queries on `listing_photos`, the listings' photos (the picture pipeline that makes the files is
 * photos/). `position` 0 is the cover; positions stay 0..n-1.
 */

export type PhotoRow = Selectable<ListingPhotosTable>;

export async function photosOf(db: Db, listingIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const map = new Map<number, PhotoRow[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return map;
  const rows = await db
    .selectFrom('listing_photos')
    .selectAll()
    .where('listing_id', 'in', listingIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) map.get(row.listing_id)?.push(row);
  return map;
}

export async function listingPhotos(db: Db, listingId: number): Promise<PhotoRow[]> {
  return (await photosOf(db, [listingId])).get(listingId) ?? [];
}

export function insertPhoto(
  db: Db,
  photo: Omit<PhotoRow, 'id' | 'created_at'> & { created_at: Date },
): Promise<PhotoRow> {
  return db.insertInto('listing_photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

export async function deletePhoto(db: Db, id: number): Promise<void> {
  await db.deleteFrom('listing_photos').where('id', '=', id).execute();
}

/** Sets positions 0..n-1 in the order of `ids` (all of them photos of the listing). */
export async function setPhotoPositions(db: Db, listingId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('listing_photos')
      .set({ position })
      .where('id', '=', id)
      .where('listing_id', '=', listingId)
      .execute();
  }
}
