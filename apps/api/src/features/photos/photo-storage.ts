import { randomBytes } from 'node:crypto';
import { publicKey, type Storage } from '../../storage/storage';
import type { ProcessedPhoto } from './photo-processing';
import {
  allRenditionPaths,
  renderRendition,
  renditionPath,
  renditionsOf,
  WEBP,
} from './photo-renditions';

/**
 * Listing photos: uploads/listings/{listingId}/{random}.jpg and {random}-thumb.jpg in the
 * storage (DATA_DIR or the bucket). The stored path is relative to uploads/, the served URL is
 * /uploads/{path}; the random name is unguessable, so a draft's photos are not enumerable.
 */

/**
 * `listings/12/0123…ef.jpg` or `…-thumb.jpg`, and avatars `avatars/7/0123…ef.jpg`: the only names
 * the uploads route serves, with the photos' WebP renditions `…-w480.webp` (photo-renditions.ts).
 */
export const STORED_NAME =
  /^((listings\/\d{1,18}\/[0-9a-f]{32}(-thumb)?|avatars\/\d{1,18}\/[0-9a-f]{32})\.jpg|listings\/\d{1,18}\/[0-9a-f]{32}-w(480|960|1600)\.webp)$/;

/** A listing photo's own JPEG (not its thumb): the one that has renditions. */
const LISTING_PHOTO = /^listings\/\d{1,18}\/[0-9a-f]{32}\.jpg$/;

type StoredPhoto = { path: string; thumb_path: string };

const JPEG = 'image/jpeg';

export async function storeListingPhoto(
  storage: Storage,
  listingId: number,
  photo: Pick<ProcessedPhoto, 'image' | 'thumb' | 'width' | 'height'>,
): Promise<StoredPhoto> {
  const name = randomBytes(16).toString('hex');
  const folder = `listings/${listingId}`;
  const stored = { path: `${folder}/${name}.jpg`, thumb_path: `${folder}/${name}-thumb.jpg` };
  await storage.put(publicKey(stored.path), photo.image, JPEG);
  try {
    await storage.put(publicKey(stored.thumb_path), photo.thumb, JPEG);
  } catch (error) {
    await storage.delete(publicKey(stored.path)).catch(() => undefined);
    throw error;
  }
  await storeRenditions(storage, stored.path, photo);
  return stored;
}

/**
 * The photo's WebP renditions, made now so the first visitor does not wait for them. Best effort:
 * one that fails here is made on its first request instead (uploads-routes.ts).
 */
async function storeRenditions(
  storage: Storage,
  path: string,
  photo: Pick<ProcessedPhoto, 'image' | 'width' | 'height'>,
): Promise<void> {
  for (const { nominal } of renditionsOf(photo.width, photo.height)) {
    try {
      const bytes = await renderRendition(photo.image, nominal);
      await storage.put(publicKey(renditionPath(path, nominal)), bytes, WEBP);
    } catch {
      // Made lazily on request.
    }
  }
}

/** A user's avatar: uploads/avatars/{userId}/{random}.jpg; answers the stored path. */
export async function storeAvatar(
  storage: Storage,
  userId: number,
  image: Buffer,
): Promise<string> {
  const path = `avatars/${userId}/${randomBytes(16).toString('hex')}.jpg`;
  await storage.put(publicKey(path), image, JPEG);
  return path;
}

/** Removes stored files (a listing photo's renditions with it); a file already gone is fine. */
export async function removeStoredFiles(storage: Storage, paths: string[]): Promise<void> {
  const all = paths.flatMap((path) =>
    LISTING_PHOTO.test(path) ? [path, ...allRenditionPaths(path)] : [path],
  );
  for (const path of all) {
    if (STORED_NAME.test(path)) await storage.delete(publicKey(path));
  }
}
