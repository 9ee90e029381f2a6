import { localDateAt } from '@gazda/domain/dates';
import type { Db } from '../../db/database';
import type { ListingRow } from '../../db/schema';
import { apartmentNotFound } from '../../errors';
import { findAccessibleListing } from '../listings/listing-service';

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

/** A bracket no daylight-saving jump is shorter than: the date changes at most once within it. */
const DAY_SCAN_STEP_MS = 15 * 60_000;

/**
 * The first instant (epoch ms) after `now` at which the listing's today is another date: its next
 * local midnight, found from the zone's own rules (a 15-minute scan, then halving to the
 * millisecond), daylight-saving days included.
 */
export function nextLocalDayAt(listing: Pick<ListingRow, 'time_zone'>, now: Date): number {
  const today = listingToday(listing, now);
  const isToday = (t: number) => localDateAt(t, listing.time_zone) === today;
  let before = now.getTime();
  let after = before + DAY_SCAN_STEP_MS;
  while (isToday(after)) {
    before = after;
    after += DAY_SCAN_STEP_MS;
  }
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (isToday(middle)) before = middle;
    else after = middle;
  }
  return after;
}
