import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/*
 * Accounts, tokens, throttling, secrets and the activity log. `btree_gist` is created now because
 * the booking tables (a later migration) need exclusion constraints over date ranges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('id_verified_at', 'timestamptz')
    .addColumn('government_id_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_uploaded')
        .check(sql`government_id_status in ('not_uploaded', 'under_review', 'verified')`),
    )
    .addColumn('account_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('individual')
        .check(sql`account_type in ('individual', 'business')`),
    )
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('sr')
        .check(sql`lang in ('sr', 'en')`),
    )
    .addColumn('notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('verification_resent_at', 'timestamptz')
    .addColumn('deletion_requested_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Stored lowercased, and unique whatever the case a later writer uses.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['key', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_time')
    .on('login_failures')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  // Generated once here so that every server process signs links with the same key.
  await sql`insert into app_secrets (name, value) values ('signing_key', ${randomBytes(32).toString('hex')})
    on conflict (name) do nothing`.execute(db);

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'bigint')
    .addColumn('field', 'text')
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('created', 'changed', 'deleted')`),
    )
    .addColumn('from_value', 'jsonb')
    .addColumn('to_value', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('activity_log_user_time')
    .on('activity_log')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'activity_log',
    'app_secrets',
    'login_failures',
    'password_resets',
    'access_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
