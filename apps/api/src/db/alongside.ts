import type { RawBuilder } from 'kysely';

/*
 * Shapes shared by the login lookup (auth/token-batch.ts, auth-repository.ts) and the routes that
 * read something alongside it (calendar/own-calendar-repository.ts): query pieces, so in db/.
 */

/**
 * A read a route needs on every call (e.g. the version of an answer it keeps), made by the token's
 * statement for a whole batch of requests (auth/token-batch.ts): `column(ids)` is a scalar sub-select
 * giving one JSON object with a member per id asked for, keyed by the id, and no member for an id
 * with nothing to read.
 */
export type AlongsideKind = { column: (ids: readonly number[]) => RawBuilder<unknown> };
/** What one request asks to be read alongside its token: `kind` of the row `id`. */
export type AlongsideRead = { kind: AlongsideKind; id: number };
