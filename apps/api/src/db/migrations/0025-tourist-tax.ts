import { type Kysely, sql } from 'kysely';

/*
 * Issue #30 item 1: the tourist tax (docs/rules/tourist-tax.md). The operator's rates per city
 * by date (para per person and night), a listing's switch to collect it, and the tax frozen on a
 * reservation or inquiry with the party it was computed for. Every new column has a default, so
 * older rows and older processes keep working (no tax, adults = guests, no children).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tourist_tax_rates (
    id serial primary key,
    city text not null check (length(city) between 1 and 100),
    city_key text not null,
    per_night integer not null check (per_night between 0 and 10000000),
    valid_from date not null,
    updated_at timestamptz not null default now(),
    unique (city_key, valid_from)
  )`.execute(db);
  await sql`alter table listings
    add column collects_tourist_tax boolean not null default false`.execute(db);
  for (const table of ['reservations', 'inquiries']) {
    await sql`alter table ${sql.table(table)}
      add column adults integer,
      add column children_ages jsonb not null default '[]'::jsonb,
      add column tourist_tax_amount integer not null default 0,
      add column tourist_tax jsonb`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reservations', 'inquiries']) {
    await sql`alter table ${sql.table(table)}
      drop column adults,
      drop column children_ages,
      drop column tourist_tax_amount,
      drop column tourist_tax`.execute(db);
  }
  await sql`alter table listings drop column collects_tourist_tax`.execute(db);
  await sql`drop table tourist_tax_rates`.execute(db);
}
