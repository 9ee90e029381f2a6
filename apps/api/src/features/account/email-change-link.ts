import { createHmac } from 'node:crypto';
import { emailHash, safeEqual } from '../../crypto/digests';

/** A link to confirm a new e-mail address lasts 60 minutes, like the verification link. */
export const EMAIL_CHANGE_LINK_MINUTES = 60;

export type EmailChangeLinkParts = { id: number; hash: string; expires: number; signature: string };

/** What the link must match: the account's pending address and when its mail went out. */
type PendingChange = { pendingEmail: string; sentAt: Date };

/** The link's expiry follows from the request's time, so a link names the request that sent it. */
export function emailChangeExpires(sentAt: Date): number {
  return Math.floor(sentAt.getTime() / 1000) + EMAIL_CHANGE_LINK_MINUTES * 60;
}

// The purpose is signed too: a verification link's signature never opens an e-mail change.
function sign(key: string, id: number, hash: string, expires: number): string {
  return createHmac('sha256', key).update(`email-change.${id}.${hash}.${expires}`).digest('hex');
}

/** `${appUrl}/email/change/{id}/{hash}?expires=…&signature=…`: a panel route that calls the API. */
export function emailChangeLink(
  appUrl: string,
  key: string,
  userId: number,
  change: PendingChange,
): string {
  const hash = emailHash(change.pendingEmail);
  const expires = emailChangeExpires(change.sentAt);
  const signature = sign(key, userId, hash, expires);
  return `${appUrl}/email/change/${userId}/${hash}?expires=${expires}&signature=${signature}`;
}

/**
 * True when we signed the link, it has not expired, and it names the account's pending address
 * and latest request: a newer request, or the change done (nothing pending), voids it.
 */
export function emailChangeLinkValid(
  key: string,
  parts: EmailChangeLinkParts,
  change: PendingChange,
  now: Date,
): boolean {
  if (parts.expires * 1000 <= now.getTime()) return false;
  if (parts.expires !== emailChangeExpires(change.sentAt)) return false;
  if (!safeEqual(parts.hash, emailHash(change.pendingEmail))) return false;
  return safeEqual(parts.signature, sign(key, parts.id, parts.hash, parts.expires));
}
