import type { PublicListing } from '@gazda/contracts/bookings';
import { SLIDE_SIZES, srcSetOf } from '@gazda/contracts/photo-hints';

/**
 * The first photo is the page's largest paint: asked for as soon as the listing's answer is in,
 * with the same rendition choice as the gallery's <img> (so the browser reuses the download),
 * while the page's code may still be loading. (The server's answer for `/ads/{id}` names the same
 * photo in a `Link` header, features/public-listings/public-page-preload.ts, which usually wins.)
 */
export function preloadFirstPhoto(listing: PublicListing): void {
  const photo = listing.photos[0];
  if (!photo || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = photo.url;
  const srcSet = srcSetOf(photo);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', SLIDE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  // Once fetched the photo is in the memory cache: the hint has done its work.
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}
