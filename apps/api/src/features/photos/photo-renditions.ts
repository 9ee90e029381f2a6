import sharp from 'sharp';
import { imageQueue, STORED_MAX_PIXELS } from './photo-processing';

/**
 * Resized WebP copies of a listing photo, for `srcset`: each photo's stored JPEG
 * (`listings/12/{name}.jpg`) has `{name}-w480.webp`, `-w960.webp` and `-w1600.webp` beside it.
 * They are written at upload (photo-storage.ts) and, for a photo stored before they existed, on
 * the first request for one (uploads-routes.ts), from the JPEG in the same storage: any process
 * makes the same file, so no migration and no coordination are needed.
 */

/** The nominal widths; a photo narrower than one gets that rendition at its own width. */
const RENDITION_WIDTHS = [480, 960, 1600] as const;
type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export const WEBP = 'image/webp';

/** `listings/12/{name}-w960.webp`: the nominal width and the JPEG it is made from. */
const RENDITION_NAME = /^(listings\/\d{1,18}\/[0-9a-f]{32})-w(480|960|1600)\.webp$/;

type Rendition = { nominal: RenditionWidth; width: number; height: number };

/** The renditions a photo of width × height has: nominal widths capped at its own, once each. */
export function renditionsOf(width: number, height: number): Rendition[] {
  const out: Rendition[] = [];
  for (const nominal of RENDITION_WIDTHS) {
    const w = Math.min(nominal, width);
    if (out.some((r) => r.width === w)) continue;
    out.push({ nominal, width: w, height: Math.max(1, Math.round((height * w) / width)) });
  }
  return out;
}

/** `listings/12/abc.jpg` → `listings/12/abc-w960.webp`. */
export function renditionPath(photoPath: string, nominal: RenditionWidth): string {
  return photoPath.replace(/\.jpg$/, `-w${nominal}.webp`);
}

/** The photo's stored path and the nominal width of a rendition path; null for any other name. */
export function parseRenditionPath(
  path: string,
): { photoPath: string; nominal: RenditionWidth } | null {
  const match = RENDITION_NAME.exec(path);
  if (!match) return null;
  return { photoPath: `${match[1]}.jpg`, nominal: Number(match[2]) as RenditionWidth };
}

/** Every rendition path a stored photo may have (to delete them with it). */
export function allRenditionPaths(photoPath: string): string[] {
  return RENDITION_WIDTHS.map((w) => renditionPath(photoPath, w));
}

/** The WebP of a stored photo's `jpeg` at `nominal` px wide (never enlarged), in its turn. */
export function renderRendition(jpeg: Buffer, nominal: RenditionWidth): Promise<Buffer> {
  return imageQueue.run(STORED_MAX_PIXELS, () =>
    sharp(jpeg)
      .resize({ width: nominal, withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer(),
  );
}
