import {
  stepsByCategory,
  type CategoryConst,
  type Listing,
  type ListingListQuery,
  type PatchListingBody,
} from '@gazda/contracts/listings';
import type { Db } from '../../db/database';
import type { ListingRow, ListingStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import { apartmentNotFound, notFound, validation } from '../../errors';
import { recordChanges, recordEvent } from '../activity-log/activity-log-service';
import { photosOf } from './listing-photos-repository';
import { categoryRowByConst } from '../reference-data/reference-data-service';
import { findAccessibleListing } from './listing-access-repository';
import { listingChanges, listingSubject } from './listing-activity';
import { presentListing } from './listing-presenter';
import { stepColumns } from './listing-step-columns';
import { extraGuestAdjustment, stepRuleErrors } from './listing-step-rules';
import {
  countApartments,
  findListings,
  insertListing,
  loadListing,
  lockListing,
  replaceTags,
  tagIdsOf,
  updateListing,
  type ListingRecord,
} from './listings-repository';

// The ownership check other features share (ADR 0018): the caller's live listing, or none.
export { findAccessibleListing } from './listing-access-repository';

/** The listing `userId` owns, or 404 `Apartment not found` (also for deleted and unknown ids). */
export async function ownListing(db: Db, userId: number, listingId: number): Promise<ListingRow> {
  const row = await findAccessibleListing(db, listingId, userId);
  if (!row) throw apartmentNotFound();
  return row;
}

/**
 * A listing the caller may READ: the owner's own, or any live listing for an Admin (the review
 * queue opens the panel's form with `viewAsAdmin`). Writes keep using `ownListing`: an admin's
 * PATCH, submit or photo call on another's listing is still 404.
 */
export async function readableListing(
  db: Db,
  user: { id: number; roles: readonly string[] },
  listingId: number,
): Promise<ListingRow> {
  const asAdmin = user.roles.includes('Admin');
  const row = await findAccessibleListing(db, listingId, asAdmin ? null : user.id);
  if (!row) throw apartmentNotFound();
  return row;
}

/** Listings with their tags and photos, in the order given. */
export async function presentListings(db: Db, rows: ListingRecord[]): Promise<Listing[]> {
  const ids = rows.map((r) => r.id);
  const tags = await tagIdsOf(db, ids);
  const photos = await photosOf(db, ids);
  return rows.map((r) => presentListing(r, tags.get(r.id) ?? [], photos.get(r.id) ?? []));
}

export async function listingResource(db: Db, listingId: number): Promise<Listing> {
  const [listing] = await presentListings(db, [await loadListing(db, listingId)]);
  return listing!;
}

/** POST panel/ads: a draft of the category, owned by the caller; logged as created. */
export async function createListing(
  deps: Deps,
  userId: number,
  category: CategoryConst,
): Promise<Listing> {
  const row = await categoryRowByConst(deps.db, category);
  if (!row) throw notFound();
  const now = deps.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const listing = await insertListing(trx, userId, row.id, now);
    await recordEvent(
      trx,
      listingSubject(listing, userId),
      { kind: 'created', value: { category } },
      now,
    );
    return listingResource(trx, listing.id);
  });
  // apartmentCount may have changed: the panel's navigation follows through UserUpdated.
  deps.userEvents.userUpdated(userId);
  return created;
}

/** The caller's listings, optionally of one category (`categoryConst` of the path wins). */
export async function listOwnListings(
  deps: Deps,
  userId: number,
  query: ListingListQuery,
  categoryConst?: string,
) {
  const wanted = categoryConst ?? query.category;
  const category = wanted === undefined ? null : await categoryRowByConst(deps.db, wanted);
  if (wanted !== undefined && !category) throw notFound();
  const { rows, total } = await findListings(deps.db, {
    ownerId: userId,
    categoryId: category?.id,
    status: query.status,
    search: query.search,
    page: query.page,
    perPage: query.per_page,
    order: 'newest',
  });
  return {
    data: await presentListings(deps.db, rows),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

/**
 * PATCH panel/ads/{id}: one step, validated by its schema (route) and by the rules that need the
 * listing or the database (here). The status does not change: a listed listing stays listed.
 * Every changed field is logged with its old and new value.
 */
export async function patchListing(
  deps: Deps,
  userId: number,
  listingId: number,
  body: PatchListingBody,
): Promise<Listing> {
  await ownListing(deps.db, userId, listingId);
  const now = deps.now();
  const { after, firstSave } = await deps.db.transaction().execute(async (trx) => {
    await lockListing(trx, listingId);
    // Deleted a moment ago by another request: the same 404.
    await ownListing(trx, userId, listingId);
    const record = await loadListing(trx, listingId);
    if (!stepsByCategory[record.category].includes(body.step))
      throw validation({ step: ['listings.step_not_applicable'] });
    const errors = await stepRuleErrors(trx, record, body);
    if (Object.keys(errors).length > 0) throw validation(errors);

    const { columns, tagIds } = stepColumns(body, now);
    // Accepting the terms again keeps the first acceptance time.
    if (body.step === 'terms' && record.terms_accepted_at) delete columns.terms_accepted_at;
    if (body.step === 'property')
      Object.assign(columns, extraGuestAdjustment(record, body.max_guests));

    const before = await listingResource(trx, listingId);
    await updateListing(trx, listingId, columns, now);
    if (tagIds) await replaceTags(trx, listingId, tagIds);
    const after = await listingResource(trx, listingId);
    await recordChanges(trx, listingSubject(record, userId), listingChanges(before, after), now);
    // An untouched draft (db/sql-filters.ts touchedListingSql) starts to count with this save.
    const firstSave = before.status === 'draft' && !before.name.sr && !before.name.en;
    return { after, firstSave };
  });
  if (firstSave) deps.userEvents.userUpdated(userId);
  return after;
}

/** One page of every owner's listings in a status, oldest submission first (the review queue). */
export function listingsInStatus(
  db: Db,
  status: ListingStatus,
  page: number,
  perPage: number,
): Promise<{ rows: ListingRecord[]; total: number }> {
  return findListings(db, { ownerId: null, status, page, perPage, order: 'oldest_submitted' });
}

/** How many live apartments the user has (the dashboard's count). */
export function apartmentCount(db: Db, userId: number): Promise<number> {
  return countApartments(db, userId);
}
