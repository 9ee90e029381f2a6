import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, backupPglite, restorePglite } from '../src/db/backup';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

const dir = mkdtempSync(join(tmpdir(), 'gazda-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDatabase<T>(
  pgdata: string,
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgdata });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

async function categoryConsts(pgdata: string): Promise<string[]> {
  return withDatabase(pgdata, async (db) =>
    (await db.selectFrom('categories').select('const').orderBy('const').execute()).map(
      (r) => r.const,
    ),
  );
}

describe('[OPS] db:backup and db:restore of the embedded database', () => {
  it('a backup restored into another folder holds the same data; the old database is kept aside', async () => {
    const source = join(dir, 'a', 'pgdata');
    await withDatabase(source, async (db) => {
      await migrateToLatest(db);
      await sql`insert into categories (const, icon, name_sr, name_en)
        values ('backup-probe', 'x', 'Proba', 'Probe') on conflict (const) do nothing`.execute(db);
    });
    const file = join(dir, 'backups', backupFileName(new Date('2026-11-24T01:02:03.456Z')));
    expect(file.endsWith('gazda-2026-11-24T01-02-03Z.tar.gz')).toBe(true);
    expect(await backupPglite(source, file)).toBeGreaterThan(1000);

    const target = join(dir, 'b', 'pgdata');
    // Something already there: it must survive the restore, moved aside.
    await withDatabase(target, async (db) => {
      await sql`create table left_behind (x int)`.execute(db);
    });
    const { movedAside } = await restorePglite(file, target, new Date('2026-11-24T02:00:00Z'));
    expect(movedAside).toMatch(/pgdata\.before-restore-2026-11-24T02-00-00/);
    expect(existsSync(movedAside!)).toBe(true);

    const restored = await categoryConsts(target);
    expect(restored).toContain('backup-probe');
    expect(restored).toEqual(await categoryConsts(source));
    // Restored and up to date: nothing left to migrate.
    expect(await withDatabase(target, (db) => migrateToLatest(db))).toEqual([]);
  }, 120_000);

  it('refuses an empty folder, and points to pg_dump when DATABASE_URL is set', async () => {
    await expect(backupPglite(join(dir, 'nothing'), join(dir, 'x.tar.gz'))).rejects.toThrow(
      /No embedded database/,
    );
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../src/db/backup-cli.ts')],
      {
        env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
        encoding: 'utf8',
      },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('pg_dump --format=custom');
  }, 60_000);
});
