import type { Message } from '@gazda/contracts/messages';
import { MESSAGE_MAX_LENGTH } from '@gazda/contracts/messages';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound, validation } from '../../errors';
import { uploadError } from '../../http/upload-errors';
import { throttle } from '../throttle/throttle';
import { presentMessage, shown } from './message-presenter';
import {
  processMessagePhoto,
  removeMessagePhotos,
  storeMessagePhoto,
} from './message-photo-storage';
import { findPhotoMessage, insertMessage } from './messages-repository';
import { announce, MESSAGE_LIMIT, ownConversation } from './messages-service';

/*
 * Photos in messages (issue #28 item 6; README.md here): through the photo pipeline, stored
 * privately, read only by the conversation's two parties.
 */

/** POST conversations/{id}/photos: a message of kind photo, its caption the body (may be empty). */
export async function sendPhoto(
  deps: Deps,
  userId: number,
  id: number,
  upload: { photo: Buffer; caption: string },
  locale: Locale,
): Promise<Message> {
  const row = await ownConversation(deps.db, id, userId);
  const caption = upload.caption.trim();
  if (caption.length > MESSAGE_MAX_LENGTH) throw validation({ caption: ['messages.photo.caption_too_long'] });
  await throttle(deps, `messages:${userId}`, MESSAGE_LIMIT);
  const picture = await processMessagePhoto(upload.photo);
  let stored: { photo: string; thumb: string };
  try {
    stored = await storeMessagePhoto(deps.storage, row.id, picture);
  } catch (err) {
    deps.log.error({ err }, 'storing a message photo failed');
    throw uploadError('failed');
  }
  try {
    const message = await deps.db.transaction().execute((trx) =>
      insertMessage(trx, {
        conversation_id: Number(row.id),
        sender_id: userId,
        body: caption,
        created_at: deps.now(),
        kind: 'photo',
        photo_path: stored.photo,
        thumb_path: stored.thumb,
        photo_width: picture.width,
        photo_height: picture.height,
      }),
    );
    announce(deps, row, message.id);
    return presentMessage(message, userId, { shown: shown(row), otherReadUpTo: 0, locale });
  } catch (error) {
    await removeMessagePhotos(deps.storage, [stored.photo, stored.thumb]);
    throw error;
  }
}

/** The stored path of a photo message's picture or thumb, for the two parties; else 404. */
export async function photoPathFor(
  deps: Deps,
  userId: number,
  id: number,
  messageId: number,
  size: 'full' | 'thumb',
): Promise<string> {
  const row = await ownConversation(deps.db, id, userId);
  const message = Number.isSafeInteger(messageId)
    ? await findPhotoMessage(deps.db, row.id, messageId)
    : undefined;
  const path = size === 'full' ? message?.photo_path : message?.thumb_path;
  if (!path) throw notFound();
  return path;
}
