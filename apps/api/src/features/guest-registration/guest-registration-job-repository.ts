import { sql } from 'kysely';
import type { Db } from '../../db/database';

/* The jobs' queries (guest-registration-jobs.ts): candidates, claims and the erasure. */

/** Reservations that still hold guest details and left before `lastDeparture`. */
export function erasureCandidates(db: Db, lastDeparture: string, limit: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .select(['r.id', 'r.check_out', 'l.time_zone'])
    .where('r.check_out', '<=', lastDeparture)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('reservation_guests as g')
          .select('g.id')
          .whereRef('g.reservation_id', '=', 'r.id'),
      ),
    )
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function eraseGuestDetails(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('reservation_guests').where('reservation_id', 'in', ids).execute();
  await db
    .insertInto('reservation_registrations')
    .values(ids.map((id) => ({ reservation_id: id, erased_at: now })))
    .onConflict((oc) => oc.column('reservation_id').doUpdateSet({ erased_at: now }))
    .execute();
}

/** Confirmed platform stays arriving between the two days, with their guest, host and listing. */
export function arrivingStays(db: Db, from: string, to: string) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .leftJoin('reservation_registrations as g', 'g.reservation_id', 'r.id')
    .select([
      'r.id',
      'r.code',
      'r.guest_id',
      'r.check_in',
      'l.owner_id',
      'l.name_sr',
      'l.name_en',
      'l.check_in_from',
      'l.time_zone',
      'g.details_updated_at',
      'g.eturista_registered_at',
      'g.details_reminder_sent_at',
      'g.host_reminder_sent_at',
    ])
    .where('r.status', '=', 'confirmed')
    .where('r.source', '=', 'platform')
    .where('r.guest_id', 'is not', null)
    .where('r.check_in', '>=', from)
    .where('r.check_in', '<=', to)
    .orderBy('r.id')
    .execute();
}

/**
 * Marks one reminder as sent, once: true for the one process (and transaction) that marked it, so
 * a mail goes once however many processes run the job.
 */
export async function claimReminder(
  db: Db,
  id: number,
  column: 'details_reminder_sent_at' | 'host_reminder_sent_at',
  now: Date,
): Promise<boolean> {
  const result = await sql<{ reservation_id: number }>`
    insert into reservation_registrations (reservation_id, ${sql.ref(column)})
    values (${id}, ${now})
    on conflict (reservation_id) do update set ${sql.ref(column)} = excluded.${sql.ref(column)}
      where reservation_registrations.${sql.ref(column)} is null
    returning reservation_id`.execute(db);
  return result.rows.length > 0;
}

export function mailUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'lang', 'mail_preferences'])
    .where('id', '=', id)
    .executeTakeFirst();
}
