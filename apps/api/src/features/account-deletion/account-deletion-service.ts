import type { AccountDeletion, DeleteAccountBody } from '@gazda/contracts/account-deletion';
import {
  accountDeletionMachine,
  type AccountStatus,
} from '@gazda/domain/state-machines/account-deletion';
import { nextStatus } from '@gazda/domain/state-machines/machine';
import type { UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { transactionWithMails, type TransactionMails } from '../../mail/mail-transaction';
import { AppError, notFound } from '../../errors';
import { recordChanges } from '../activity-log/activity-log-service';
import { endEveryLogin } from '../auth/sessions-service';
import { verifyPasswordAgain } from '../throttle/password-guesses';
import { eraseGovernmentId, removeIdPicturesOf } from '../government-id/government-id-service';
import { erasePayouts } from '../payouts/payouts-service';
import { UPLOADS_URL } from '../photos/photo-presenter';
import { removeStoredFiles } from '../photos/photo-storage';
import { findUserById, lockUser, updateUser } from '../account/user-service';
import { queueDeletionMail } from './account-deletion-mails';
import {
  claimDueDeletion,
  deleteUserDetails,
  pendingDeletions,
  unlistOwnerListings,
} from './account-deletion-repository';

/**
 * A request is completed at most this long after it was made (docs/rules/product.md §9: 24 hours).
 */
const DELETION_DEADLINE_MS = 24 * 3_600_000;
/**
 * The job completes a request once it has waited this long: the operator has a day's window to
 * look at open stays and payouts (and may complete it earlier), and the job still meets 24 hours.
 */
const DELETION_JOB_AFTER_MS = 23 * 3_600_000;

function accountStatus(
  user: Pick<UserRow, 'deleted_at' | 'deletion_requested_at'>,
): AccountStatus {
  if (user.deleted_at) return 'deleted';
  return user.deletion_requested_at ? 'deletion_requested' : 'active';
}

export function presentDeletion(user: UserRow): AccountDeletion {
  const requested = user.deletion_requested_at;
  return {
    status: requested ? 'deletion_requested' : 'active',
    requested_at: requested?.toISOString() ?? null,
    due_at: requested ? new Date(requested.getTime() + DELETION_DEADLINE_MS).toISOString() : null,
  };
}

/**
 * POST delete-account: the password must match (422 on `password`, throttled as the login:
 * verifyPasswordAgain); the request is recorded once (asking again answers the same pending
 * request, without another mail).
 */
export async function requestDeletion(
  deps: Deps,
  user: UserRow,
  body: DeleteAccountBody,
  ip: string,
): Promise<AccountDeletion> {
  await verifyPasswordAgain(deps, user, body.password, ip, 'password');
  const now = deps.now();
  const result = await transactionWithMails(deps, async (trx, mails) => {
    await lockUser(trx, user.id);
    const fresh = await findUserById(trx, user.id);
    if (!fresh) throw notFound();
    const next = nextStatus(
      accountDeletionMachine,
      accountStatus(fresh),
      'request_deletion',
      'owner',
    );
    if (!next.ok) return { user: fresh, changed: false };
    const updated = await updateUser(trx, user.id, { deletion_requested_at: now }, now);
    await recordChanges(
      trx,
      { userId: user.id, actorId: user.id, entity: 'user', entityId: user.id },
      [{ field: 'account_status', from: 'active', to: next.to }],
      now,
    );
    await queueDeletionMail(mails, updated, 'requested');
    return { user: updated, changed: true };
  });
  if (result.changed) deps.userEvents.userUpdated(user.id);
  return presentDeletion(result.user);
}

export async function pendingDeletionList(deps: Deps, query: { page: number; per_page: number }) {
  const { rows, total } = await pendingDeletions(deps.db, {
    page: query.page,
    perPage: query.per_page,
  });
  const data = rows.map((row) => ({
    user_id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    requested_at: row.deletion_requested_at.toISOString(),
    due_at: new Date(row.deletion_requested_at.getTime() + DELETION_DEADLINE_MS).toISOString(),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

type Erased = { before: UserRow; files: string[] };

/**
 * Erases one account inside the caller's transaction (the user's row already locked): names,
 * e-mail (an anonymous unique address), password, phone, avatar, account details, ID pictures,
 * payout methods (those used by bookings keep only type and mask); every token and reset link
 * revoked; listed and in-review listings unlisted. Reservations and inquiries are not touched:
 * they keep their codes, quotes and totals. Logged with the operator (or nobody: the job). The
 * last mail, to the address the account had, is queued with it.
 */
async function eraseAccount(
  mails: TransactionMails,
  before: UserRow,
  actorId: number | null,
  now: Date,
): Promise<Erased> {
  const { db } = mails;
  const next = nextStatus(
    accountDeletionMachine,
    accountStatus(before),
    'complete_deletion',
    actorId === null ? 'system' : 'admin',
  );
  if (!next.ok) throw new AppError(next.error);
  const id = before.id;
  await updateUser(
    db,
    id,
    {
      first_name: '',
      last_name: '',
      email: `deleted-${id}@deleted.invalid`,
      // Not a hash the verifier accepts: no password opens this account again.
      password_hash: '!deleted',
      phone: null,
      avatar_url: null,
      id_verified_at: null,
      government_id_status: 'not_uploaded',
      notifications: false,
      roles: [],
      verification_resent_at: null,
      pending_email: null,
      deleted_at: now,
    },
    now,
  );
  await deleteUserDetails(db, id);
  const id_row = await eraseGovernmentId(db, id);
  await erasePayouts(db, id, now);
  await endEveryLogin(db, id, now);
  for (const listing of await unlistOwnerListings(db, id, now)) {
    await recordChanges(
      db,
      { userId: id, actorId, entity: 'listing', entityId: listing.id, listingId: listing.id },
      [{ field: 'status', from: listing.status, to: 'unlisted' }],
      now,
    );
  }
  await recordChanges(
    db,
    { userId: id, actorId, entity: 'user', entityId: id },
    [{ field: 'account_status', from: 'deletion_requested', to: next.to }],
    now,
  );
  await queueDeletionMail(mails, before, 'completed');
  return { before, files: id_row ? [id_row.front_path, id_row.back_path] : [] };
}

/** After the commit: the open sockets are dropped (their tokens were revoked), the files go. */
async function afterErase(deps: Deps, erased: Erased): Promise<void> {
  deps.userEvents.tokensRevoked(erased.before.id);
  await removeIdPicturesOf(deps.storage, erased.files);
  // The avatar is a public file (uploads/avatars/… in the storage): it goes too.
  const avatar = erased.before.avatar_url;
  if (avatar?.startsWith(`${UPLOADS_URL}/`))
    await removeStoredFiles(deps.storage, [avatar.slice(UPLOADS_URL.length + 1)]);
  deps.userEvents.userUpdated(erased.before.id);
}

/** POST admin/users/{id}/complete-deletion: only a pending request (else 409; no user 404). */
export async function completeDeletion(deps: Deps, adminId: number, userId: number): Promise<void> {
  const now = deps.now();
  const erased = await transactionWithMails(deps, async (trx, mails) => {
    await lockUser(trx, userId);
    const user = await findUserById(trx, userId);
    if (!user || user.deleted_at) throw notFound();
    return eraseAccount(mails, user, adminId, now);
  });
  await afterErase(deps, erased);
}

/**
 * The scheduled job: every request asked at least 23 hours ago is completed, one transaction
 * each, claimed `for update skip locked` so that several processes never take the same one.
 */
export async function runAccountDeletions(
  deps: Deps,
  options: { limit?: number } = {},
): Promise<number[]> {
  const done: number[] = [];
  const limit = options.limit ?? 50;
  while (done.length < limit) {
    const now = deps.now();
    const cutoff = new Date(now.getTime() - DELETION_JOB_AFTER_MS);
    const erased = await transactionWithMails(deps, async (trx, mails) => {
      const id = await claimDueDeletion(trx, cutoff);
      if (id === null) return null;
      const user = await findUserById(trx, id);
      return user ? eraseAccount(mails, user, null, now) : null;
    });
    if (!erased) break;
    await afterErase(deps, erased);
    done.push(erased.before.id);
  }
  return done;
}
