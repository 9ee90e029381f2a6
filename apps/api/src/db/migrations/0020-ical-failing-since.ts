import { type Kysely, sql } from 'kysely';

/*
 * Issue #24 item 6 (features/ical/README.md, "The host sees the state of each feed"): when the
 * current run of failures began, so that the panel says since when a feed fails and turns it red
 * after a day. Null while the feed is fine. A new nullable column: safe while older processes serve.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ical_imports add column failing_since timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ical_imports drop column failing_since`.execute(db);
}
