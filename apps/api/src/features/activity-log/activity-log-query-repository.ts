import type { Db } from '../../db/database';
import type { ActivityKind } from '../../db/schema';

type ActivityLogFilter = {
  userId: number;
  listingId?: number;
  kind?: ActivityKind;
  page: number;
  perPage: number;
};

/** One page of a user's own entries, newest first, with the actor's and the listing's names. */
export async function findActivityPage(db: Db, filter: ActivityLogFilter) {
  let base = db.selectFrom('activity_log').where('activity_log.user_id', '=', filter.userId);
  if (filter.listingId !== undefined)
    base = base.where('activity_log.listing_id', '=', filter.listingId);
  if (filter.kind !== undefined) base = base.where('activity_log.kind', '=', filter.kind);

  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as actor', 'actor.id', 'activity_log.actor_id')
    .leftJoin('listings', 'listings.id', 'activity_log.listing_id')
    .leftJoin('categories', 'categories.id', 'listings.category_id')
    // The booking a reservation's or an inquiry's entry is about, to name and link it.
    .leftJoin('reservations as reservation', (join) =>
      join
        .onRef('reservation.id', '=', 'activity_log.entity_id')
        .on('activity_log.entity', '=', 'reservation'),
    )
    .leftJoin('inquiries as inquiry', (join) =>
      join
        .onRef('inquiry.id', '=', 'activity_log.entity_id')
        .on('activity_log.entity', '=', 'inquiry'),
    )
    .leftJoin('users as inquirer', 'inquirer.id', 'inquiry.guest_id')
    .select([
      'activity_log.id',
      'activity_log.entity',
      'activity_log.entity_id',
      'activity_log.field',
      'activity_log.kind',
      'activity_log.from_value',
      'activity_log.to_value',
      'activity_log.created_at',
      'activity_log.listing_id',
      'listings.name_sr as listing_name_sr',
      'listings.name_en as listing_name_en',
      'listings.currency as listing_currency',
      'categories.const as listing_category',
      'reservation.code as reservation_code',
      'reservation.guest_name as reservation_guest',
      'inquiry.code as inquiry_code',
      'inquirer.first_name as inquirer_first_name',
      'inquirer.last_name as inquirer_last_name',
      'actor.id as actor_id',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
    ])
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
    .execute();
  return { rows, total: Number(total.count) };
}

export type ActivityRow = Awaited<ReturnType<typeof findActivityPage>>['rows'][number];
