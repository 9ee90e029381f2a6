import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgPool } from '../src/db/pg-pool';

// pg-pool.ts's MAX_PREPARED_STATEMENTS, said again: changing it changes this test.
const MAX_PREPARED_STATEMENTS = 500;

type Sent = string | { name: string; text: string };

/**
 * A connection of `pool` as pg hands it over ('connect'), that answers every statement, or fails
 * the named ones `stale` says as PostgreSQL does when their columns changed; `sent` is what
 * reached it: a text alone, or a prepared statement's name and text.
 */
function connectionOf(pool: pg.Pool, stale: (text: string) => boolean = () => false) {
  const sent: Sent[] = [];
  const client = {
    getTransactionStatus: () => 'I',
    query: async (statement: Sent) => {
      sent.push(
        typeof statement === 'string' ? statement : { name: statement.name, text: statement.text },
      );
      if (typeof statement !== 'string' && stale(statement.text))
        throw Object.assign(new Error('cached plan must not change result type'), {
          code: '0A000',
        });
      return { rows: [] };
    },
  };
  pool.emit('connect', client);
  const query = (text: string) =>
    (client.query as unknown as (text: string, values: unknown[]) => Promise<unknown>)(text, [1]);
  /** The name the statement last sent for `text` was prepared under, if any. */
  const nameOf = async (text: string) => {
    await query(text);
    const last = sent.at(-1);
    return typeof last === 'string' ? undefined : last?.name;
  };
  return { sent, nameOf };
}

/*
 * Issue #9: on PostgreSQL the parameterised statements are prepared once per connection
 * (db/pg-pool.ts), so that a hot statement is not parsed and planned on every call.
 */
describe('[DATABASE] prepared statements', () => {
  it('names at most MAX_PREPARED_STATEMENTS texts, always the same name for a text, none once its plan went stale', async () => {
    const pool = createPgPool('postgres://nobody@127.0.0.1:1/none');
    let migrated = false;
    const { sent, nameOf } = connectionOf(pool, (text) => migrated && text === 'select $1');
    const first = await nameOf('select $1');
    expect(first).toBeDefined();
    expect(await nameOf('select $1')).toBe(first);
    for (let i = 1; i < MAX_PREPARED_STATEMENTS; i++)
      expect(await nameOf(`select $1 + ${i}`)).toBeDefined();
    expect(await nameOf('select $1 - 1')).toBeUndefined();
    expect(await nameOf('select $1')).toBe(first);
    // Its columns changed: the statement runs again unnamed, and is never named again.
    migrated = true;
    const before = sent.length;
    expect(await nameOf('select $1')).toBeUndefined();
    expect(sent.slice(before)).toEqual([{ name: first, text: 'select $1' }, 'select $1']);
    expect(await nameOf('select $1')).toBeUndefined();
    await pool.end();
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
