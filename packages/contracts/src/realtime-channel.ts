/*
 * Realtime (docs/rules/api.md "Realtime", docs/rules/decisions.md §1): Socket.IO on the same origin
 * at `/socket.io`. The client connects with `auth: { token }` (the bearer token; none or a bad one
 * is refused), then emits `subscribe` `{ channel: 'users.{id}' }` and gets an ack; only the user's
 * own channel is allowed. The server then emits `UserUpdated` `{ user }` whenever the user's data
 * changes.
 *
 * The names without zod (./realtime.ts holds the messages' schemas): the panel's shell connects
 * before any zod has loaded (issue #9).
 */

export const realtimePath = '/socket.io';

export const realtimeEvents = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  userUpdated: 'UserUpdated',
  /** A message to or from the user (contracts/messages.ts MessageCreatedEvent). */
  messageCreated: 'MessageCreated',
  /** The other party read the user's messages ("seen"). */
  conversationRead: 'ConversationRead',
} as const;

/** The one private channel of a user. */
export function userChannel(userId: number): string {
  return `users.${userId}`;
}

/** The ack of `subscribe`: ok, or refused with the HTTP-like status and a message to show. */
export type SubscribeAck =
  { ok: true; channel: string } | { ok: false; status: 401 | 403 | 422; message: string };
