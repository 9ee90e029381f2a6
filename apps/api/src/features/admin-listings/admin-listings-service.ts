import type { AdminListing, Listing } from '@gazda/contracts/listings';
import type { ListingStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import { listingsInStatus, presentListings } from '../listings/listing-service';
import { queueReviewMail, transitionListing } from '../listings/listing-status-service';
import { ownersById } from './admin-listings-repository';

/** The review queue (and other statuses): oldest submission first, each with its owner. */
export async function listingQueue(
  deps: Deps,
  query: { status: ListingStatus; page: number; per_page: number },
) {
  const { rows, total } = await listingsInStatus(deps.db, query.status, query.page, query.per_page);
  const listings = await presentListings(deps.db, rows);
  const owners = await ownersById(
    deps.db,
    rows.map((r) => r.owner_id),
  );
  const data: AdminListing[] = listings.map((listing, i) => {
    const row = rows[i]!;
    return {
      ...listing,
      owner: owners.get(row.owner_id)!,
      submitted_at: row.submitted_at?.toISOString() ?? null,
    };
  });
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

/** pending → listed: live on the site; the reviewer's earlier errors are cleared; owner mailed. */
export async function approveListing(
  deps: Deps,
  adminId: number,
  listingId: number,
): Promise<Listing> {
  const listing = await transitionListing(deps, {
    listingId,
    action: 'approve',
    role: 'admin',
    actorId: adminId,
    columns: (now) => ({ approved_at: now, approve_errors_sr: null, approve_errors_en: null }),
    mails: (mails) => queueReviewMail(deps, mails, listingId, 'approved'),
  });
  return listing;
}

/** pending → pending_fix with what to fix, in both languages (shown and mailed in the owner's). */
export async function requestListingFix(
  deps: Deps,
  adminId: number,
  listingId: number,
  errors: { sr: string; en: string },
): Promise<Listing> {
  const listing = await transitionListing(deps, {
    listingId,
    action: 'request_fix',
    role: 'admin',
    actorId: adminId,
    columns: () => ({ approve_errors_sr: errors.sr, approve_errors_en: errors.en }),
    mails: (mails) => queueReviewMail(deps, mails, listingId, 'fix'),
  });
  return listing;
}
