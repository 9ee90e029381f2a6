import type { User } from '@gazda/contracts/user';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { recordChanges } from '../activity-log/activity-log-service';
import { UPLOADS_URL } from '../photos/photo-presenter';
import { reencodeImage, type ImageRules } from '../photos/photo-processing';
import { removeStoredFiles, storeAvatar } from '../photos/photo-storage';
import { uploadError } from '../../http/upload-errors';
import { userResource } from './user-service';
import { findUserById, lockUser, updateUser } from './users-repository';

/** A profile picture is shown small: 100 px is enough to start from, 512 px is all we keep. */
const AVATAR_RULES: ImageRules = {
  accept: ['jpeg', 'png', 'webp'],
  minLongEdge: 100,
  minShortEdge: 100,
  maxEdge: 512,
  wrongType: 'wrong_type',
  field: 'avatar',
};

/** The stored path (relative to DATA_DIR/uploads) of an avatar URL of ours, else null. */
function storedPath(url: string | null): string | null {
  const prefix = `${UPLOADS_URL}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

async function reencode(file: Buffer): Promise<Buffer> {
  try {
    return (await reencodeImage(file, AVATAR_RULES)).image;
  } catch (error) {
    // upload.too_small names the 400 × 300 of listing photos; an avatar has its own minimum.
    if (error instanceof AppError && error.code === 'upload_too_small') {
      throw new AppError('upload_too_small', {
        messageKey: 'account.avatar.too_small',
        fieldErrors: { avatar: ['account.avatar.too_small'] },
      });
    }
    throw error;
  }
}

/**
 * POST user-settings/avatar: checks and re-encodes the picture (no metadata survives), stores it
 * under a new random name, points the user at it and then removes the previous file.
 */
export async function uploadAvatar(deps: Deps, userId: number, file: Buffer): Promise<User> {
  const image = await reencode(file);
  const path = await storeAvatar(deps.storage, userId, image).catch((err: unknown) => {
    deps.log.error({ err }, 'storing an avatar failed');
    throw uploadError('failed', 'avatar');
  });
  const url = `${UPLOADS_URL}/${path}`;
  const now = deps.now();
  const { previous, updated } = await deps.db
    .transaction()
    .execute(async (trx) => {
      await lockUser(trx, userId);
      const before = await findUserById(trx, userId);
      const row = await updateUser(trx, userId, { avatar_url: url }, now);
      await recordChanges(
        trx,
        { userId, actorId: userId, entity: 'user', entityId: userId },
        [{ field: 'avatar', from: before?.avatar_url ?? null, to: url }],
        now,
      );
      return { previous: before?.avatar_url ?? null, updated: row };
    })
    .catch(async (error: unknown) => {
      await removeStoredFiles(deps.storage, [path]);
      throw error;
    });
  const old = storedPath(previous);
  if (old) await removeStoredFiles(deps.storage, [old]);
  deps.userEvents.userUpdated(userId);
  return userResource(deps.db, updated);
}
