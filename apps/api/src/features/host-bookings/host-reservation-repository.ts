import type { Db } from '../../db/database';

/** What the host's booking page adds to a reservation: the guest's contact, payout, log rows. */

export function guestContact(db: Db, guestId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where('id', '=', guestId)
    .executeTakeFirst();
}

export function payoutMethodOf(db: Db, id: number) {
  return db
    .selectFrom('payout_methods')
    .select(['id', 'type', 'masked_number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The host's copy of a reservation's or an inquiry's activity log rows, oldest first. */
export function bookingLogRows(
  db: Db,
  ownerId: number,
  entity: 'reservation' | 'inquiry',
  id: number,
) {
  return db
    .selectFrom('activity_log')
    .select(['id', 'actor_id', 'kind', 'field', 'from_value', 'to_value', 'created_at'])
    .where('user_id', '=', ownerId)
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
