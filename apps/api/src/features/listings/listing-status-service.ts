import { localDateAt } from '@gazda/domain/dates';
import type { Listing } from '@gazda/contracts/listings';
import { listingMachine } from '@gazda/domain/state-machines/listing';
import { nextStatus } from '@gazda/domain/state-machines/machine';
import type { ListingRow, ListingStatus, UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { apartmentNotFound, AppError, validation } from '../../errors';
import { recordEvent } from '../activity-log/activity-log-service';
import { signingKey } from '../secrets/signing-key';
import { findAccessibleListing } from './listing-access-repository';
import { listingSubject } from './listing-activity';
import { deleteLinkValid } from './listing-delete-link';
import { sendDeleteConfirmMail } from './listing-mails';
import { ownListing } from './listing-service';
import { refusedMessage, transitionListing } from './listing-transitions';
import { flagFutureReservations, lockListing, updateListing } from './listings-repository';

// What the operator's review (admin-listings/) uses of this slice (ADR 0018).
export { queueReviewMail } from './listing-mails';
export { transitionListing } from './listing-transitions';

export type OwnerAction = 'submit' | 'request_review' | 'deactivate' | 'activate';

/**
 * The owner's status steps (docs/rules/decisions.md §3). Submitting, asking for review again and
 * activating all queue the listing for review: `submitted_at` is the time it (re-)entered the
 * queue. The reviewer's errors stay visible until an approval clears them.
 */
export function ownerTransition(
  deps: Deps,
  userId: number,
  listingId: number,
  action: OwnerAction,
): Promise<Listing> {
  const queued = action === 'deactivate' ? undefined : (now: Date) => ({ submitted_at: now });
  return transitionListing(deps, {
    listingId,
    action,
    role: 'owner',
    actorId: userId,
    columns: queued,
  });
}

/** Mails the owner a signed link; the listing is unchanged until it is confirmed. */
export async function requestDelete(deps: Deps, owner: UserRow, listingId: number): Promise<void> {
  const row = await ownListing(deps.db, owner.id, listingId);
  const next = nextStatus(listingMachine, row.status, 'delete_request', 'owner');
  if (!next.ok) throw new AppError(next.error, { messageKey: refusedMessage.delete_request });
  sendDeleteConfirmMail(deps, owner, row);
}

/** The owner confirms with the mailed link's values: the listing is soft-deleted (softDelete). */
export async function confirmDelete(
  deps: Deps,
  userId: number,
  listingId: number,
  link: { expires: number; signature: string },
): Promise<void> {
  const row = await ownListing(deps.db, userId, listingId);
  const parts = { listingId: row.id, ownerId: row.owner_id, expires: link.expires };
  const now = deps.now();
  if (!deleteLinkValid(await signingKey(deps.db), parts, link.signature, now))
    throw validation({ signature: ['listings.delete_link_invalid'] });
  const next = nextStatus(listingMachine, row.status, 'confirm_delete', 'owner');
  if (!next.ok) throw new AppError(next.error, { messageKey: refusedMessage.confirm_delete });
  await softDelete(deps, row, userId, next.to);
}

/**
 * DELETE panel/ads/{id}: a draft (never submitted, so nobody saw it) is deleted at once, after the
 * panel's own confirmation, without the mailed link (issue #26 item 5); any other status → 409.
 */
export async function deleteDraft(deps: Deps, userId: number, listingId: number): Promise<void> {
  const row = await ownListing(deps.db, userId, listingId);
  const next = nextStatus(listingMachine, row.status, 'delete_draft', 'owner');
  if (!next.ok) throw new AppError(next.error, { messageKey: refusedMessage.delete_draft });
  await softDelete(deps, row, userId, next.to);
}

/**
 * The listing is soft-deleted (status deleted, deleted_at) and disappears from every list and call
 * (they answer 404). Its stays still ahead are flagged for the operator, who contacts the guests
 * (docs/rules/decisions.md §3); they keep their nights.
 */
async function softDelete(deps: Deps, row: ListingRow, userId: number, to: ListingStatus) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockListing(trx, row.id);
    // A second click, a moment later, finds it gone.
    if (!(await findAccessibleListing(trx, row.id, userId))) throw apartmentNotFound();
    await updateListing(trx, row.id, { status: to, deleted_at: now }, now);
    const flagged = await flagFutureReservations(
      trx,
      row.id,
      localDateAt(now.getTime(), row.time_zone),
      now,
    );
    await recordEvent(
      trx,
      listingSubject(row, userId),
      {
        kind: 'deleted',
        value: {
          status: row.status,
          name: { sr: row.name_sr, en: row.name_en },
          flagged_reservations: flagged,
        },
      },
      now,
    );
  });
  // One apartment fewer (apartmentCount): the owner's panel hears it through UserUpdated.
  deps.userEvents.userUpdated(userId);
}
