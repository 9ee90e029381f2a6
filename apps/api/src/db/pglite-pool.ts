import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex';

type Command = PostgresQueryResult<unknown>['command'];

const WRITE = /^\s*(insert|update|delete|merge)\b/i;

/*
 * pg reports the statement's command; PGlite only the affected rows. Kysely needs the command
 * just to know whether `numAffectedRows` means something: the first keyword tells for plain
 * statements, and a `with …` statement that affected rows was a write.
 */
function commandOf(sql: string, affectedRows: number): Command {
  const keyword = WRITE.exec(sql)?.[1]?.toUpperCase() as Command | undefined;
  return keyword ?? (affectedRows > 0 ? 'UPDATE' : 'SELECT');
}

/**
 * The part of pg's Pool that Kysely's PostgresDriver uses, over PGlite's single connection.
 * A connection is handed out under a mutex and held until `release()`, so a transaction
 * (BEGIN … COMMIT on one client) owns PGlite alone and other queries wait instead of
 * interleaving into it. Code inside `db.transaction()` must use the transaction, never `db`,
 * or it waits for itself.
 */
export class PGlitePool implements PostgresPool {
  readonly #mutex = new Mutex();

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    const release = await this.#mutex.acquire();
    const pglite = this.pglite;
    const client = {
      async query<R>(
        sql: string,
        parameters: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, [...parameters]);
        const rowCount = result.affectedRows ?? 0;
        return { rows: result.rows, rowCount, command: commandOf(sql, rowCount) };
      },
      release,
    };
    return client as PostgresPoolClient;
  }

  async end(): Promise<void> {
    const release = await this.#mutex.acquire();
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      release();
    }
  }
}
