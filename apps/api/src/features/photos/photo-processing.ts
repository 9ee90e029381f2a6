import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { uploadError, type UploadProblem } from '../../http/upload-errors';
import { createBoundedQueue } from './bounded-queue';

/*
 * Limits of a listing photo (its file's size is http/multipart-file.ts's MAX_FILE_BYTES); the
 * texts of `upload.*` name the same numbers.
 */
/** Decoding more than this is refused before any pixel is decoded (decompression bombs). */
const MAX_PIXELS = 50_000_000;
const MIN_LONG_EDGE = 400;
const MIN_SHORT_EDGE = 300;
export const MAX_EDGE = 2560;
const THUMB_EDGE = 480;
/** The most pixels a stored photo has (long edge MAX_EDGE): the weight of decoding one. */
export const STORED_MAX_PIXELS = MAX_EDGE * MAX_EDGE;

/** Decodes that may wait their turn; one more upload is answered 503 `upload.busy` at once. */
const MAX_WAITING_DECODES = 16;

/**
 * Every decode of an image in the server (listing photos, their thumbs and WebP renditions,
 * avatars, ID pictures) waits its turn here, first come first served: at most one per core, and
 * at most MAX_PIXELS being decoded at once, so an image near the cap is decoded alone. Twelve
 * 49 MP PNGs at once took a server from 569 to 1047 MB (test/security/image-memory.test.ts; the
 * rest of that fix is MALLOC_ARENA_MAX in the start script, docs/decisions/0016). Reading a header
 * (`metadata()`) decodes no pixels and does not wait: a file refused for its type, size or pixels
 * is refused at once.
 *
 * A full queue answers 503 `upload.busy` with Retry-After, not 429: the server is busy, the user
 * sent nothing wrong. Waiting has an end: at most MAX_WAITING_DECODES wait (each upload has one
 * decode waiting at a time), which also bounds the files held meanwhile (16 × 15 MB).
 */
export const imageQueue = createBoundedQueue({
  slots: availableParallelism(),
  capacity: MAX_PIXELS,
  maxWaiting: MAX_WAITING_DECODES,
  refuse: () => uploadError('busy'),
});

// The parallelism is the queue's, not threads inside one decode (sharp's default on glibc, said
// here for every platform); libvips' cache of operations would keep images never read again.
sharp.concurrency(1);
sharp.cache(false);

type ImageType = 'jpeg' | 'png' | 'webp';
export type ProcessedPhoto = { image: Buffer; thumb: Buffer; width: number; height: number };

/** The type by the file's first bytes; the name and the declared content type are not trusted. */
function sniffImageType(bytes: Buffer): ImageType | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

async function readHeader(input: Buffer, type: ImageType) {
  try {
    // Only the header is read here; no limit is needed before the size check below.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== type || !meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** What an upload must be: accepted types (by content), minimum and maximum edges. */
export type ImageRules = {
  accept: readonly ImageType[];
  minLongEdge: number;
  minShortEdge: number;
  maxEdge: number;
  /** The problem of a type outside `accept` (`wrong_type` names JPEG, PNG and WebP). */
  wrongType: UploadProblem;
  /** The multipart field the 422 names. */
  field: string;
};

const PHOTO_RULES: ImageRules = {
  accept: ['jpeg', 'png', 'webp'],
  minLongEdge: MIN_LONG_EDGE,
  minShortEdge: MIN_SHORT_EDGE,
  maxEdge: MAX_EDGE,
  wrongType: 'wrong_type',
  field: 'photo',
};

type ReencodedImage = { image: Buffer; width: number; height: number };

/**
 * Checks an uploaded file against `rules` and re-encodes it as JPEG: type by content, at most
 * 50 MP, at least the minimum edges; EXIF orientation applied, then every metadata block dropped
 * (sharp writes none unless asked: no EXIF, no GPS), transparency flattened on white, long edge
 * at most `maxEdge`. Throws the matching `upload.*` AppError naming `rules.field`.
 */
export async function reencodeImage(input: Buffer, rules: ImageRules): Promise<ReencodedImage> {
  const fail = (problem: UploadProblem) => uploadError(problem, rules.field);
  if (input.length === 0) throw fail('try_again');
  const type = sniffImageType(input);
  if (!type || !rules.accept.includes(type)) throw fail(rules.wrongType);
  const header = await readHeader(input, type);
  if (!header) throw fail('try_again');
  const { width, height } = header;
  if (width * height > MAX_PIXELS) throw fail('too_large_dimensions');
  if (Math.max(width, height) < rules.minLongEdge || Math.min(width, height) < rules.minShortEdge)
    throw fail('too_small');

  // A full queue refuses with upload.busy (503) before the task; the task's own failure is 422.
  return imageQueue.run(width * height, async () => {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(rules.maxEdge, rules.maxEdge, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        // Baseline, with standard Huffman tables: a progressive or optimised JPEG keeps all its
        // coefficients in memory while written, and while read for each thumb and rendition
        // (some 20 MB at 2560²); the pages show the WebP renditions anyway (ADR 0016).
        .jpeg({ quality: 82, optimiseCoding: false })
        .toBuffer({ resolveWithObject: true });
      return { image: data, width: info.width, height: info.height };
    } catch {
      // A header that promised an image whose data is cut short or damaged.
      throw fail('try_again');
    }
  });
}

/**
 * A listing photo: JPEG, PNG or WebP by content, at least 400×300, re-encoded (reencodeImage)
 * with its long edge at most 2560 px, plus a 480 px thumb.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const { image, width, height } = await reencodeImage(input, PHOTO_RULES);
  const thumb = await imageQueue.run(width * height, () =>
    sharp(image)
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, progressive: true })
      .toBuffer()
      .catch(() => {
        throw uploadError('try_again');
      }),
  );
  return { image, thumb, width, height };
}
