import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  ReservationGuestsTable,
  ReservationRegistrationsTable,
} from '../../db/schema-guest-registration';

/* Queries only (the rules are in guest-registration-service.ts and @gazda/domain). */

/** The reservation with what the registration needs from it and its listing. */
export function findReservationFacts(db: Db, id: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .leftJoin('reservation_registrations as g', 'g.reservation_id', 'r.id')
    .select([
      'r.id',
      'r.code',
      'r.guest_id',
      'r.status',
      'r.check_in',
      'r.check_out',
      'r.guests',
      'r.listing_id',
      'l.owner_id',
      'l.check_in_from',
      'l.time_zone',
      'g.details_updated_at',
      'g.eturista_registered_at',
      'g.erased_at',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type ReservationFacts = NonNullable<Awaited<ReturnType<typeof findReservationFacts>>>;

export function listGuestRows(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_guests')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('position')
    .execute();
}

/** Replaces the whole list (the PUT): run it in the write's transaction. */
export async function replaceGuestRows(
  db: Db,
  reservationId: number,
  rows: Omit<Insertable<ReservationGuestsTable>, 'reservation_id' | 'position'>[],
): Promise<void> {
  await db.deleteFrom('reservation_guests').where('reservation_id', '=', reservationId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('reservation_guests')
    .values(rows.map((row, position) => ({ ...row, reservation_id: reservationId, position })))
    .execute();
}

export async function upsertRegistration(
  db: Db,
  reservationId: number,
  patch: Omit<Updateable<ReservationRegistrationsTable>, 'reservation_id'>,
): Promise<void> {
  await db
    .insertInto('reservation_registrations')
    .values({ reservation_id: reservationId, ...patch })
    .onConflict((oc) => oc.column('reservation_id').doUpdateSet(patch))
    .execute();
}
