import { type Kysely, sql } from 'kysely';

/*
 * Issue #9: GET calendar/{id} answers from an in-process cache while nothing it reads changed
 * (docs/decisions/0014-calendar-answer-cache.md). `listings.calendar_version` moves in the same
 * transaction as every write that can change the answer, so a reader sees the version and the
 * rows of one snapshot, whichever process wrote them. Safe while older processes serve: a column
 * with a constant default (no table rewrite) and triggers they never have to know about.
 *
 * Statement-level triggers (transition tables) for the tables a single statement writes many
 * rows of (a year of calendar days, a feed's events); row-level ones, limited to the columns the
 * calendar reads, for reservations and inquiries (their other columns change often: reminders,
 * payments) and for an import's name (the `source_name` of its days; its fetch times are not read).
 */
const STATEMENT_TABLES = ['calendar_rules', 'calendar_days', 'ical_events'] as const;

const ROW_TABLES = [
  { table: 'reservations', columns: ['status', 'check_in', 'check_out', 'listing_id'] },
  {
    table: 'inquiries',
    columns: ['status', 'check_in', 'check_out', 'listing_id', 'hold_expires_at'],
  },
  { table: 'ical_imports', columns: ['name', 'listing_id'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings add column calendar_version bigint not null default 0`.execute(db);

  // Any change of the listing row itself (prices, min stays, time zone, owner, deletion) counts;
  // a bump made by the triggers below is not counted twice.
  await sql`create function listings_calendar_version() returns trigger language plpgsql as $$
    begin
      if new.calendar_version = old.calendar_version then
        new.calendar_version := old.calendar_version + 1;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger listings_calendar_version before update on listings
    for each row execute function listings_calendar_version()`.execute(db);

  await sql`create function calendar_version_bump_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update listings set calendar_version = calendar_version + 1
         where id in (select listing_id from new_rows);
      elsif tg_op = 'DELETE' then
        update listings set calendar_version = calendar_version + 1
         where id in (select listing_id from old_rows);
      else
        update listings set calendar_version = calendar_version + 1
         where id in (select listing_id from new_rows union select listing_id from old_rows);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of STATEMENT_TABLES) {
    const t = sql.table(table);
    await sql`create trigger ${sql.raw(`${table}_calendar_version_insert`)} after insert on ${t}
      referencing new table as new_rows
      for each statement execute function calendar_version_bump_rows()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_calendar_version_update`)} after update on ${t}
      referencing old table as old_rows new table as new_rows
      for each statement execute function calendar_version_bump_rows()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_calendar_version_delete`)} after delete on ${t}
      referencing old table as old_rows
      for each statement execute function calendar_version_bump_rows()`.execute(db);
  }

  // OLD is null on insert and NEW on delete (PostgreSQL 11+).
  await sql`create function calendar_version_bump_row() returns trigger language plpgsql as $$
    begin
      update listings set calendar_version = calendar_version + 1
       where id = old.listing_id or id = new.listing_id;
      return null;
    end $$`.execute(db);
  for (const { table, columns } of ROW_TABLES) {
    const t = sql.table(table);
    const changed = sql.raw(columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
    await sql`create trigger ${sql.raw(`${table}_calendar_version_write`)}
      after insert or delete on ${t}
      for each row execute function calendar_version_bump_row()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_calendar_version_update`)}
      after update of ${sql.raw(columns.join(', '))} on ${t}
      for each row when (${changed}) execute function calendar_version_bump_row()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of STATEMENT_TABLES) {
    for (const op of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`${table}_calendar_version_${op}`)} on ${sql.table(table)}`.execute(
        db,
      );
  }
  for (const { table } of ROW_TABLES) {
    for (const op of ['write', 'update'])
      await sql`drop trigger if exists ${sql.raw(`${table}_calendar_version_${op}`)} on ${sql.table(table)}`.execute(
        db,
      );
  }
  await sql`drop trigger if exists listings_calendar_version on listings`.execute(db);
  await sql`drop function if exists calendar_version_bump_row()`.execute(db);
  await sql`drop function if exists calendar_version_bump_rows()`.execute(db);
  await sql`drop function if exists listings_calendar_version()`.execute(db);
  await sql`alter table listings drop column if exists calendar_version`.execute(db);
}
