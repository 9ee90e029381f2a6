import { createHash } from 'node:crypto';
import { ConfigError } from './config-fields';

/** GUEST_DATA_KEYS: the AES-256 keys guests' document numbers and birth dates are sealed with. */
export type GuestDataKeys = {
  /** The first key: every new value is sealed with it. */
  currentId: string;
  /** Every key by id, the current one among them: older ones still open what they sealed. */
  keys: ReadonlyMap<string, Buffer>;
  /** True for the fixed development key: fine on a laptop and in tests, refused in production. */
  development: boolean;
};

/*
 * Development, tests and the demo seal with a key derived from a published phrase, so their data
 * survive a restart. It protects nothing and is NOT for production: there GUEST_DATA_KEYS must be
 * set (`openssl rand -base64 32`), or the server refuses to start.
 */
const DEV_ID = 'dev';
const DEV_KEY = createHash('sha256').update('gazda development guest data key').digest();

const ID = /^[A-Za-z0-9_-]{1,32}$/;

function keyOf(entry: string): [string, Buffer] {
  const colon = entry.indexOf(':');
  const id = entry.slice(0, colon).trim();
  const key = Buffer.from(entry.slice(colon + 1).trim(), 'base64');
  if (colon < 1 || !ID.test(id) || key.length !== 32)
    throw new ConfigError(
      'GUEST_DATA_KEYS must be comma-separated `id:key` pairs, each key 32 bytes in base64 (`openssl rand -base64 32`), the current key first',
    );
  return [id, key];
}

export function guestDataKeys(
  get: (name: string) => string | undefined,
  production: boolean,
): GuestDataKeys {
  const raw = get('GUEST_DATA_KEYS');
  if (raw === undefined) {
    if (production)
      throw new ConfigError(
        'GUEST_DATA_KEYS must be set when NODE_ENV=production (guests’ document numbers and birth dates are encrypted with it)',
      );
    return { currentId: DEV_ID, keys: new Map([[DEV_ID, DEV_KEY]]), development: true };
  }
  const pairs = raw
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map(keyOf);
  const keys = new Map(pairs);
  if (pairs.length === 0 || keys.size !== pairs.length)
    throw new ConfigError('GUEST_DATA_KEYS must name each key once, the current key first');
  if (production && [...keys.values()].some((key) => key.equals(DEV_KEY)))
    throw new ConfigError('GUEST_DATA_KEYS must not hold the development key in production');
  return { currentId: pairs[0]![0], keys, development: false };
}
