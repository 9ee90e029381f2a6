import { loadConfigOrExit } from '../config-or-exit';
import { databaseTarget, openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database, then exits. */
const config = loadConfigOrExit();
const target = databaseTarget(config);
const { db, close } = await openDatabase(target);
try {
  const applied = await migrateToLatest(db);
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.dataDir;
  process.stdout.write(
    applied.length
      ? `Applied ${applied.join(', ')} to ${where}\n`
      : `Nothing to apply: ${where} is up to date\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await close();
}
