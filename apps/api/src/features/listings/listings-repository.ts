import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { touchedListingSql } from '../../db/sql-filters';
import type { CategoryConst, ListingRow, ListingStatus, ListingsTable } from '../../db/schema';

/**
 * Queries on `listings` and `listing_tags`, and the flag a deletion puts on the listing's stays.
 * Ownership is checked by listing-access-repository.
 */

export type ListingRecord = ListingRow & { category: CategoryConst };
export type ListingUpdate = Omit<Updateable<ListingsTable>, 'id' | 'owner_id' | 'category_id'>;

function withCategory(db: Db) {
  return db
    .selectFrom('listings')
    .innerJoin('categories', 'categories.id', 'listings.category_id')
    .selectAll('listings')
    .select('categories.const as category');
}

export async function loadListing(db: Db, id: number): Promise<ListingRecord> {
  return withCategory(db).where('listings.id', '=', id).executeTakeFirstOrThrow();
}

export function insertListing(
  db: Db,
  ownerId: number,
  categoryId: number,
  now: Date,
): Promise<ListingRow> {
  return db
    .insertInto('listings')
    .values({ owner_id: ownerId, category_id: categoryId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateListing(
  db: Db,
  id: number,
  changes: ListingUpdate,
  now: Date,
): Promise<void> {
  await db
    .updateTable('listings')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Row lock until the transaction ends: one writer at a time per listing (photo positions, status). */
export async function lockListing(db: Db, id: number): Promise<void> {
  // A path id that is no bigint (NaN, 1e20) locks nothing; the lookup after it answers 404.
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await db.selectFrom('listings').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

type ListingFilter = {
  ownerId: number | null;
  categoryId?: number;
  status?: ListingStatus;
  search?: string;
  page: number;
  perPage: number;
  /** The review queue: oldest submission first; else newest listing first. */
  order: 'newest' | 'oldest_submitted';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live (not deleted) listings matching the filter, one page of them, and how many match. */
export async function findListings(
  db: Db,
  filter: ListingFilter,
): Promise<{ rows: ListingRecord[]; total: number }> {
  let query = withCategory(db).where('listings.deleted_at', 'is', null);
  if (filter.ownerId !== null)
    query = query
      .where('listings.owner_id', '=', filter.ownerId)
      .where(touchedListingSql('listings'));
  if (filter.categoryId !== undefined)
    query = query.where('listings.category_id', '=', filter.categoryId);
  if (filter.status !== undefined) query = query.where('listings.status', '=', filter.status);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('listings.name_sr', 'ilike', pattern), eb('listings.name_en', 'ilike', pattern)]),
    );
  }
  const total = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const ordered =
    filter.order === 'newest'
      ? query.orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc')
      : query.orderBy('listings.submitted_at', 'asc').orderBy('listings.id', 'asc');
  const rows = await ordered
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { rows, total: Number(total.count) };
}

export async function tagIdsOf(db: Db, listingIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return map;
  const rows = await db
    .selectFrom('listing_tags')
    .innerJoin('tags', 'tags.id', 'listing_tags.tag_id')
    .select(['listing_tags.listing_id', 'listing_tags.tag_id'])
    .where('listing_tags.listing_id', 'in', listingIds)
    .orderBy('tags.position')
    .orderBy('tags.id')
    .execute();
  for (const row of rows) map.get(row.listing_id)?.push(row.tag_id);
  return map;
}

export async function replaceTags(db: Db, listingId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom('listing_tags').where('listing_id', '=', listingId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('listing_tags')
    .values(tagIds.map((tag_id) => ({ listing_id: listingId, tag_id })))
    .execute();
}

/** apartmentCount of the User: the user's apartments that are not deleted, in any status. */
export async function countApartments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .innerJoin('categories', 'categories.id', 'listings.category_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('listings.owner_id', '=', userId)
    .where('listings.deleted_at', 'is', null)
    .where('categories.const', '=', 'apartment')
    .where(touchedListingSql('listings'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Flags the listing's stays still ahead (check-out after `today`) that are live, for the
 * operator (docs/rules/decisions.md §3, listing deleted); the ids flagged, for the activity log.
 */
export async function flagFutureReservations(
  db: Db,
  listingId: number,
  today: string,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .updateTable('reservations')
    .set({ operator_flag: 'listing_deleted', flagged_at: now })
    .where('listing_id', '=', listingId)
    .where('check_out', '>', today)
    .where('status', 'in', ['confirmed', 'cancel_requested', 'no_show_reported'])
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
