import { type Kysely, sql } from 'kysely';

/*
 * Issue #30 item 4: Serbian in Cyrillic script is a third interface language. A person's saved
 * language may now be 'sr-Cyrl' beside 'sr' and 'en' (the check constraint of 0001-foundation,
 * named by PostgreSQL). Only code that knows the value can write it (the request schemas refuse
 * it before), so no row holds it until this release serves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_lang_check`.execute(db);
  await sql`alter table users add constraint users_lang_check
    check (lang in ('sr', 'sr-Cyrl', 'en'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set lang = 'sr' where lang = 'sr-Cyrl'`.execute(db);
  await sql`alter table users drop constraint users_lang_check`.execute(db);
  await sql`alter table users add constraint users_lang_check check (lang in ('sr', 'en'))`.execute(
    db,
  );
}
