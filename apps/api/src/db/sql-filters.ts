import { sql, type RawBuilder } from 'kysely';

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
