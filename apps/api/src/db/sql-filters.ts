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
