import { type Kysely, sql } from 'kysely';

/*
 * Issue #24 items 4 and 5 (features/ical/README.md, "Schedule and fetch"): what a feed said last
 * time, so that the next fetch asks only for a change (`If-None-Match`, `If-Modified-Since`) and
 * an unchanged body is recognised by its digest without being parsed; and the count of failures
 * in a row, which spaces the retries of a failing feed. Safe while older processes serve: new
 * nullable columns and one with a constant default (no table rewrite), which they never read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ical_imports
    add column etag text,
    add column last_modified text,
    add column body_hash text,
    add column parse_key text,
    add column failures integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ical_imports
    drop column etag,
    drop column last_modified,
    drop column body_hash,
    drop column parse_key,
    drop column failures`.execute(db);
}
