import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config-or-exit';
import { backupFileName, backupPglite } from './backup';
import { databaseTarget } from './database';
import { refuseWhileServing } from './backup-guard';

/**
 * `npm run db:backup [-- file.tar.gz]`: the embedded database to DATA_DIR/backups/gazda-{time}.tar.gz
 * (or the file given). With DATABASE_URL it points to pg_dump instead (docs/deploy.md).
 */
const config = loadConfigOrExit();
const target = databaseTarget(config);
if (target.kind === 'postgres') {
  process.stderr.write(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g.\n' +
      '  pg_dump --format=custom --file=gazda.dump "$DATABASE_URL"\n' +
      '(docs/deploy.md, "Backups")\n',
  );
  process.exit(1);
}
await refuseWhileServing(config.port);
const given = process.argv[2];
const file = given
  ? resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : resolve(config.dataDir, 'backups', backupFileName(new Date()));
try {
  const size = await backupPglite(target.dataDir, file);
  process.stdout.write(`Backup of ${target.dataDir} written to ${file} (${size} bytes)\n`);
} catch (error) {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
