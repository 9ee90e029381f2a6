import type { Db } from '../../db/database';

/** The activity entries of one listing, newest first, with the actor's name. */
export async function listingActivity(db: Db, listingId: number, page: number, perPage: number) {
  const base = db.selectFrom('activity_log').where('activity_log.listing_id', '=', listingId);
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as actor', 'actor.id', 'activity_log.actor_id')
    .select([
      'activity_log.id',
      'activity_log.entity',
      'activity_log.entity_id',
      'activity_log.field',
      'activity_log.kind',
      'activity_log.from_value',
      'activity_log.to_value',
      'activity_log.created_at',
      'actor.id as actor_id',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
    ])
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(total.count) };
}
