import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { testApp } from './helpers/test-app';

describe('[DB] both drivers behave alike', () => {
  it('return the same JavaScript types', async () => {
    const { db } = await testApp();
    const { rows } = await sql<Record<string, unknown>>`select
      '2027-01-06'::date as day, 1234.5::numeric as amount, 9007199254740::bigint as big,
      now() as moment, ${JSON.stringify({ a: [1] })}::jsonb as doc, array['Admin']::text[] as roles`.execute(
      db,
    );
    expect(rows[0]).toMatchObject({
      day: '2027-01-06',
      amount: 1234.5,
      big: 9007199254740,
      doc: { a: [1] },
      roles: ['Admin'],
    });
    expect(rows[0]?.moment).toBeInstanceOf(Date);
  });

  it('a query beside an open transaction never runs inside it', async () => {
    const { db } = await testApp();
    const name = `probe-${Math.random()}`;
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('app_secrets').values({ name, value: 'uncommitted' }).execute();
        inside();
        await new Promise((resolve) => setTimeout(resolve, 150));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await started;
    const seen = await db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    expect(seen).toBeUndefined();
    expect(await transaction).toBe('rolled back');
  });

  it('report affected rows alike', async () => {
    const { db } = await testApp();
    const name = `rows-${Math.random()}`;
    await db.insertInto('app_secrets').values({ name, value: '1' }).execute();
    const none = await db
      .updateTable('app_secrets')
      .set({ value: '2' })
      .where('name', '=', `${name}-x`)
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const one = await db.deleteFrom('app_secrets').where('name', '=', name).executeTakeFirst();
    expect(one.numDeletedRows).toBe(1n);
  });

  it('migrating again is a no-op', async () => {
    const { db } = await testApp();
    expect(await migrateToLatest(db)).toEqual([]);
    const ext = await sql<{
      extname: string;
    }>`select extname from pg_extension where extname = 'btree_gist'`.execute(db);
    expect(ext.rows).toHaveLength(1);
  });
});
