import type { SavedReply } from '@gazda/contracts/messages';
import { SAVED_REPLIES_MAX } from '@gazda/contracts/messages';
import { fillPlaceholders } from '@gazda/domain/message-templates';
import type { TemplateLanguage } from '@gazda/domain/message-templates';
import { nameFor } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { notFound, validation } from '../../errors';
import { recipientOf } from './listing-lookup-repository';
import { otherPartyOf } from './message-presenter';
import { ownConversation } from './messages-service';
import {
  countSavedReplies,
  deleteSavedReply,
  insertSavedReply,
  savedRepliesOf,
  updateSavedReply,
  type SavedReplyRow,
} from './saved-replies-repository';

/*
 * A host's saved replies (issue #28 item 4; docs/rules/messages.md): their own only (another's is
 * 404); `{guest_name}`, `{check_in}` and `{listing}` are filled for a conversation by the domain's
 * fillPlaceholders, the date in the recipient's language.
 */

type Body = { title: string; body: string };
type Filled = SavedReply & { filled: string | null };

function present(row: SavedReplyRow): SavedReply {
  return {
    id: Number(row.id),
    title: row.title,
    body: row.body,
    updated_at: row.updated_at.toISOString(),
  };
}

const validId = (id: number) => (Number.isSafeInteger(id) ? id : -1);

/** GET saved-replies, with `filled` for the conversation when one is named (its party only). */
export async function listSavedReplies(
  deps: Deps,
  userId: number,
  conversationId: number | undefined,
): Promise<Filled[]> {
  const rows = await savedRepliesOf(deps.db, userId);
  if (conversationId === undefined) return rows.map((row) => ({ ...present(row), filled: null }));
  const conversation = await ownConversation(deps.db, conversationId, userId);
  const recipient = await recipientOf(deps.db, otherPartyOf(conversation, userId));
  const language: TemplateLanguage = recipient?.lang ?? 'sr';
  const values = {
    guestName: conversation.guest_first_name,
    checkIn: conversation.check_in,
    listing: nameFor(language, {
      name_sr: conversation.listing_name_sr,
      name_en: conversation.listing_name_en,
    }),
  };
  return rows.map((row) => ({
    ...present(row),
    filled: fillPlaceholders(row.body, values, language),
  }));
}

/** POST saved-replies: at most SAVED_REPLIES_MAX per host (then 422 on the title). */
export async function createSavedReply(
  deps: Deps,
  userId: number,
  body: Body,
): Promise<SavedReply> {
  return deps.db.transaction().execute(async (trx) => {
    if ((await countSavedReplies(trx, userId)) >= SAVED_REPLIES_MAX)
      throw validation({ title: ['messages.saved_replies_full'] });
    return present(await insertSavedReply(trx, { host_id: userId, ...body, now: deps.now() }));
  });
}

export async function changeSavedReply(
  deps: Deps,
  userId: number,
  id: number,
  body: Body,
): Promise<SavedReply> {
  const row = await updateSavedReply(deps.db, userId, validId(id), { ...body, now: deps.now() });
  if (!row) throw notFound();
  return present(row);
}

/** DELETE saved-replies/{id}: 204; one already gone (or another's) is 404. */
export async function removeSavedReply(deps: Deps, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedReply(deps.db, userId, validId(id)))) throw notFound();
}
