import { sql, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AlongsideKind } from '../src/db/alongside';
import { findActiveTokens } from '../src/features/auth/auth-repository';
import { tokenBatchOf } from '../src/features/auth/token-batch';
import { sha256Hex } from '../src/crypto/tokens';
import { calendarVersions } from '../src/features/calendar/own-calendar-repository';
import type { Db } from '../src/db/database';
import { hostWithListing } from './helpers/calendar-fixtures';
import { api, registerUser, testApp } from './helpers/test-app';

// token-batch.ts's MAX_TOKENS_PER_STATEMENT, said again: changing it changes this test.
const MAX_TOKENS_PER_STATEMENT = 100;

/**
 * The token statement reads the user as one JSON column (issue #9: the driver's per-column work
 * was a fifth of an authenticated request). What it gives back must be exactly the row the query
 * builder reads: same columns, same types (Date, jsonb, text[]), on PGlite and on PostgreSQL.
 */
describe('the user behind a token', () => {
  it('is the same row selectAll() reads, every column and type', async () => {
    const { db } = await testApp();
    const u = await registerUser();
    // Every nullable column filled, so each type is compared, microseconds included.
    await sql`update users set phone = '+381 60 123 4567', avatar_url = '/uploads/a.webp',
        id_verified_at = '2026-03-04 05:06:07.123456+00', verification_resent_at = now(),
        deletion_requested_at = '2026-12-31 23:59:59.999999+01', roles = '{Admin,Support}',
        mail_preferences = '{"new_bookings": false, "nested": {"a": [1, "b", null]}}'
      where id = ${u.id}`.execute(db);
    const hash = sha256Hex(u.token);
    const found = (await findActiveTokens(db, [hash], new Date())).tokens.get(hash);
    const row = await db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirst();
    expect(found?.user).toStrictEqual(row);
    expect(found?.user.id_verified_at).toEqual(new Date('2026-03-04T05:06:07.123Z'));
    expect(found?.user.roles).toEqual(['Admin', 'Support']);
    expect(found?.user.deleted_at).toBeNull();
  });

  it('with a read alongside, and none for an unknown token', async () => {
    const { db } = await testApp();
    const u = await registerUser();
    const doubled: AlongsideKind = {
      column: (ids) => sql`(select json_object_agg(i, i * 2) from unnest(${[...ids]}::bigint[]) i)`,
    };
    const hash = sha256Hex(u.token);
    const { tokens, also } = await findActiveTokens(
      db,
      [hash, sha256Hex('nope')],
      new Date(),
      new Map([[doubled, [21, 5]]]),
    );
    expect(tokens.get(hash)?.user.email).toBe(u.email);
    expect(tokens.size).toBe(1);
    expect(also.get(doubled)).toEqual({ 21: 42, 5: 10 });
  });
});

/** The app's database, counting the statements sent through it. */
async function countingDb(): Promise<{ db: Db; statements: () => number }> {
  const { db } = await testApp();
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      count++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(counter), statements: () => count };
}

/**
 * Token lookups of one turn of the event loop share one statement (token-batch.ts, issue #9: the
 * round trip to PostgreSQL was a third of an authenticated request under load). Each still gets
 * its own answer, and reads what was committed before it was asked.
 */
describe('a batch of token lookups', () => {
  it('answers the lookups of one turn with one statement, each its own', async () => {
    const { db, statements } = await countingDb();
    const batch = tokenBatchOf({ db, now: () => new Date() });
    const [a, b] = [await registerUser(), await registerUser()];
    const before = statements();
    const found = await Promise.all([
      batch.find(sha256Hex(a.token)),
      batch.find(sha256Hex(b.token)),
      batch.find(sha256Hex(a.token)),
      batch.find(sha256Hex('not a token')),
    ]);
    expect(statements() - before).toBe(1);
    expect(found.map((f) => f?.user.email)).toEqual([a.email, b.email, a.email, undefined]);
    expect(found[0]?.also).toBeUndefined();
    // The next turn is a batch of its own.
    expect((await batch.find(sha256Hex(b.token)))?.user.id).toBe(b.id);
    expect(statements() - before).toBe(2);
  });

  it('gives each lookup what it asked to read alongside, null where nothing is live', async () => {
    const { db, statements } = await countingDb();
    const batch = tokenBatchOf({ db, now: () => new Date() });
    const [one, two] = [await hostWithListing(), await hostWithListing()];
    // Only the database's triggers write the version; the test sets one it can recognise.
    await sql`update listings set calendar_version = 7 where id = ${two.listingId}`.execute(db);
    const gone = await hostWithListing();
    await db
      .updateTable('listings')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.listingId)
      .execute();
    const before = statements();
    const found = await Promise.all([
      batch.find(sha256Hex(one.token), { kind: calendarVersions, id: one.listingId }),
      batch.find(sha256Hex(one.token), { kind: calendarVersions, id: two.listingId }),
      batch.find(sha256Hex(two.token), { kind: calendarVersions, id: two.listingId }),
      batch.find(sha256Hex(two.token), { kind: calendarVersions, id: gone.listingId }),
      batch.find(sha256Hex(two.token), { kind: calendarVersions, id: Number.NaN }),
      batch.find(sha256Hex(two.token)),
    ]);
    expect(statements() - before).toBe(1);
    const version = (
      await db
        .selectFrom('listings')
        .select('calendar_version')
        .where('id', '=', one.listingId)
        .executeTakeFirstOrThrow()
    ).calendar_version;
    expect(found.map((f) => f?.also)).toEqual([
      { owner_id: one.id, calendar_version: version },
      { owner_id: two.id, calendar_version: 7 },
      { owner_id: two.id, calendar_version: 7 },
      null,
      null,
      undefined,
    ]);
  });

  it('splits a batch of more than MAX_TOKENS_PER_STATEMENT distinct tokens', async () => {
    const { db, statements } = await countingDb();
    const batch = tokenBatchOf({ db, now: () => new Date() });
    const u = await registerUser();
    const before = statements();
    const hashes = Array.from({ length: MAX_TOKENS_PER_STATEMENT * 2 + 1 }, (_, i) =>
      i === MAX_TOKENS_PER_STATEMENT + 3 ? sha256Hex(u.token) : sha256Hex(`nobody ${i}`),
    );
    const found = await Promise.all(hashes.map((hash) => batch.find(hash)));
    expect(statements() - before).toBe(3);
    expect(found.filter(Boolean).map((f) => f?.user.id)).toEqual([u.id]);
    expect(found[MAX_TOKENS_PER_STATEMENT + 3]?.user.id).toBe(u.id);
  });

  it('refuses a token revoked before it was asked for, and an expired one', async () => {
    const { db } = await testApp();
    const batch = tokenBatchOf({ db, now: () => new Date() });
    const u = await registerUser();
    expect(await batch.find(sha256Hex(u.token))).toBeDefined();
    expect((await api('POST', '/api/logout', { token: u.token })).status).toBe(204);
    expect(await batch.find(sha256Hex(u.token))).toBeUndefined();
    const v = await registerUser();
    const later = tokenBatchOf({ db, now: () => new Date(Date.now() + 400 * 86_400_000) });
    expect(await later.find(sha256Hex(v.token))).toBeUndefined();
  });

  it('fails every lookup of a batch whose statement fails, and the next batch works', async () => {
    const { db } = await testApp();
    const u = await registerUser();
    const broken: AlongsideKind = { column: () => sql`(select 1 / 0)` };
    const batch = tokenBatchOf({ db, now: () => new Date() });
    const failed = await Promise.allSettled([
      batch.find(sha256Hex(u.token), { kind: broken, id: 1 }),
      batch.find(sha256Hex(u.token)),
    ]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect((await batch.find(sha256Hex(u.token)))?.user.id).toBe(u.id);
  });
});
