import type { Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/* Push notifications (0024-push-subscriptions, features/push/README.md). */

export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  kind: 'web' | 'app';
  /** web: the push service's endpoint and the browser's keys (base64url). */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  /** app: the wrapper's platform and device token. */
  platform: 'ios' | 'android' | null;
  token: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
};

export type PushQueueTable = {
  id: Generated<number>;
  subscription_id: number;
  /** The notification's JSON (title, body, url), in the recipient's language. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  last_error: string | null;
  failed_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PushQueueRow = Selectable<PushQueueTable>;
