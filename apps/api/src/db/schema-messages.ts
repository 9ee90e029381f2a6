import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from './column-types';

/* Messages between host and guest (0022-messages, features/messages/README.md). */

export type ConversationsTable = {
  id: Generated<number>;
  listing_id: number;
  guest_id: number;
  host_id: number;
  /** `listing`: a question before booking (one open per guest and listing); `booking` after. */
  topic: Defaulted<'listing' | 'booking'>;
  created_at: Timestamp;
  last_message_at: Timestamp;
  /** When a party reported it: from then on the operator may read it. */
  reported_at: NullableTimestamp;
};

/** Defaulted to 0: nothing read, nothing mailed yet. */
type MessageId = ColumnType<number, number | undefined, number>;

export type ConversationMembersTable = {
  conversation_id: number;
  user_id: number;
  /** The last message id this member has read. */
  read_up_to: MessageId;
  /** The last message id mailed to this member (the digest). */
  mailed_up_to: MessageId;
  mailed_at: NullableTimestamp;
};

export type MessagesTable = {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: Defaulted<'text'>;
  body: string;
  created_at: Timestamp;
};

export type UserPresenceTable = { user_id: number; seen_at: Timestamp };
