import { type Kysely, sql } from 'kysely';

/*
 * Issue #9 (growth budget): the public search stays an index scan as listings grow.
 * `plain_city(city) like 'nis%'` can use a btree only under the C collation or with
 * text_pattern_ops; 0005's listings_public_city had neither, so on a PostgreSQL database with a
 * real locale (C.UTF-8 included) the search and its count read every listing. Both indexes
 * carry the remaining filters of the search (language flags, price, guests; and `city` itself,
 * without which PostgreSQL never answers from an expression index alone) so the count of a
 * page reads no table row where the visibility map allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index listings_public_city_prefix
    on listings (plain_city(city) text_pattern_ops, id)
    include (city, active_sr, active_en, base_price, max_guests)
    where status = 'listed' and deleted_at is null`.execute(db);
  await sql`drop index if exists listings_public_city`.execute(db);
  // Search without a destination: newest first, and its count.
  await sql`create index listings_public_newest on listings (id)
    include (active_sr, active_en, base_price, max_guests)
    where status = 'listed' and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_public_newest`.execute(db);
  await sql`create index if not exists listings_public_city on listings (plain_city(city), id)
    where status = 'listed' and deleted_at is null`.execute(db);
  await sql`drop index if exists listings_public_city_prefix`.execute(db);
}
