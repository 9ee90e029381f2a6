import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { andIn } from '../../db/sql-filters';
import type { PushQueueRow, PushSubscriptionRow } from '../../db/schema-push';

/* The rows of push_subscriptions and push_queue (0024-push-subscriptions): queries only. */

type NewSubscription =
  | { kind: 'web'; endpoint: string; p256dh: string; auth: string; user_agent: string | null }
  | { kind: 'app'; platform: 'ios' | 'android'; token: string };

/**
 * Saves a subscription for `userId`, idempotent on the endpoint (web) or the token (app): the same
 * device sent again keeps its row, with its new keys and its new owner (a browser or phone that
 * changed hands follows whoever subscribed it last).
 */
export async function upsertSubscription(
  db: Db,
  userId: number,
  input: NewSubscription,
): Promise<PushSubscriptionRow> {
  if (input.kind === 'web') {
    return db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...input })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: input.p256dh,
          auth: input.auth,
          user_agent: input.user_agent,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, ...input })
    .onConflict((oc) =>
      oc.column('token').doUpdateSet({ user_id: userId, platform: input.platform }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function subscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Deletes the caller's subscription; false when it is not theirs (or does not exist). */
export async function deleteOwnSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

type PushRecipient = {
  id: number;
  lang: string;
  notifications: boolean;
  subscriptions: number[];
};

/** The recipients' language, switch and browser subscriptions (app tokens: README.md). */
export async function pushRecipients(db: Db, userIds: readonly number[]): Promise<PushRecipient[]> {
  if (userIds.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'lang', 'notifications'])
    .where('id', 'in', userIds)
    .execute();
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id'])
    .where('user_id', 'in', userIds)
    .where('kind', '=', 'web')
    .execute();
  return users.map((user) => ({
    id: Number(user.id),
    lang: user.lang,
    notifications: user.notifications,
    subscriptions: subscriptions
      .filter((s) => Number(s.user_id) === Number(user.id))
      .map((s) => s.id),
  }));
}

export async function insertPushes(
  db: Db,
  rows: readonly { subscriptionId: number; payload: string }[],
  at: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('push_queue')
    .values(
      rows.map((row) => ({
        subscription_id: row.subscriptionId,
        payload: row.payload,
        next_attempt_at: at,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

export type ClaimedPush = PushQueueRow & Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

/**
 * Claims due pushes for this process, each once however many processes deliver at the same moment
 * (`FOR UPDATE SKIP LOCKED`, as mail_queue), counting the attempt and holding it until `until`.
 */
export async function claimPushes(
  db: Db,
  at: Date,
  until: Date,
  filter: { limit: number; ids?: readonly number[]; userIds?: readonly number[] },
): Promise<ClaimedPush[]> {
  const userFilter =
    filter.userIds === undefined
      ? sql``
      : sql`and subscription_id in (select id from push_subscriptions where true ${andIn('user_id', filter.userIds)})`;
  const claimed = await sql<PushQueueRow>`
    update push_queue
       set claimed_until = ${until}, attempts = attempts + 1
     where id in (select id from push_queue
                   where failed_at is null and next_attempt_at <= ${at}
                     and (claimed_until is null or claimed_until <= ${at})
                     ${andIn('id', filter.ids)} ${userFilter}
                   order by next_attempt_at, id
                   limit ${filter.limit}
                   for update skip locked)
    returning *`.execute(db);
  if (claimed.rows.length === 0) return [];
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where(
      'id',
      'in',
      claimed.rows.map((row) => row.subscription_id),
    )
    .execute();
  return claimed.rows.flatMap((row) => {
    const subscription = subscriptions.find((s) => s.id === row.subscription_id);
    return subscription
      ? [
          {
            ...row,
            endpoint: subscription.endpoint,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
          },
        ]
      : [];
  });
}

export async function deletePush(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_queue').where('id', '=', id).execute();
}

/** A failed attempt: due again at `retryAt`; a push given up keeps no payload. */
export async function recordPushFailure(
  db: Db,
  id: number,
  failure: { error: string; retryAt: Date; givenUpAt: Date | null },
): Promise<void> {
  await db
    .updateTable('push_queue')
    .set({
      claimed_until: null,
      last_error: failure.error.slice(0, 500),
      next_attempt_at: failure.retryAt,
      ...(failure.givenUpAt ? { failed_at: failure.givenUpAt, payload: '' } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A message with what its push says: the recipient (the other party), the sender's name, the listing. */
export async function messageForPush(db: Db, messageId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('listings as l', 'l.id', 'c.listing_id')
    .select([
      'm.conversation_id',
      'm.sender_id',
      'c.guest_id',
      'c.host_id',
      's.first_name',
      'l.name_sr',
      'l.name_en',
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}
