import { type Kysely, sql } from 'kysely';

/*
 * Issue #27 item 1: the availability rules a host sets on a listing (docs/rules/availability.md,
 * @gazda/domain/availability-rules). Every column has a default that means "no rule", so existing
 * listings book as before and older processes keep working while this one serves. The checks
 * repeat the domain's AVAILABILITY_LIMITS; the listing form's schema refuses the same values first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings
    add column max_stay integer check (max_stay between 1 and 365),
    add column advance_notice_days integer not null default 0
      check (advance_notice_days between 0 and 7),
    add column same_day_cutoff text check (same_day_cutoff ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    add column preparation_nights integer not null default 0
      check (preparation_nights between 0 and 3),
    add column booking_window_days integer check (booking_window_days between 30 and 730),
    add column closed_to_arrival jsonb not null default '[]'::jsonb,
    add column closed_to_departure jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings
    drop column max_stay,
    drop column advance_notice_days,
    drop column same_day_cutoff,
    drop column preparation_nights,
    drop column booking_window_days,
    drop column closed_to_arrival,
    drop column closed_to_departure`.execute(db);
}
