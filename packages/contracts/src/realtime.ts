import { userSchema } from './user';
import { z } from './zod';

/* The realtime messages' schemas; their names and the channel are in ./realtime-channel.ts. */

export const subscribeMessageSchema = z.object({ channel: z.string().min(1).max(200) });
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;

export const userUpdatedEventSchema = z.object({ user: userSchema });
export type UserUpdatedEvent = z.infer<typeof userUpdatedEventSchema>;

export const broadcastingAuthBodySchema = z.object({
  channel_name: z.string().trim().min(1).max(200),
});
export type BroadcastingAuthBody = z.infer<typeof broadcastingAuthBodySchema>;

export const broadcastingAuthResponseSchema = z.object({
  data: z.object({ channel: z.string() }),
});
