import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { GuestDataKeys } from '../config-guest-data';

/*
 * Guests' document numbers, JMBGs and birth dates at rest (docs/rules/guest-registration.md):
 * AES-256-GCM with a fresh 12-byte nonce a value, stored as `keyId:base64(nonce | tag | sealed)`.
 * The key id beside the value lets keys rotate: an old key still opens what it sealed, and
 * `npm run guest-data:reencrypt` seals every value again under the current key. The column a value
 * belongs to is the additional data, so a value copied into another column does not open.
 */

const NONCE = 12;
const TAG = 16;

export function sealGuestValue(keys: GuestDataKeys, column: string, plain: string): string {
  const key = keys.keys.get(keys.currentId)!;
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(column));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const packed = Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
  return `${keys.currentId}:${packed}`;
}

/** Throws when the key is unknown or the value was altered: a 500, never a wrong answer. */
export function openGuestValue(keys: GuestDataKeys, column: string, stored: string): string {
  const colon = stored.indexOf(':');
  const key = keys.keys.get(stored.slice(0, colon));
  if (colon < 1 || !key) throw new Error(`guest data sealed with an unknown key (${column})`);
  const packed = Buffer.from(stored.slice(colon + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, NONCE));
  decipher.setAAD(Buffer.from(column));
  decipher.setAuthTag(packed.subarray(NONCE, NONCE + TAG));
  return Buffer.concat([decipher.update(packed.subarray(NONCE + TAG)), decipher.final()]).toString(
    'utf8',
  );
}

/** True when the value was sealed with the current key (the re-encryption skips it). */
export function isSealedWithCurrent(keys: GuestDataKeys, stored: string): boolean {
  return stored.startsWith(`${keys.currentId}:`);
}
