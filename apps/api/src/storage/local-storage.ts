import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, type Storage } from './storage';

/**
 * Uploads on local disk, the default: key `uploads/…` is DATA_DIR/uploads/…, `private/…` is
 * DATA_DIR/private/… (folders 0700, files 0600: only the server's user reads them). Several
 * processes share it when DATA_DIR is one shared volume (docs/deploy.md).
 */
export function localStorage(dataDir: string): Storage {
  const fileOf = (key: string) => join(dataDir, checkedKey(key));
  return {
    describe: `folder ${dataDir}`,
    async put(key, bytes) {
      const file = fileOf(key);
      const secret = key.startsWith('private/');
      await mkdir(dirname(file), { recursive: true, ...(secret ? { mode: 0o700 } : {}) });
      await writeFile(file, bytes, secret ? { mode: 0o600 } : {});
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
