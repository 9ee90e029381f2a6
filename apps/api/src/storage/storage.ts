import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream and its size in bytes (when known). */
export type StoredObject = { body: Readable; size?: number };

/**
 * Where uploads live: one interface, two implementations, chosen by the configuration
 * (storage-for.ts). Keys are `uploads/…` (public: listing photos, avatars, served under
 * /uploads) or `private/…` (government ID pictures, read only through the checked API route).
 * Every writer and reader of uploads goes through it, so every process sees the same files.
 */
export type Storage = {
  /** What the start banner says: the folder, or the bucket. */
  describe: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; a file already gone is fine. */
  delete(key: string): Promise<void>;
  close?(): void;
};

/** Every key the app writes: `uploads/` or `private/`, then plain path segments (no `..`). */
const KEY = /^(uploads|private)(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){1,6}$/;

/** Refuses a key of another shape before it reaches a path or a bucket. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of a public upload (a path relative to /uploads, as stored in the database). */
export const publicKey = (path: string) => checkedKey(`uploads/${path}`);

/** The key of a private file (a path relative to DATA_DIR/private, as stored in the database). */
export const privateKey = (path: string) => checkedKey(`private/${path}`);
