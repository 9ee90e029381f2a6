import type {
  AdminGovernmentId,
  GovernmentId,
  GovernmentIdSide,
} from '@gazda/contracts/government-id';
import type { User } from '@gazda/contracts/user';
import {
  governmentIdMachine,
  type GovernmentIdAction,
} from '@gazda/domain/state-machines/government-id';
import { nextStatus } from '@gazda/domain/state-machines/machine';
import type { Db } from '../../db/database';
import type { GovernmentIdRow, UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Storage } from '../../storage/storage';
import { transactionWithMails } from '../../mail/mail-transaction';
import { AppError, notFound, validation, type FieldErrorIds } from '../../errors';
import { HIDDEN, recordChanges } from '../activity-log/activity-log-service';
import { MAX_EDGE, reencodeImage, type ImageRules } from '../photos/photo-processing';
import { uploadError } from '../../http/upload-errors';
import { findUserById, lockUser, updateUser, userResource } from '../account/user-service';
import { queueReviewMail } from './government-id-mails';
import {
  deleteGovernmentId,
  findGovernmentId,
  governmentIdQueue,
  updateGovernmentId,
  upsertGovernmentId,
} from './government-id-repository';
import { removeIdPictures, storeIdPicture } from './government-id-storage';

/** JPG or PNG by content (no WebP, PDF or SVG), at least 400×300, kept up to 2560 px. */
const idRules = (field: GovernmentIdSide): ImageRules => ({
  accept: ['jpeg', 'png'],
  minLongEdge: 400,
  minShortEdge: 300,
  maxEdge: MAX_EDGE,
  wrongType: 'wrong_type_id',
  field,
});

const SIDES = ['front', 'back'] as const;
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function pictureUrl(row: GovernmentIdRow, side: GovernmentIdSide): string {
  // The version changes with every upload, so a client's cache of the old picture is not reused.
  return `/api/government-id/${row.user_id}/${side}?v=${row.uploaded_at.getTime()}`;
}

function presentGovernmentId(user: UserRow, row: GovernmentIdRow | undefined): GovernmentId {
  return {
    status: user.government_id_status,
    verified_at: iso(user.id_verified_at),
    rejection_reason:
      user.government_id_status === 'rejected' ? (row?.rejection_reason ?? null) : null,
    uploaded_at: iso(row?.uploaded_at),
    front_url: row ? pictureUrl(row, 'front') : null,
    back_url: row ? pictureUrl(row, 'back') : null,
  };
}

export async function governmentIdOf(deps: Deps, user: UserRow): Promise<GovernmentId> {
  return presentGovernmentId(user, await findGovernmentId(deps.db, user.id));
}

export type IdFiles = Partial<Record<GovernmentIdSide, Buffer>>;

/** Each given side re-encoded; every side's problem reported at once, per field. */
async function reencodeSides(files: IdFiles): Promise<Partial<Record<GovernmentIdSide, Buffer>>> {
  const out: Partial<Record<GovernmentIdSide, Buffer>> = {};
  const fieldErrors: FieldErrorIds = {};
  let other: unknown = null;
  for (const side of SIDES) {
    const file = files[side];
    if (!file) continue;
    try {
      out[side] = (await reencodeImage(file, idRules(side))).image;
    } catch (error) {
      if (error instanceof AppError && error.fieldErrors)
        Object.assign(fieldErrors, error.fieldErrors);
      else other ??= error;
    }
  }
  if (other) throw other;
  if (Object.keys(fieldErrors).length > 0) throw validation(fieldErrors);
  return out;
}

function refuseUpload(status: UserRow['government_id_status']): void {
  if (!nextStatus(governmentIdMachine, status, 'upload', 'owner').ok)
    throw new AppError('government_id_verified');
}

/**
 * POST government-id: both sides on the first upload; afterwards (under review or rejected) one
 * side may be replaced alone. Pictures re-encoded (no metadata), stored privately, then the row
 * and the User's status change in one transaction → under_review. A verified ID answers 409.
 */
export async function uploadGovernmentId(
  deps: Deps,
  user: UserRow,
  files: IdFiles,
): Promise<GovernmentId> {
  refuseUpload(user.government_id_status);
  const existing = await findGovernmentId(deps.db, user.id);
  const missing = SIDES.filter((side) => !files[side] && !existing);
  if (missing.length > 0 || (!files.front && !files.back)) {
    const sides = missing.length > 0 ? missing : SIDES;
    throw validation(Object.fromEntries(sides.map((side) => [side, ['validation.required']])));
  }
  const images = await reencodeSides(files);
  const stored: Partial<Record<GovernmentIdSide, string>> = {};
  try {
    for (const side of SIDES) {
      const image = images[side];
      if (image) stored[side] = await storeIdPicture(deps.storage, user.id, image);
    }
  } catch (err) {
    deps.log.error({ err }, 'storing an ID picture failed');
    await removeIdPictures(deps.storage, Object.values(stored));
    throw uploadError('failed');
  }

  const now = deps.now();
  let replaced: string[] = [];
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      const fresh = await findUserById(trx, user.id);
      if (!fresh) throw notFound();
      refuseUpload(fresh.government_id_status);
      const before = await findGovernmentId(trx, user.id);
      const front = stored.front ?? before?.front_path;
      const back = stored.back ?? before?.back_path;
      if (!front || !back)
        throw validation({ [front ? 'back' : 'front']: ['validation.required'] });
      const row = await upsertGovernmentId(trx, {
        user_id: user.id,
        front_path: front,
        back_path: back,
        status: 'under_review',
        uploaded_at: now,
        reviewed_at: null,
        reviewer_id: null,
        rejection_reason: null,
      });
      const updated = await updateUser(
        trx,
        user.id,
        { government_id_status: 'under_review', id_verified_at: null },
        now,
      );
      const subject = {
        userId: user.id,
        actorId: user.id,
        entity: 'government_id',
        entityId: user.id,
      };
      await recordChanges(
        trx,
        subject,
        [
          { field: 'status', from: fresh.government_id_status, to: 'under_review' },
          ...SIDES.filter((side) => stored[side]).map((side) => ({
            field: side,
            from: HIDDEN,
            to: HIDDEN,
          })),
        ],
        now,
      );
      replaced = [before?.front_path, before?.back_path].filter(
        (path): path is string => Boolean(path) && path !== front && path !== back,
      );
      return presentGovernmentId(updated, row);
    });
    await removeIdPictures(deps.storage, replaced);
    deps.userEvents.userUpdated(user.id);
    return result;
  } catch (error) {
    await removeIdPictures(deps.storage, Object.values(stored));
    throw error;
  }
}

/** The stored file of one side, for its owner or an admin; anybody else gets 404. */
export async function pictureFor(
  deps: Deps,
  viewer: UserRow,
  userId: number,
  side: GovernmentIdSide,
): Promise<string> {
  const isOwner = viewer.id === userId;
  if (!isOwner && !viewer.roles.includes('Admin')) throw notFound();
  const row = await findGovernmentId(deps.db, userId);
  if (!row) throw notFound();
  return side === 'front' ? row.front_path : row.back_path;
}

export async function reviewQueue(
  deps: Deps,
  query: { status: GovernmentIdRow['status']; page: number; per_page: number },
) {
  const { rows, total } = await governmentIdQueue(deps.db, {
    status: query.status,
    page: query.page,
    perPage: query.per_page,
  });
  const data: AdminGovernmentId[] = rows.map((row) => ({
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    status: row.status,
    uploaded_at: row.uploaded_at.toISOString(),
    reviewed_at: iso(row.reviewed_at),
    rejection_reason: row.rejection_reason,
    front_url: pictureUrl(row, 'front'),
    back_url: pictureUrl(row, 'back'),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}

/**
 * An operator's verify or reject: the machine decides (only an ID under review; else 409), the
 * row and the User's summary change together, logged with the operator as actor; after the
 * commit the owner gets a mail in their language and a realtime UserUpdated.
 */
export async function reviewGovernmentId(
  deps: Deps,
  adminId: number,
  userId: number,
  action: Extract<GovernmentIdAction, 'verify' | 'reject'>,
  reason: string | null,
): Promise<User> {
  const now = deps.now();
  const user = await transactionWithMails(deps, async (trx, mails) => {
    await lockUser(trx, userId);
    const owner = await findUserById(trx, userId);
    const row = await findGovernmentId(trx, userId);
    if (!owner || owner.deleted_at || !row) throw notFound();
    const next = nextStatus(governmentIdMachine, row.status, action, 'admin');
    if (!next.ok || next.to === 'not_uploaded')
      throw new AppError('government_id_not_under_review');
    await updateGovernmentId(trx, userId, {
      status: next.to,
      reviewed_at: now,
      reviewer_id: adminId,
      rejection_reason: action === 'reject' ? reason : null,
    });
    const updated = await updateUser(
      trx,
      userId,
      { government_id_status: next.to, id_verified_at: next.to === 'verified' ? now : null },
      now,
    );
    const subject = { userId, actorId: adminId, entity: 'government_id', entityId: userId };
    await recordChanges(
      trx,
      subject,
      [
        { field: 'status', from: row.status, to: next.to },
        ...(action === 'reject'
          ? [{ field: 'rejection_reason', from: row.rejection_reason, to: reason }]
          : []),
      ],
      now,
    );
    await queueReviewMail(
      deps,
      mails,
      updated,
      next.to === 'verified' ? 'verified' : 'rejected',
      reason,
    );
    return updated;
  });
  deps.userEvents.userUpdated(userId);
  return userResource(deps.db, user);
}

/**
 * Account deletion, in its transaction: the user's ID row goes, and is answered so that its
 * pictures can go after the commit (removeIdPicturesOf).
 */
export function eraseGovernmentId(db: Db, userId: number): Promise<GovernmentIdRow | undefined> {
  return deleteGovernmentId(db, userId);
}

/** Account deletion, after the commit: the erased ID's pictures leave the storage. */
export function removeIdPicturesOf(storage: Storage, paths: string[]): Promise<void> {
  return removeIdPictures(storage, paths);
}
