import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/**
 * Applies pending migrations. Kysely's migrator holds an advisory lock in one transaction, so
 * several processes starting together apply each migration once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'failed');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '),
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
