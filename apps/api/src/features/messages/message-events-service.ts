import type { ConversationReadEvent, MessageCreatedEvent } from '@gazda/contracts/messages';
import type { Locale } from '@gazda/i18n/locales';
import type { Deps } from '../../deps';
import { markPresent } from './message-digest-repository';
import { otherPartyOf, presentMessage, shown } from './message-presenter';
import { findConversation, messagesByIds, readUpToOf, unreadTotal } from './messages-repository';

/* What the realtime channel sends about messages, and the presence it notes (features/realtime). */

/** The realtime channel's `MessageCreated` for `userId`: null when they are not a party. */
export async function messageCreatedEvent(
  deps: Deps,
  userId: number,
  messageId: number,
  locale: Locale,
): Promise<MessageCreatedEvent | null> {
  const [message] = await messagesByIds(deps.db, [messageId]);
  if (!message) return null;
  const row = await findConversation(deps.db, Number(message.conversation_id), userId);
  if (!row) return null;
  const otherReadUpTo = await readUpToOf(deps.db, row.id, otherPartyOf(row, userId));
  return {
    conversation_id: Number(row.id),
    message: presentMessage(message, userId, { shown: shown(row), otherReadUpTo, locale }),
    unread_total: await unreadTotal(deps.db, userId),
  };
}

/** The realtime channel's `ConversationRead`: the ids as they are. */
export function conversationReadEvent(event: {
  conversationId: number;
  readUpTo: number;
}): ConversationReadEvent {
  return { conversation_id: event.conversationId, read_up_to: event.readUpTo };
}

/** The users of these sockets have a panel tab open now (the digest waits for them). */
export function notePresence(deps: Deps, userIds: number[]): Promise<void> {
  return markPresent(deps.db, userIds, deps.now());
}
