import webPush from 'web-push';
import { retryDelayMs } from '@gazda/domain/delivery-retry';
import type { Locale } from '@gazda/i18n/locales';
import type { VapidConfig } from '../../config-push';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import {
  claimPushes,
  deletePush,
  deleteSubscription,
  insertPushes,
  pushRecipients,
  recordPushFailure,
  type ClaimedPush,
} from './push-repository';
import { renderPush, type PushEvent } from './push-texts';

/*
 * Pushes go through `push_queue` as mails go through `mail_queue` (README.md here): written in the
 * transaction of the change they report, handed to the push service after the commit, retried by
 * the `push-delivery` job, each claimed by one process. A subscription the push service answers
 * 404 or 410 for is gone for good: it is deleted with its pushes.
 */

type PushDeps = Pick<Deps, 'config' | 'db' | 'log' | 'now'>;

/** Attempts before a push is given up (about 6 hours with the delays below). */
const PUSH_ATTEMPTS = 10;
/** How long a process may take to hand over a push it claimed before another may retry it. */
const PUSH_CLAIM_MS = 2 * 60_000;
/** How long the push service keeps a push for a device that is offline (a day). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One deadline for one push service request. */
const PUSH_TIMEOUT_MS = 10_000;

type QueuedPush = { userId: number; event: PushEvent };

/**
 * Writes the pushes of `pushes` with the caller's transaction `db`, one per browser subscription
 * of each recipient whose "Send me push notifications" switch is on, rendered in their language.
 * Returns the queue ids for `deliverPushes` once the transaction committed. Nothing when push is
 * off on this server (no VAPID keys).
 */
export async function queuePushes(
  deps: Pick<Deps, 'config' | 'now'>,
  db: Db,
  pushes: readonly QueuedPush[],
): Promise<number[]> {
  if (deps.config.vapid === null || pushes.length === 0) return [];
  const recipients = await pushRecipients(db, [...new Set(pushes.map((p) => p.userId))]);
  const rows: { subscriptionId: number; payload: string }[] = [];
  for (const push of pushes) {
    const recipient = recipients.find((r) => r.id === push.userId);
    if (!recipient?.notifications) continue;
    const payload = JSON.stringify(renderPush(push.event, recipient.lang as Locale));
    for (const subscriptionId of recipient.subscriptions) rows.push({ subscriptionId, payload });
  }
  return insertPushes(db, rows, deps.now());
}

/** The push service's refusal: its status, kept as the push's last error. */
class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
}

/**
 * One push: web-push makes the request (the VAPID JWT signed with the private key, the payload
 * encrypted to the browser's keys, aes128gcm) and we send it with fetch, under one deadline. Any
 * 2xx is taken; 404 or 410 mean the subscription is gone.
 */
async function send(vapid: VapidConfig, row: ClaimedPush): Promise<void> {
  const request = webPush.generateRequestDetails(
    { endpoint: row.endpoint!, keys: { p256dh: row.p256dh!, auth: row.auth! } },
    row.payload,
    {
      vapidDetails: {
        subject: vapid.subject,
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
      },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new PushServiceError(response.status);
}

async function attempt(deps: PushDeps, row: ClaimedPush): Promise<boolean> {
  const vapid = deps.config.vapid;
  if (!vapid || !row.endpoint || !row.p256dh || !row.auth) return false;
  try {
    await send(vapid, row);
  } catch (err) {
    if (err instanceof PushServiceError && (err.status === 404 || err.status === 410)) {
      // The subscription's pushes go with it (on delete cascade).
      await deleteSubscription(deps.db, row.subscription_id);
      deps.log.info({ subscriptionId: row.subscription_id }, 'push subscription gone: deleted');
      return false;
    }
    const at = deps.now();
    const giveUp = row.attempts >= PUSH_ATTEMPTS;
    await recordPushFailure(deps.db, row.id, {
      error: String((err as Error | null)?.message ?? err),
      retryAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
      givenUpAt: giveUp ? at : null,
    });
    if (giveUp) deps.log.error({ err, pushId: row.id }, 'push given up');
    else deps.log.warn({ err, pushId: row.id, attempts: row.attempts }, 'push to be retried');
    return false;
  }
  await deletePush(deps.db, row.id);
  return true;
}

async function deliver(
  deps: PushDeps,
  filter: { limit: number; ids?: readonly number[]; userIds?: readonly number[] },
): Promise<number> {
  if (!deps.config.vapid) return 0;
  const at = deps.now();
  const until = new Date(at.getTime() + PUSH_CLAIM_MS);
  const claimed = await claimPushes(deps.db, at, until, filter);
  const sent = await Promise.all(claimed.map((row) => attempt(deps, row)));
  return sent.filter(Boolean).length;
}

/** Hands these queued pushes to their push services now (after the commit); returns how many took them. */
export function deliverPushes(deps: PushDeps, ids: readonly number[]): Promise<number> {
  return ids.length === 0 ? Promise.resolve(0) : deliver(deps, { limit: ids.length, ids });
}

/**
 * The `push-delivery` job: retries, and pushes whose process stopped before handing them over.
 * `userIds` limits it to those recipients (tests on a shared database).
 */
export function deliverDuePushes(
  deps: PushDeps,
  options: { limit?: number; userIds?: readonly number[] } = {},
): Promise<number> {
  return deliver(deps, { limit: options.limit ?? 50, userIds: options.userIds });
}
