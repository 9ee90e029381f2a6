import pg from 'pg';
import { valueParsers } from './types';

/** How many distinct statement texts one process keeps prepared (per connection, on the server). */
const MAX_PREPARED_STATEMENTS = 500;

/** PostgreSQL's answer when a prepared statement's columns changed under it (a migration ran). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * Named (prepared) statements for the parameterised queries Kysely sends: PostgreSQL parses and
 * plans each text once per connection instead of on every call (the 366-day calendar's statement
 * spent longer being planned than run). Only statements with parameters, which pg already sends
 * through the extended protocol one statement at a time; parameterless text (migrations, begin,
 * commit) keeps the simple protocol. At most MAX_PREPARED_STATEMENTS texts get a name; later
 * ones run unnamed, and so does every statement inside a transaction. A statement whose columns
 * changed since it was prepared (another process migrated) runs again unnamed, and is not named
 * again.
 */
class StatementNames {
  readonly #names = new Map<string, string | null>();

  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.#names.size >= MAX_PREPARED_STATEMENTS) return undefined;
    const name = `gz${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }

  /** The text runs unnamed from now on. */
  forget(text: string): void {
    this.#names.set(text, null);
  }
}

function prepareStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length)
      return query(text, values, ...rest);
    // Inside a transaction statements stay unnamed: a stale plan there would abort the whole
    // transaction (a booking, say) during a rolling migration, with no way to run it again.
    const name = client.getTransactionStatus() === 'I' ? names.nameOf(text) : undefined;
    if (!name) return query(text, values);
    return query({ name, text, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      names.forget(text);
      if (client.getTransactionStatus() !== 'I') throw error;
      return query(text, values);
    });
  }) as typeof client.query;
}

/** A pg Pool whose type parsing matches PGlite's (db/types.ts), set per pool, not globally. */
export function createPgPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        valueParsers[oid] ??
        pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const names = new StatementNames();
  pool.on('connect', (client) => prepareStatements(client, names));
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}
