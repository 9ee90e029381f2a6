import { type Kysely, sql } from 'kysely';

/*
 * Social login (issue 8). An account is found by (provider, subject), never by e-mail alone.
 * social_login_states holds a started flow (state → nonce, PKCE verifier) for 10 minutes; it is
 * deleted when used, so a state works once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'apple')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .addUniqueConstraint('social_accounts_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('social_accounts_user')
    .on('social_accounts')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('social_login_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_login_states').execute();
  await db.schema.dropTable('social_accounts').execute();
}
