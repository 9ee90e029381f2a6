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
  /** The party whose report set `reported_at`, and the reason they gave (0029). */
  reported_by: number | null;
  report_reason: string | null;
  /** When the operator first read it (0029): the list of reported conversations says so. */
  operator_read_at: NullableTimestamp;
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
  kind: Defaulted<'text' | 'photo'>;
  /** A photo's caption may be empty. */
  body: string;
  created_at: Timestamp;
  /** A photo (0028): its private picture and thumb (relative to private/) and its size. */
  photo_path: ColumnType<string | null, string | null | undefined, never>;
  thumb_path: ColumnType<string | null, string | null | undefined, never>;
  photo_width: ColumnType<number | null, number | null | undefined, never>;
  photo_height: ColumnType<number | null, number | null | undefined, never>;
};

export type UserPresenceTable = { user_id: number; seen_at: Timestamp };

/** A host's saved reply (0028); `{guest_name}`, `{check_in}`, `{listing}` filled when picked. */
export type SavedRepliesTable = {
  id: Generated<number>;
  host_id: number;
  title: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A listing's scheduled message (0028): days before arrival or after departure, at a time. */
export type MessageTemplatesTable = {
  id: Generated<number>;
  listing_id: number;
  trigger: 'before_check_in' | 'after_check_out';
  days: number;
  /** `HH:MM` in the listing's zone. */
  send_time: string;
  body_sr: Defaulted<string>;
  body_en: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One scheduled message sent for a reservation: the claim (primary key) makes it once. */
export type ScheduledMessageSendsTable = {
  reservation_id: number;
  template_id: number;
  message_id: number | null;
  sent_at: Timestamp;
};
