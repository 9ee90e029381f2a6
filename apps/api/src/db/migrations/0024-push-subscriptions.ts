import { type Kysely, sql } from 'kysely';

/*
 * Push notifications (issue #28 item 5, features/push/README.md): the devices a person's
 * notifications go to, and the pushes waiting to be delivered. A browser subscription (`web`)
 * holds its push service endpoint and keys, unique per endpoint; an app's device token (`app`)
 * holds its platform and token, unique per token. `push_queue` works like `mail_queue`: a row is
 * written in the transaction of the change it reports, claimed by one process, deleted once the
 * push service took it, retried otherwise; it goes with its subscription.
 * Safe while older processes serve: new tables they never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table push_subscriptions (
    id serial primary key,
    user_id bigint not null references users (id) on delete cascade,
    kind text not null check (kind in ('web', 'app')),
    endpoint text unique,
    p256dh text,
    auth text,
    platform text check (platform in ('ios', 'android')),
    token text unique,
    user_agent text,
    created_at timestamptz not null default now(),
    check ((kind = 'web' and endpoint is not null and p256dh is not null and auth is not null)
        or (kind = 'app' and platform is not null and token is not null))
  )`.execute(db);
  await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
  await sql`create table push_queue (
    id serial primary key,
    subscription_id integer not null references push_subscriptions (id) on delete cascade,
    payload text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    claimed_until timestamptz,
    last_error text,
    failed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index push_queue_due on push_queue (next_attempt_at) where failed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_queue`.execute(db);
  await sql`drop table push_subscriptions`.execute(db);
}
