import { type Kysely, sql } from 'kysely';

/*
 * Booking (issue 5): what 0004-calendar's reservations, inquiries and stay_locks lack for the
 * public search, the hold jobs and the host's and guest's lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The "hold about to lapse" mail goes once: the reminder job claims rows where this is null.
  await sql`alter table inquiries add column hold_reminder_sent_at timestamptz`.execute(db);

  // Search by destination, case- and diacritics-insensitive ("nis" finds "Niš").
  await sql`create function plain_city(value text) returns text language sql immutable as
    $$ select translate(lower(coalesce(value, '')), 'čćšžđ', 'ccszd') $$`.execute(db);
  await sql`create index listings_public_city on listings (plain_city(city), id)
    where status = 'listed' and deleted_at is null`.execute(db);

  // The jobs' claims: lapsing holds, reminders and stays to complete.
  await sql`create index inquiries_live_hold on inquiries (hold_expires_at)
    where status = 'available'`.execute(db);
  await sql`create index inquiries_pending on inquiries (created_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index reservations_to_complete on reservations (check_out)
    where status = 'confirmed'`.execute(db);
  // The operator's queues and the host's lists by status.
  await sql`create index inquiries_status on inquiries (status, listing_id)`.execute(db);
  await sql`create index reservations_status on reservations (status, listing_id)`.execute(db);
  // Free-night checks of the search: blocked days of a listing.
  await sql`create index calendar_days_blocked on calendar_days (listing_id, date) where blocked`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'calendar_days_blocked',
    'reservations_status',
    'inquiries_status',
    'reservations_to_complete',
    'inquiries_pending',
    'inquiries_live_hold',
    'listings_public_city',
  ])
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`drop function if exists plain_city`.execute(db);
  await sql`alter table inquiries drop column if exists hold_reminder_sent_at`.execute(db);
}
