/*
 * How the public listing page asks for its first photo, shared by the panel (the gallery's <img>
 * and its preload) and the server (the `Link` preload header of `/ads/{id}`), so the browser
 * chooses the same rendition from both and downloads it once. No zod here: /ads/{id}'s first
 * download and the server's page answer both use it.
 */

/**
 * How wide a slide is drawn (apps/web photo-gallery.module.css): the whole width on phones, 62 %
 * of the page from 48em, and never wider than its 460 px height allows at 3:2.
 */
export const SLIDE_SIZES = '(min-width: 48em) min(62vw, 690px), 100vw';

/** A photo's WebP renditions as `srcset` (`url 480w, …`); undefined when it has none. */
export function srcSetOf(photo: { sources: { url: string; width: number }[] }): string | undefined {
  if (photo.sources.length === 0) return undefined;
  return photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}
