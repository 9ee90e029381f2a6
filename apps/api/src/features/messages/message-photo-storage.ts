import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { privateKey, type Storage, type StoredObject } from '../../storage/storage';
import { uploadError } from '../../http/upload-errors';
import { imageQueue, reencodeImage, type ImageRules } from '../photos/photo-processing';

/*
 * Photos in messages (issue #28 item 6), PRIVATE like ID pictures: private/message-photos/
 * {conversationId}/{random}.jpg and its thumb {random}-t.jpg, keys no static route serves; only
 * the conversation's two parties read them, through the checked API route.
 */

const PHOTO_RULES: ImageRules = {
  accept: ['jpeg', 'png', 'webp'],
  minLongEdge: 1,
  minShortEdge: 1,
  maxEdge: 1600,
  wrongType: 'wrong_type',
  field: 'photo',
};
const THUMB_EDGE = 320;

/** `message-photos/12/0123…ef.jpg` or `…-t.jpg`: the only names written, read or removed here. */
const STORED_NAME = /^message-photos\/\d{1,18}\/[0-9a-f]{32}(-t)?\.jpg$/;

type MessagePicture = { image: Buffer; thumb: Buffer; width: number; height: number };

/**
 * The upload re-encoded through the photo pipeline (type by content, decode budget, EXIF and
 * every other metadata dropped, long edge at most 1600 px) and a 320 px thumb.
 */
export async function processMessagePhoto(input: Buffer): Promise<MessagePicture> {
  const { image, width, height } = await reencodeImage(input, PHOTO_RULES);
  const thumb = await imageQueue.run(width * height, () =>
    sharp(image)
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toBuffer()
      .catch(() => {
        throw uploadError('try_again');
      }),
  );
  return { image, thumb, width, height };
}

export async function storeMessagePhoto(
  storage: Storage,
  conversationId: number,
  picture: MessagePicture,
): Promise<{ photo: string; thumb: string }> {
  const name = `message-photos/${conversationId}/${randomBytes(16).toString('hex')}`;
  const paths = { photo: `${name}.jpg`, thumb: `${name}-t.jpg` };
  await storage.put(privateKey(paths.photo), picture.image, 'image/jpeg');
  try {
    await storage.put(privateKey(paths.thumb), picture.thumb, 'image/jpeg');
  } catch (error) {
    await removeMessagePhotos(storage, [paths.photo]);
    throw error;
  }
  return paths;
}

/** The stored picture of a path of ours, or null (another shape, or no such file). */
export async function readMessagePhoto(
  storage: Storage,
  path: string,
): Promise<StoredObject | null> {
  return STORED_NAME.test(path) ? storage.get(privateKey(path)) : null;
}

/** Removes stored pictures; a file already gone is fine. */
export async function removeMessagePhotos(storage: Storage, paths: string[]): Promise<void> {
  for (const path of paths) {
    if (STORED_NAME.test(path)) await storage.delete(privateKey(path));
  }
}
