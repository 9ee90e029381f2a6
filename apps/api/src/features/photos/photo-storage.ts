import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessedPhoto } from './photo-processing';

/**
 * Listing photos on local disk: DATA_DIR/uploads/listings/{listingId}/{random}.jpg and
 * {random}-thumb.jpg. The stored path is relative to DATA_DIR/uploads, the served URL is
 * /uploads/{path}; the random name is unguessable, so a draft's photos are not enumerable.
 */
export function uploadsRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * `listings/12/0123…ef.jpg` or `…-thumb.jpg`, and avatars `avatars/7/0123…ef.jpg`: the only names
 * the uploads route serves.
 */
export const STORED_NAME =
  /^(listings\/\d{1,18}\/[0-9a-f]{32}(-thumb)?|avatars\/\d{1,18}\/[0-9a-f]{32})\.jpg$/;

export type StoredPhoto = { path: string; thumb_path: string };

export async function storeListingPhoto(
  dataDir: string,
  listingId: number,
  photo: Pick<ProcessedPhoto, 'image' | 'thumb'>,
): Promise<StoredPhoto> {
  const name = randomBytes(16).toString('hex');
  const folder = `listings/${listingId}`;
  await mkdir(join(uploadsRoot(dataDir), folder), { recursive: true });
  const stored = { path: `${folder}/${name}.jpg`, thumb_path: `${folder}/${name}-thumb.jpg` };
  await writeFile(join(uploadsRoot(dataDir), stored.path), photo.image);
  await writeFile(join(uploadsRoot(dataDir), stored.thumb_path), photo.thumb);
  return stored;
}

/** A user's avatar: DATA_DIR/uploads/avatars/{userId}/{random}.jpg; answers the stored path. */
export async function storeAvatar(dataDir: string, userId: number, image: Buffer): Promise<string> {
  const folder = `avatars/${userId}`;
  await mkdir(join(uploadsRoot(dataDir), folder), { recursive: true });
  const path = `${folder}/${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(join(uploadsRoot(dataDir), path), image);
  return path;
}

/** Removes stored files; a file already gone is fine. */
export async function removeStoredFiles(dataDir: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (STORED_NAME.test(path)) await rm(join(uploadsRoot(dataDir), path), { force: true });
  }
}
