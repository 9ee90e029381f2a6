import type { PublicListing } from '@gazda/contracts/bookings';

/**
 * How wide a slide is drawn (photo-gallery.module.css): the whole width on phones, 62 % of the
 * page from 48em, and never wider than its 460 px height allows at 3:2.
 */
export const SLIDE_SIZES = '(min-width: 48em) min(62vw, 690px), 100vw';

type GalleryPhoto = PublicListing['photos'][number];

/** The photo's WebP renditions as `srcset` (`url 480w, …`); empty when it has none. */
export function srcSetOf(photo: GalleryPhoto): string | undefined {
  if (photo.sources.length === 0) return undefined;
  return photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}

/**
 * The first photo is the page's largest paint: asked for as soon as the listing's answer is in,
 * with the same rendition choice as the gallery's <img> (so the browser reuses the download),
 * while the page's code may still be loading.
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
