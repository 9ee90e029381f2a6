import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The operator's user search: part of the name, e-mail or phone, case-insensitive. */
export async function searchUsers(db: Db, q: string, page: number, perPage: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = db.selectFrom('users as u');
  if (q !== '')
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.phone', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      ]),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.phone',
        'u.roles',
        'u.government_id_status',
        'u.email_verified_at',
        'u.deletion_requested_at',
        'u.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('listings as l')
          .whereRef('l.owner_id', '=', 'u.id')
          .where('l.deleted_at', 'is', null)
          .select(sql<string>`count(*)`.as('n'))
          .as('listings_count'),
      )
      .orderBy('u.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
