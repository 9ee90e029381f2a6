import { isSendTime } from '@gazda/domain/message-templates';
import { pageQuerySchema } from './common';
import { z } from './zod';

/*
 * Messages between host and guest (issue #28; apps/api/src/features/messages/README.md).
 * A conversation is about a listing (a question before booking) or a booking (an inquiry or a
 * reservation); only its two parties read or write it (anyone else: 404). Before the stay is a
 * confirmed reservation, phone numbers, e-mail addresses and links are masked for the recipient
 * (domain/contact-masking.ts); the sender always sees their own words.
 */

/** The most a message may hold; longer is 422 `validation.max_length`. */
export const MESSAGE_MAX_LENGTH = 5000;

const messageText = z.string().trim().min(1).max(MESSAGE_MAX_LENGTH);

/** POST public/ads/{id}/questions: starts or continues the guest's conversation about a listing. */
export const questionBodySchema = z.object({ message: messageText });

export const questionResponseSchema = z.object({
  data: z.object({ conversation_id: z.number().int() }),
});

/** POST conversations/{id}/messages. */
export const messageBodySchema = z.object({ body: messageText });

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** `photo`: a picture (`photo`), `body` its caption (may be empty). */
  kind: z.enum(['text', 'photo']),
  /** Plain text (never HTML); contact details replaced by "shown after booking" when `masked`. */
  body: z.string(),
  /**
   * A photo's picture and thumb: API paths only the two parties may fetch (with the session,
   * `apiBlob`), never public; null for a text message.
   */
  photo: z
    .object({
      url: z.string(),
      thumb_url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
  masked: z.boolean(),
  /** For the caller's own messages: the other party has read it ("seen"). */
  seen: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.number().int(),
  /** The caller's side. */
  role: z.enum(['guest', 'host']),
  other_party: z.object({
    id: z.number().int(),
    /** First name and the last name's initial ("Jelena J."). */
    name: z.string(),
    avatar_url: z.string().nullable(),
  }),
  listing: z.object({ id: z.number().int(), name: z.string(), category: z.string() }),
  /** The reservation (else the inquiry) the conversation is about; null for a question. */
  booking: z
    .object({
      type: z.enum(['inquiry', 'reservation']),
      id: z.number().int(),
      code: z.string(),
      status: z.string(),
      check_in: z.string(),
      check_out: z.string(),
      guests: z.number().int(),
    })
    .nullable(),
  /** Contact details show: the stay is a confirmed reservation. */
  contacts_shown: z.boolean(),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int(),
  last_message_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = pageQuerySchema;
/** Page 1 holds the newest `per_page` messages; each page is ordered oldest to newest. */
export const messagesQuerySchema = pageQuerySchema;

export const unreadCountSchema = z.object({ data: z.object({ count: z.number().int() }) });
export const readResponseSchema = z.object({
  data: z.object({ read_up_to: z.number().int() }),
});

/** POST conversations/{id}/report: the operator may read it from then on (logged). */
export const reportBodySchema = z.object({ reason: z.string().trim().max(1000).default('') });

/**
 * GET admin/conversations/reported: the operator's list of reported conversations, newest report
 * first; the operator reads one through admin/conversations/{id}/messages (logged).
 */
export const reportedConversationsQuerySchema = pageQuerySchema;

const partySchema = z.object({
  id: z.number().int(),
  /** First and last name, in full: the operator's view. */
  name: z.string(),
});

export const reportedConversationSchema = z.object({
  id: z.number().int(),
  listing: z.object({ id: z.number().int(), name: z.string() }),
  guest: partySchema,
  host: partySchema,
  /** Which party reported it; null when it is not known (the reporter's account is gone). */
  reported_by: z.enum(['guest', 'host']).nullable(),
  /** What the reporter wrote; null when they gave no reason. */
  reason: z.string().nullable(),
  reported_at: z.string(),
  /** When the operator first read it; null: not read yet. */
  operator_read_at: z.string().nullable(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/** Realtime `MessageCreated` on `users.{id}`: a message to or from the user (another tab). */
export type MessageCreatedEvent = {
  conversation_id: number;
  message: Message;
  /** The user's unread messages over every conversation (the top navigation's badge). */
  unread_total: number;
};

/** Realtime `ConversationRead` on `users.{id}`: the other party read up to this message. */
export type ConversationReadEvent = { conversation_id: number; read_up_to: number };

/** The longest saved reply's title. */
export const SAVED_REPLY_TITLE_MAX = 80;

/** A host's saved reply; `{guest_name}`, `{check_in}` and `{listing}` are filled when picked. */
export const savedReplyBodySchema = z.object({
  title: z.string().trim().min(1).max(SAVED_REPLY_TITLE_MAX),
  body: messageText,
});
export const savedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** GET saved-replies?conversation_id=: each reply also `filled` for that conversation. */
export const savedRepliesQuerySchema = z.object({
  conversation_id: z.coerce.number().int().positive().optional(),
});
export const filledSavedReplySchema = savedReplySchema.extend({
  /** The body with its placeholders filled for the conversation asked about (else null). */
  filled: z.string().nullable(),
});
export type FilledSavedReply = z.infer<typeof filledSavedReplySchema>;

/** The most saved replies a host keeps. */
export const SAVED_REPLIES_MAX = 100;

/** The most scheduled messages a listing has. */
export const MESSAGE_TEMPLATES_MAX = 10;

const templateBody = z.string().trim().max(MESSAGE_MAX_LENGTH).default('');

/**
 * A listing's scheduled message: `days` before the arrival day or after the departure day, at
 * `time` (HH:MM) in the listing's zone, in the guest's language when both bodies are written.
 */
export const messageTemplateBodySchema = z
  .object({
    trigger: z.enum(['before_check_in', 'after_check_out']),
    days: z.number().int().min(0).max(30),
    time: z.string().refine(isSendTime, { message: 'validation.time' }),
    body_sr: templateBody,
    body_en: templateBody,
  })
  .superRefine((value, ctx) => {
    if (!value.body_sr && !value.body_en)
      ctx.addIssue({ code: 'custom', path: ['body_sr'], message: 'validation.required' });
  });
export type MessageTemplateBody = z.input<typeof messageTemplateBodySchema>;

export const messageTemplateSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  trigger: z.enum(['before_check_in', 'after_check_out']),
  days: z.number().int(),
  time: z.string(),
  body_sr: z.string(),
  body_en: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** A reservation's scheduled messages as its host sees them: when, and whether sent. */
export const scheduledMessageSchema = z.object({
  template_id: z.number().int(),
  trigger: z.enum(['before_check_in', 'after_check_out']),
  send_at: z.string(),
  /** `scheduled`, `sent`, or `skipped` (its time passed, or the reservation is not live). */
  state: z.enum(['scheduled', 'sent', 'skipped']),
  sent_at: z.string().nullable(),
});
export type ScheduledMessage = z.infer<typeof scheduledMessageSchema>;
