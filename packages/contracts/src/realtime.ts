import type { User } from './user';
import { z } from './zod';

/* The realtime messages' schemas; their names and the channel are in ./realtime-channel.ts. */

export const subscribeMessageSchema = z.object({ channel: z.string().min(1).max(200) });

/** What the server sends on a user's channel when the user changes. */
export type UserUpdatedEvent = { user: User };

export const broadcastingAuthBodySchema = z.object({
  channel_name: z.string().trim().min(1).max(200),
});

export const broadcastingAuthResponseSchema = z.object({
  data: z.object({ channel: z.string() }),
});
