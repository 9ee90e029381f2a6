import { type Kysely, sql } from 'kysely';

/*
 * Issue #6: the notifications tab chooses which mails arrive. Only the categories turned off are
 * stored (`{"new_bookings": false}`); a category not named is on, so new categories start on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mail_preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mail_preferences').execute();
}
