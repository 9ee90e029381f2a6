import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `and <column> in (…)` for the claims that may be limited to some rows (tests on a shared
 * database, operations): nothing when no list is given, `and false` for an empty one.
 */
export function andIn(
  column: string,
  values: readonly (string | number)[] | undefined,
): RawBuilder<unknown> {
  if (values === undefined) return sql``;
  if (values.length === 0) return sql`and false`;
  return sql`and ${sql.ref(column)} in (${sql.join(values)})`;
}

/**
 * domain/host-readiness.ts's rule in SQL (hostReadiness finds nothing missing), for the search's where clause: the owner of
 * `ownerColumn` has a verified e-mail, a phone and a payout method not erased. Keep the two
 * together: apps/api/test/bookings/host-readiness.test.ts checks each missing item on both.
 */
export function hostReadySql(ownerColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from users hr where hr.id = ${sql.ref(ownerColumn)}
    and hr.email_verified_at is not null and coalesce(btrim(hr.phone), '') <> ''
    and exists (select 1 from payout_methods hp where hp.user_id = hr.id and hp.erased_at is null))`;
}

/**
 * Not an untouched draft (issue #26 item 5): a draft is untouched while its first step was never
 * saved — status draft and no title in either language (the info step, first for every category,
 * cannot be saved without one). Older panels made one just by opening the create page; the
 * owner's lists and counts (apartmentCount, the counts per category, the dashboard) leave it out.
 */
export function touchedListingSql(table: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not (${sql.ref(`${table}.status`)} = 'draft'
    and ${sql.ref(`${table}.name_sr`)} = '' and ${sql.ref(`${table}.name_en`)} = '')`;
}
