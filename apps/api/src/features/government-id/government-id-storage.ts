import { randomBytes } from 'node:crypto';
import { privateKey, type Storage, type StoredObject } from '../../storage/storage';

/**
 * ID pictures, PRIVATE: private/government-ids/{userId}/{random}.jpg in the storage
 * (DATA_DIR/private, or the bucket under private/), keys no static route serves (listing photos
 * and avatars are under uploads/). The stored path is relative to private/; the pictures are read
 * only through the checked API route.
 */

/** `government-ids/12/0123…ef.jpg`: the only names written, read or removed here. */
const STORED_NAME = /^government-ids\/\d{1,18}\/[0-9a-f]{32}\.jpg$/;

export async function storeIdPicture(
  storage: Storage,
  userId: number,
  image: Buffer,
): Promise<string> {
  const path = `government-ids/${userId}/${randomBytes(16).toString('hex')}.jpg`;
  await storage.put(privateKey(path), image, 'image/jpeg');
  return path;
}

/** The stored picture of a path of ours, or null (another shape, or no such file). */
export async function readIdPicture(storage: Storage, path: string): Promise<StoredObject | null> {
  return STORED_NAME.test(path) ? storage.get(privateKey(path)) : null;
}

/** Removes stored pictures; a file already gone is fine. */
export async function removeIdPictures(storage: Storage, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (STORED_NAME.test(path)) await storage.delete(privateKey(path));
  }
}
