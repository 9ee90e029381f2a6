import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/*
 * Backups of the embedded database (PGlite in DATA_DIR/pgdata): one gzip'd tar of the whole data
 * folder, as PGlite itself dumps and loads it. The server must not run meanwhile: PGlite is one
 * process's database. A PostgreSQL server is backed up with pg_dump (docs/deploy.md).
 */

/** `gazda-2026-11-24T01-02-03Z.tar.gz`: sortable, no characters a file system refuses. */
export function backupFileName(now: Date): string {
  return `gazda-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** Writes the dump of `pgdataDir` to `file`; returns its size in bytes. */
export async function backupPglite(pgdataDir: string, file: string): Promise<number> {
  if (!hasDatabase(pgdataDir)) throw new Error(`No embedded database in ${pgdataDir}`);
  const pglite = await PGlite.create(pgdataDir, { extensions: { btree_gist } });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await pglite.close();
  }
}

/**
 * Loads `file` into `pgdataDir`. A database already there is not overwritten: it is moved to
 * `pgdata.before-restore-{time}` (returned), so a restore by mistake can be undone by hand.
 */
export async function restorePglite(
  file: string,
  pgdataDir: string,
  now: Date,
): Promise<{ movedAside: string | null }> {
  const bytes = await readFile(file);
  let movedAside: string | null = null;
  if (existsSync(pgdataDir) && readdirSync(pgdataDir).length > 0) {
    movedAside = `${pgdataDir}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
    await rename(pgdataDir, movedAside);
  }
  await mkdir(pgdataDir, { recursive: true });
  const pglite = await PGlite.create(pgdataDir, {
    extensions: { btree_gist },
    loadDataDir: new Blob([bytes]),
  });
  try {
    // A bad file fails here rather than at the next start.
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
  return { movedAside };
}

function hasDatabase(pgdataDir: string): boolean {
  return existsSync(pgdataDir) && readdirSync(pgdataDir).includes('PG_VERSION');
}
