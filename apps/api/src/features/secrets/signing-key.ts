import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { ensureSecret } from './secrets-repository';

const keys = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A random server key named `name`, shared by every process through `app_secrets` (created on
 * first use; the first one only exists since the first migration). Read once per database handle.
 */
function serverKey(db: Db, name: string): Promise<string> {
  const named = keys.get(db) ?? new Map<string, Promise<string>>();
  keys.set(db, named);
  let key = named.get(name);
  if (!key) {
    key = ensureSecret(db, name, randomBytes(32).toString('hex'));
    key.catch(() => named.delete(name));
    named.set(name, key);
  }
  return key;
}

/** The HMAC key of signed links (created by the first migration). */
export function signingKey(db: Db): Promise<string> {
  return serverKey(db, 'signing_key');
}

/**
 * The HMAC key of the listings' approximate points (public-listings/approximate-location.ts): a
 * key of its own, so that a new link key does not move every map, nor the reverse.
 */
export function locationKey(db: Db): Promise<string> {
  return serverKey(db, 'location_key');
}
