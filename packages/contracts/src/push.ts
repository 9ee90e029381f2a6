import { z } from './zod';

/*
 * Push notifications (issue #28 item 5; apps/api/src/features/push/README.md). A person's devices:
 * browsers subscribed through the Push API (`web`: the push service's endpoint and the keys the
 * payload is encrypted to, RFC 8291) and the app wrapper's device tokens (`app`). Adding one is
 * idempotent on the endpoint or token; it then belongs to the caller.
 */

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

const webSubscriptionBodySchema = z.object({
  kind: z.literal('web'),
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

const appSubscriptionBodySchema = z.object({
  kind: z.literal('app'),
  platform: z.enum(['ios', 'android']),
  token: z.string().trim().min(1).max(4096),
});

export const pushSubscriptionBodySchema = z.discriminatedUnion('kind', [
  webSubscriptionBodySchema,
  appSubscriptionBodySchema,
]);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['web', 'app']),
  /** web: the push service's host (push.example.com); app: the platform. */
  platform: z.string().nullable(),
  /** web: the browser that subscribed ("Chrome on Linux"); app: null. */
  device: z.string().nullable(),
  /** The endpoint (web) or the token (app), shortened: enough to tell two apart. */
  label: z.string(),
  created_at: z.string(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;
