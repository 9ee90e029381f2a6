import { localDateAt } from '@gazda/domain/dates';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import { apartmentNotFound } from '../../errors';
import { findAccessibleListing } from '../listings/listing-access-repository';

/** A path's `{id}`: digits only, else NaN (which no listing has). */
export function pathId(value: string): number {
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The ownership check of every calendar call: the caller's own, live listing, else 404
 * `Apartment not found` (never the other user's data). Pass a transaction to read it inside one.
 */
export async function requireOwnListing(
  db: Db,
  listingId: number,
  userId: number,
): Promise<ListingRow> {
  const listing = await findAccessibleListing(db, listingId, userId);
  if (!listing) throw apartmentNotFound();
  return listing;
}

/** Today in the listing's time zone (Europe/Belgrade by default): the first day of its calendar. */
export function listingToday(listing: Pick<ListingRow, 'time_zone'>, now: Date): string {
  return localDateAt(now.getTime(), listing.time_zone);
}
