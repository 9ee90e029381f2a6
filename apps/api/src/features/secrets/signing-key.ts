import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { ensureSecret } from './secrets-repository';

const keys = new WeakMap<Db, Promise<string>>();

/**
 * The HMAC key of signed links, shared by every process through `app_secrets` (created by the
 * first migration; created here too should a database lack it). Read once per database handle.
 */
export function signingKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = ensureSecret(db, 'signing_key', randomBytes(32).toString('hex'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
