import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config-or-exit';
import { restorePglite } from './backup';
import { refuseWhileServing } from './backup-guard';
import { databaseTarget } from './database';

/**
 * `npm run db:restore -- file.tar.gz`: loads a `db:backup` file into DATA_DIR/pgdata; a database
 * already there is moved aside, not deleted. With DATABASE_URL it points to pg_restore.
 */
const config = loadConfigOrExit();
const target = databaseTarget(config);
if (target.kind === 'postgres') {
  process.stderr.write(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.\n' +
      '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" gazda.dump\n' +
      '(docs/deploy.md, "Backups")\n',
  );
  process.exit(1);
}
const given = process.argv[2];
if (!given) {
  process.stderr.write('Usage: npm run db:restore -- <backup file .tar.gz>\n');
  process.exit(1);
}
await refuseWhileServing(config.port);
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  const { movedAside } = await restorePglite(file, target.dataDir, new Date());
  if (movedAside) process.stdout.write(`The database that was there is kept in ${movedAside}\n`);
  process.stdout.write(`Restored ${file} into ${target.dataDir}\n`);
} catch (error) {
  process.stderr.write(
    `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
