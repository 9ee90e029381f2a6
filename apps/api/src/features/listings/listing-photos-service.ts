import type { Listing, Photo } from '@gazda/contracts/listings';
import type { Deps } from '../../deps';
import { AppError, validation } from '../../errors';
import { recordChanges, recordEvent } from '../activity-log/activity-log-service';
import { listingSubject } from './listing-activity';
import { listingResource, ownListing } from './listing-service';
import { lockListing, updateListing } from './listings-repository';
import { presentPhoto } from '../photos/photo-presenter';
import { processPhoto } from '../photos/photo-processing';
import { removeStoredFiles, storeListingPhoto } from '../photos/photo-storage';
import {
  deletePhoto as deletePhotoRow,
  insertPhoto,
  listingPhotos,
  setPhotoPositions,
} from './listing-photos-repository';
import { uploadError } from '../../http/upload-errors';

// What other features read of the listings' photos (ADR 0018): the public listing pages.
export { listingPhotos, photosOf, type PhotoRow } from './listing-photos-repository';

const MAX_PHOTOS = 40;

const photoNotFound = () => new AppError('photo_not_found');

/**
 * Checks and re-encodes the file (photo-processing.ts), stores it, and appends it to the
 * listing's photos (the first one is the cover). Logged as a created `photo`.
 */
export async function uploadPhoto(
  deps: Deps,
  userId: number,
  listingId: number,
  file: Buffer,
): Promise<Photo> {
  const listing = await ownListing(deps.db, userId, listingId);
  if ((await listingPhotos(deps.db, listingId)).length >= MAX_PHOTOS) throw uploadError('too_many');
  const processed = await processPhoto(file);
  const stored = await storeListingPhoto(deps.storage, listingId, processed).catch(
    (err: unknown) => {
      deps.log.error({ err }, 'storing a photo failed');
      throw uploadError('failed');
    },
  );
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockListing(trx, listingId);
      await ownListing(trx, userId, listingId);
      const photos = await listingPhotos(trx, listingId);
      if (photos.length >= MAX_PHOTOS) throw uploadError('too_many');
      const row = await insertPhoto(trx, {
        listing_id: listingId,
        ...stored,
        width: processed.width,
        height: processed.height,
        position: photos.length,
        created_at: now,
      });
      const photo = presentPhoto(row);
      await recordEvent(
        trx,
        listingSubject(listing, userId, 'photo', row.id),
        { kind: 'created', value: photo.url },
        now,
      );
      await updateListing(trx, listingId, {}, now);
      return photo;
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, [stored.path, stored.thumb_path]);
    throw error;
  }
}

/** PUT photos/order: exactly the listing's photo ids, each once, in the new order. */
export async function reorderPhotos(
  deps: Deps,
  userId: number,
  listingId: number,
  ids: number[],
): Promise<Listing> {
  const listing = await ownListing(deps.db, userId, listingId);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockListing(trx, listingId);
    await ownListing(trx, userId, listingId);
    const current = (await listingPhotos(trx, listingId)).map((p) => p.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw validation({ ids: ['listings.photo_order_mismatch'] });
    await setPhotoPositions(trx, listingId, ids);
    await updateListing(trx, listingId, {}, now);
    await recordChanges(
      trx,
      listingSubject(listing, userId),
      [{ field: 'photo_order', from: current, to: ids }],
      now,
    );
    return listingResource(trx, listingId);
  });
}

/**
 * Removes a photo and its files; the others close up (the next one becomes the cover). A listing
 * in review or published keeps at least one photo.
 */
export async function removePhoto(
  deps: Deps,
  userId: number,
  listingId: number,
  photoId: number,
): Promise<void> {
  const listing = await ownListing(deps.db, userId, listingId);
  const now = deps.now();
  const removed = await deps.db.transaction().execute(async (trx) => {
    await lockListing(trx, listingId);
    const photos = await listingPhotos(trx, listingId);
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw photoNotFound();
    const { status } = await ownListing(trx, userId, listingId);
    if (photos.length === 1 && status !== 'draft')
      throw validation({ photo: ['listings.last_photo'] });
    await deletePhotoRow(trx, photo.id);
    await setPhotoPositions(
      trx,
      listingId,
      photos.filter((p) => p.id !== photo.id).map((p) => p.id),
    );
    await updateListing(trx, listingId, {}, now);
    await recordEvent(
      trx,
      listingSubject(listing, userId, 'photo', photo.id),
      { kind: 'deleted', value: presentPhoto(photo).url },
      now,
    );
    return photo;
  });
  await removeStoredFiles(deps.storage, [removed.path, removed.thumb_path]);
}
