import { type Kysely, sql } from 'kysely';

/*
 * Issue #26: the host's GET calendar/{id} names each booked stay's guest (docs/decisions/
 * 0014-calendar-answer-cache.md keeps that answer while listings.calendar_version stands). Two
 * more writes now change the answer and move the version in the same transaction: a
 * reservation's guest_name (a manual reservation's edit), and a guest's own name while one of
 * their inquiries holds nights (a hold is named by its guest's account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger reservations_calendar_version_guest_name
    after update of guest_name on reservations
    for each row when (old.guest_name is distinct from new.guest_name)
    execute function calendar_version_bump_row()`.execute(db);

  await sql`create function calendar_version_bump_guest() returns trigger language plpgsql as $$
    begin
      update listings set calendar_version = calendar_version + 1
       where id in (select listing_id from inquiries
                     where guest_id = new.id and status in ('available', 'confirmed'));
      return null;
    end $$`.execute(db);
  await sql`create trigger users_calendar_version_name
    after update of first_name, last_name on users
    for each row when (old.first_name is distinct from new.first_name
                       or old.last_name is distinct from new.last_name)
    execute function calendar_version_bump_guest()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_calendar_version_name on users`.execute(db);
  await sql`drop function if exists calendar_version_bump_guest()`.execute(db);
  await sql`drop trigger if exists reservations_calendar_version_guest_name on reservations`.execute(
    db,
  );
}
