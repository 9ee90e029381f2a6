import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * ID pictures on local disk, PRIVATE: DATA_DIR/private/government-ids/{userId}/{random}.jpg, a
 * folder no static route serves (listing photos live under DATA_DIR/uploads). The stored path is
 * relative to DATA_DIR/private; the pictures are read only through the checked API route.
 */
export function privateRoot(dataDir: string): string {
  return join(dataDir, 'private');
}

/** `government-ids/12/0123…ef.jpg`: the only names written, read or removed here. */
const STORED_NAME = /^government-ids\/\d{1,18}\/[0-9a-f]{32}\.jpg$/;

export function storedFile(dataDir: string, path: string): string | null {
  return STORED_NAME.test(path) ? join(privateRoot(dataDir), path) : null;
}

export async function storeIdPicture(
  dataDir: string,
  userId: number,
  image: Buffer,
): Promise<string> {
  const folder = `government-ids/${userId}`;
  await mkdir(join(privateRoot(dataDir), folder), { recursive: true, mode: 0o700 });
  const path = `${folder}/${randomBytes(16).toString('hex')}.jpg`;
  await writeFile(join(privateRoot(dataDir), path), image, { mode: 0o600 });
  return path;
}

/** Removes stored pictures; a file already gone is fine. */
export async function removeIdPictures(dataDir: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const file = storedFile(dataDir, path);
    if (file) await rm(file, { force: true });
  }
}
