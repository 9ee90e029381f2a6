import { createHmac, timingSafeEqual } from 'node:crypto';

/** A delete confirmation link lasts 24 hours. */
const DELETE_LINK_HOURS = 24;

type DeleteLinkParts = { listingId: number; ownerId: number; expires: number };

function sign(key: string, parts: DeleteLinkParts): string {
  return createHmac('sha256', key)
    .update(`listing-delete.${parts.listingId}.${parts.ownerId}.${parts.expires}`)
    .digest('hex');
}

/**
 * `${appUrl}/listings/delete-confirm?id=…&expires=…&signature=…`: a panel page that, for the
 * logged-in owner, calls POST panel/ads/{id}/delete-confirm with expires and signature.
 */
export function deleteConfirmLink(
  appUrl: string,
  key: string,
  listing: { id: number; owner_id: number },
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + DELETE_LINK_HOURS * 3600;
  const signature = sign(key, { listingId: listing.id, ownerId: listing.owner_id, expires });
  const query = new URLSearchParams({
    id: String(listing.id),
    expires: String(expires),
    signature,
  });
  return `${appUrl}/listings/delete-confirm?${query.toString()}`;
}

/** Signed by us for this listing and this owner, and not expired. */
export function deleteLinkValid(
  key: string,
  parts: DeleteLinkParts,
  signature: string,
  now: Date,
): boolean {
  if (parts.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(key, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
