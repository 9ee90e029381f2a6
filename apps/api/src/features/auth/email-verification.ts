import { createHmac } from 'node:crypto';
import { emailHash, safeEqual } from '../../crypto/digests';

/** A verification link lasts 60 minutes. */
export const VERIFY_LINK_MINUTES = 60;

export type VerifyLinkParts = { id: number; hash: string; expires: number; signature: string };

function sign(key: string, id: number, hash: string, expires: number): string {
  return createHmac('sha256', key).update(`${id}.${hash}.${expires}`).digest('hex');
}

/** `${appUrl}/email/verify/{id}/{hash}?expires=…&signature=…`: a panel route that calls the API. */
export function verificationLink(
  appUrl: string,
  key: string,
  user: { id: number; email: string },
  now: Date,
): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_LINK_MINUTES * 60;
  const signature = sign(key, user.id, hash, expires);
  return `${appUrl}/email/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

/** True when the link was signed by us and names this user's current e-mail, expired or not. */
export function verifyLinkGenuine(key: string, parts: VerifyLinkParts, email: string): boolean {
  if (!safeEqual(parts.hash, emailHash(email))) return false;
  return safeEqual(parts.signature, sign(key, parts.id, parts.hash, parts.expires));
}

/** True when the link was signed by us, has not expired and names this user's current e-mail. */
export function verifyLinkValid(
  key: string,
  parts: VerifyLinkParts,
  email: string,
  now: Date,
): boolean {
  if (parts.expires * 1000 <= now.getTime()) return false;
  return verifyLinkGenuine(key, parts, email);
}
