import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * Small digests shared by the links we sign: the verification link (auth/email-verification.ts)
 * and the e-mail change link (users/email-change-link.ts). Here, below both features, so that
 * neither imports the other for them (docs/decisions/0021-auth-above-users.md).
 */

/** Laravel's shape: the hash is the SHA-1 of the lowercased e-mail, so a changed e-mail voids old links. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email.toLowerCase()).digest('hex');
}

/** Constant-time comparison of two strings (signatures, hashes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
