import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect } from 'kysely';
import { createPgPool } from './pg-pool';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';
import { valueParsers } from './types';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** A folder for the data, or `memory://` for a throw-away database (tests). */
  | { kind: 'pglite'; dataDir: string };

type OpenDatabase = { db: Db; kind: DatabaseTarget['kind']; close: () => Promise<void> };

export function databaseTarget(config: {
  databaseUrl: string | null;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pgdata` };
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  const pool =
    target.kind === 'postgres' ? createPgPool(target.url) : await openPGlite(target.dataDir);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: target.kind, close: () => db.destroy() };
}

async function openPGlite(dataDir: string): Promise<PGlitePool> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    extensions: { btree_gist },
    parsers: valueParsers,
  });
  return new PGlitePool(pglite);
}
