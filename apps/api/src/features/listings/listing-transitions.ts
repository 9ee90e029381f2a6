import { stepsByCategory, type Listing } from '@gazda/contracts/listings';
import { listingMachine, type ListingAction } from '@gazda/domain/state-machines/listing';
import { nextStatus, type Role } from '@gazda/domain/state-machines/machine';
import type { MessageKey } from '@gazda/i18n/catalog';
import type { Deps } from '../../deps';
import { transactionWithMails, type TransactionMails } from '../../mail/mail-transaction';
import { apartmentNotFound, AppError, validation } from '../../errors';
import { recordChanges } from '../activity-log/activity-log-service';
import { requireReadyHost } from '../account/host-readiness-service';
import { findAccessibleListing } from './listing-access-repository';
import { listingSubject } from './listing-activity';
import { listingResource } from './listing-service';
import { lockListing, updateListing, type ListingUpdate } from './listings-repository';

/** The 409 text of each refused action, in the caller's language. */
export const refusedMessage: Record<ListingAction, MessageKey> = {
  submit: 'listings.conflict.submit',
  request_review: 'listings.conflict.request_review',
  deactivate: 'listings.conflict.deactivate',
  activate: 'listings.conflict.activate',
  approve: 'listings.conflict.approve',
  request_fix: 'listings.conflict.request_fix',
  delete_request: 'listings.conflict.delete',
  confirm_delete: 'listings.conflict.delete',
  delete_draft: 'listings.conflict.delete_draft',
};

/** Actions that put a listing (back) into review: every step must be complete. */
const NEEDS_COMPLETE: ReadonlySet<ListingAction> = new Set([
  'submit',
  'request_review',
  'activate',
]);

type TransitionRequest = {
  listingId: number;
  action: ListingAction;
  role: Extract<Role, 'owner' | 'admin'>;
  actorId: number;
  /** Other columns the step sets (approved_at, approve errors…). */
  columns?: (now: Date) => ListingUpdate;
  /** The mails the step sends, queued in its transaction (the review's outcome). */
  mails?: (mails: TransactionMails) => Promise<void>;
};

/**
 * Every status change of a listing: the owner's own listing (or, for an admin, any live one) →
 * 404; the machine of docs/rules/decisions.md §3 refuses → 409 with the action's message; moving
 * into review with incomplete steps → 422 `errors.steps` naming them, by a host who is not ready
 * (no verified e-mail, phone or payout method) → 409 `host_not_ready` naming those; else the new
 * status, logged as a `status` change by the actor. Runs under a row lock so two clicks cannot both pass.
 */
export async function transitionListing(deps: Deps, request: TransitionRequest): Promise<Listing> {
  const now = deps.now();
  const { listing, ownerId } = await transactionWithMails(deps, async (trx, mails) => {
    await lockListing(trx, request.listingId);
    const owner = request.role === 'owner' ? request.actorId : null;
    const row = await findAccessibleListing(trx, request.listingId, owner);
    if (!row) throw apartmentNotFound();
    const next = nextStatus(listingMachine, row.status, request.action, request.role);
    if (!next.ok) throw new AppError(next.error, { messageKey: refusedMessage[request.action] });

    if (NEEDS_COMPLETE.has(request.action)) {
      const listing = await listingResource(trx, row.id);
      const incomplete = stepsByCategory[listing.category].filter(
        (step) => !listing.completed_steps.includes(step),
      );
      if (incomplete.length > 0)
        throw validation({ steps: incomplete.map((step) => `listings.step.${step}` as const) });
      // A listing goes live only for a host guests can book (domain/host-readiness.ts): the
      // reviewer would otherwise list a listing whose bookings reach nobody and pay nowhere.
      await requireReadyHost(trx, row.owner_id, {
        audience: 'host',
        messageKey: 'listings.conflict.host_not_ready',
      });
    }

    await updateListing(trx, row.id, { status: next.to, ...request.columns?.(now) }, now);
    await recordChanges(
      trx,
      listingSubject(row, request.actorId),
      [{ field: 'status', from: row.status, to: next.to }],
      now,
    );
    await request.mails?.(mails);
    return { listing: await listingResource(trx, row.id), ownerId: row.owner_id };
  });
  // The owner's user (its listings' statuses, counts) changed: tell their realtime channel.
  deps.userEvents.userUpdated(ownerId);
  return listing;
}
