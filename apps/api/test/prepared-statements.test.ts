import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPgPool, StatementNames } from '../src/db/pg-pool';

// pg-pool.ts's MAX_PREPARED_STATEMENTS, said again: changing it changes this test.
const MAX_PREPARED_STATEMENTS = 500;

/*
 * Issue #9: on PostgreSQL the parameterised statements are prepared once per connection
 * (db/pg-pool.ts), so that a hot statement is not parsed and planned on every call.
 */
describe('[DATABASE] prepared statements', () => {
  it('names at most MAX_PREPARED_STATEMENTS texts, always the same name for a text, none once forgotten', () => {
    const names = new StatementNames();
    const first = names.nameOf('select $1');
    expect(first).toBeDefined();
    expect(names.nameOf('select $1')).toBe(first);
    for (let i = 1; i < MAX_PREPARED_STATEMENTS; i++)
      expect(names.nameOf(`select $1 + ${i}`)).toBeDefined();
    expect(names.nameOf('select $1 - 1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBe(first);
    names.forget('select $1');
    expect(names.nameOf('select $1')).toBeUndefined();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL: a statement is prepared on its connection, and still answers after its table changed',
    async () => {
      // A pool of its own: the worker's shared one may have named its 500 texts already.
      const db = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: createPgPool(process.env.DATABASE_URL!) }),
      });
      const name = `prepared_${process.pid}_${Date.now() % 100000}`;
      const table = sql.table(name);
      await sql`create table ${table} (id int)`.execute(db);
      try {
        await sql`insert into ${table} values (1)`.execute(db);
        const read = () => sql<{ id: number }>`select * from ${table} where id = ${1}`.execute(db);
        const prepared = await db.connection().execute(async (one) => {
          await sql`select * from ${table} where id = ${1}`.execute(one);
          return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
            one,
          );
        });
        expect(prepared.rows.map((r) => r.statement)).toContain(
          `select * from "${name}" where id = $1`,
        );
        // Every connection of the pool prepares the read, then a migration adds a column.
        await Promise.all(Array.from({ length: 12 }, read));
        await sql`alter table ${table} add column note text`.execute(db);
        const answers = await Promise.all(Array.from({ length: 12 }, read));
        for (const answer of answers) expect(answer.rows).toEqual([{ id: 1, note: null }]);
        // Inside a transaction nothing is named, so another migration never aborts one.
        const inTransaction = () =>
          db
            .transaction()
            .execute((trx) =>
              sql<{ id: number }>`select * from ${table} where id >= ${1}`.execute(trx),
            );
        await Promise.all(Array.from({ length: 12 }, inTransaction));
        await sql`alter table ${table} add column more text`.execute(db);
        const results = await Promise.all(Array.from({ length: 12 }, inTransaction));
        for (const result of results)
          expect(result.rows).toEqual([{ id: 1, note: null, more: null }]);
      } finally {
        await sql`drop table ${table}`.execute(db);
        await db.destroy();
      }
    },
  );
});
