import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { migrations } from '../../db/migrations/index';

/** True when the database answers `select 1`. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * The migrations this code knows that the database has not applied (Kysely's own table). Names
 * the database has and this code does not are fine: a newer release migrated ahead of an old
 * process, which keeps serving (docs/deploy.md, "Migrations while serving").
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`
    .execute(db)
    .then((result) => new Set(result.rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
