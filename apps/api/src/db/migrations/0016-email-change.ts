import type { Kysely } from 'kysely';

/*
 * Issue #23 item 4: a new e-mail address takes effect only once the link mailed to it is opened.
 * Until then it waits in `pending_email` (not unique: several accounts may ask for one address,
 * the first to confirm gets it). `email_change_sent_at` is when the last confirmation (or "someone
 * tried to use your address") mail went out: one a minute per account, and a link works only for
 * the request that sent it. Safe while older processes serve: new nullable columns they never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pending_email', 'text')
    .addColumn('email_change_sent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('pending_email')
    .dropColumn('email_change_sent_at')
    .execute();
}
