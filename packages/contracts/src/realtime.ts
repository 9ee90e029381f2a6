import { userSchema } from './user';
import { z } from './zod';

/*
 * Realtime (api.md "Realtime", decisions.md §1): Socket.IO on the same origin at `/socket.io`.
 * The client connects with `auth: { token }` (the bearer token; none or a bad one is refused),
 * then emits `subscribe` `{ channel: 'users.{id}' }` and gets an ack; only the user's own channel
 * is allowed. The server then emits `UserUpdated` `{ user }` whenever the user's data changes.
 */

export const realtimePath = '/socket.io';

export const realtimePaths = {
  /** Any client can ask whether it may subscribe to a channel (product.md §7). */
  broadcastingAuth: '/api/broadcasting/auth',
} as const;

export const realtimeEvents = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  userUpdated: 'UserUpdated',
} as const;

/** The one private channel of a user. */
export function userChannel(userId: number): string {
  return `users.${userId}`;
}

export const subscribeMessageSchema = z.object({ channel: z.string().min(1).max(200) });
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

/** The ack of `subscribe`: ok, or refused with the HTTP-like status and a message to show. */
export type SubscribeAck =
  { ok: true; channel: string } | { ok: false; status: 401 | 403 | 422; message: string };

export const userUpdatedEventSchema = z.object({ user: userSchema });
export type UserUpdatedEvent = z.infer<typeof userUpdatedEventSchema>;

export const broadcastingAuthBodySchema = z.object({
  channel_name: z.string().trim().min(1).max(200),
});
export type BroadcastingAuthBody = z.infer<typeof broadcastingAuthBodySchema>;

export const broadcastingAuthResponseSchema = z.object({
  data: z.object({ channel: z.string() }),
});
