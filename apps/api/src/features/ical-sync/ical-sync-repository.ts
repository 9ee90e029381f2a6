import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { andIn } from '../../db/sql-filters';
import type { IcalImportRow } from '../../db/schema';
import type { EventDiff } from '../ical/diff-events';
import type { FeedEvent } from '../ical/feed-event';

/** Queries on `ical_imports` and `ical_events`. */

/** What the last applied answer said (0018-ical-fetch-state): the next fetch sends it back. */
export type FetchState = Pick<IcalImportRow, 'etag' | 'last_modified' | 'body_hash' | 'parse_key'>;

/**
 * An import with what its sync needs of the listing: zone, check-in and check-out times; and its
 * failures in a row, so that a success after them is recorded with the host's mail (feed-health).
 */
export type ImportTarget = Pick<IcalImportRow, 'id' | 'listing_id' | 'url' | 'failures'> &
  FetchState & {
    time_zone: string;
    check_in_from: string | null;
    check_out_until: string | null;
  };

export function listImports(db: Db, listingId: number): Promise<IcalImportRow[]> {
  return db
    .selectFrom('ical_imports')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}

export function findImport(
  db: Db,
  listingId: number,
  importId: number,
): Promise<IcalImportRow | undefined> {
  if (!Number.isSafeInteger(importId)) return Promise.resolve(undefined);
  return db
    .selectFrom('ical_imports')
    .selectAll()
    .where('listing_id', '=', listingId)
    .where('id', '=', importId)
    .executeTakeFirst();
}

export async function countImports(db: Db, listingId: number): Promise<number> {
  const row = await db
    .selectFrom('ical_imports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Null when the listing already imports this URL. */
export async function insertImport(
  db: Db,
  listingId: number,
  values: { url: string; name: string },
): Promise<IcalImportRow | null> {
  const row = await db
    .insertInto('ical_imports')
    .values({ listing_id: listingId, ...values })
    .onConflict((oc) => oc.columns(['listing_id', 'url']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteImport(db: Db, importId: number): Promise<void> {
  await db.deleteFrom('ical_imports').where('id', '=', importId).execute();
}

/** Locks the import for one sync, so two syncs of it apply their diffs one after the other. */
export function lockImport(db: Db, importId: number): Promise<IcalImportRow | undefined> {
  return db
    .selectFrom('ical_imports')
    .selectAll()
    .where('id', '=', importId)
    .forUpdate()
    .executeTakeFirst();
}

/** The events of the last good fetch (no summary is stored: it may name the guest). */
export function storedEvents(db: Db, importId: number): Promise<FeedEvent[]> {
  return db
    .selectFrom('ical_events')
    .select(['uid', 'start_date as start', 'end_date as end', sql<string>`''`.as('summary')])
    .where('import_id', '=', importId)
    .orderBy('start_date')
    .execute();
}

const BATCH = 500;

/** Applies a successful fetch by UID: the removed go, the moved move (same row), the added come. */
export async function applyEventDiff(
  db: Db,
  target: { id: number; listing_id: number },
  diff: EventDiff,
) {
  const removed = diff.removed.map((e) => e.uid);
  for (let i = 0; i < removed.length; i += BATCH) {
    await db
      .deleteFrom('ical_events')
      .where('import_id', '=', target.id)
      .where('uid', 'in', removed.slice(i, i + BATCH))
      .execute();
  }
  for (const { next } of diff.moved) {
    await db
      .updateTable('ical_events')
      .set({ start_date: next.start, end_date: next.end })
      .where('import_id', '=', target.id)
      .where('uid', '=', next.uid)
      .execute();
  }
  for (let i = 0; i < diff.added.length; i += BATCH) {
    await db
      .insertInto('ical_events')
      .values(
        diff.added.slice(i, i + BATCH).map((e) => ({
          import_id: target.id,
          listing_id: target.listing_id,
          uid: e.uid,
          start_date: e.start,
          end_date: e.end,
        })),
      )
      .execute();
  }
}

export async function recordSyncSuccess(
  db: Db,
  importId: number,
  values: { now: Date; eventCount: number; nextFetchAt: Date; state: FetchState },
): Promise<void> {
  await db
    .updateTable('ical_imports')
    .set({
      etag: values.state.etag,
      last_modified: values.state.last_modified,
      body_hash: values.state.body_hash,
      parse_key: values.state.parse_key,
      failures: 0,
      failing_since: null,
      last_attempt_at: values.now,
      last_success_at: values.now,
      last_error: null,
      last_error_status: null,
      event_count: values.eventCount,
      next_fetch_at: values.nextFetchAt,
    })
    .where('id', '=', importId)
    .execute();
}

/**
 * The feed is what was applied last (a 304, or a body of the same digest): a success that writes
 * no event, in one statement. Nothing is written if another sync applied a body meanwhile.
 */
export async function recordUnchanged(
  db: Db,
  target: Pick<ImportTarget, 'id' | 'body_hash'>,
  values: { now: Date; nextFetchAt: Date; state: Pick<FetchState, 'etag' | 'last_modified'> },
): Promise<void> {
  await db
    .updateTable('ical_imports')
    .set({
      etag: values.state.etag,
      last_modified: values.state.last_modified,
      failures: 0,
      failing_since: null,
      last_attempt_at: values.now,
      last_success_at: values.now,
      last_error: null,
      last_error_status: null,
      next_fetch_at: values.nextFetchAt,
    })
    .where('id', '=', target.id)
    .where('body_hash', 'is not distinct from', target.body_hash)
    .execute();
}

/**
 * A failure records what happened and when, and counts it (the retries space out); the stored
 * events stay as they were, and so does what the last applied answer said.
 */
export async function recordSyncFailure(
  db: Db,
  importId: number,
  values: { now: Date; code: string; status: number | null; nextFetchAt: Date },
): Promise<void> {
  await db
    .updateTable('ical_imports')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      failing_since: eb.fn.coalesce('failing_since', eb.val(values.now)),
      last_attempt_at: values.now,
      last_error: values.code,
      last_error_status: values.status,
      next_fetch_at: values.nextFetchAt,
    }))
    .where('id', '=', importId)
    .execute();
}

/** Whom a feed's state mail goes to, and what it names: the listing's owner and the import. */
export function feedMailTarget(db: Db, importId: number) {
  return db
    .selectFrom('ical_imports as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .select([
      'i.name',
      'i.last_error',
      'i.last_error_status',
      'i.failing_since',
      'i.event_count',
      'l.id as listing_id',
      'c.const as category',
      'l.name_sr',
      'l.name_en',
      'u.email',
      'u.first_name',
      'u.lang',
    ])
    .where('i.id', '=', importId)
    .executeTakeFirst();
}

/**
 * The origin part of a feed URL as it is stored (`scheme://host:port`, lowercased): the key of
 * the per-origin limit, the same text here and in SQL (`originSql`).
 */
export function originOf(url: string): string {
  return (/^[^:/?#]+:\/\/[^/?#]*/.exec(url)?.[0] ?? url).toLowerCase();
}
const originSql = sql`lower(substring(url from '^[^:/?#]+://[^/?#]*'))`;

/**
 * Claims up to `limit` due imports for this process in one statement, the longest due first:
 * their next fetch moves `minutes` ahead (a lease: the sync then sets the real next time), and
 * rows another process is claiming right now are skipped, so each import is fetched once however
 * many processes claim. Imports of `skipOrigins` (origins this process is busy with) wait.
 */
export async function claimDueImports(
  db: Db,
  options: {
    limit: number;
    minutes: number;
    listingIds?: readonly number[];
    skipOrigins?: readonly string[];
  },
): Promise<ImportTarget[]> {
  const skip = options.skipOrigins?.length
    ? sql`and ${originSql} not in (${sql.join(options.skipOrigins)})`
    : sql``;
  const claimed = await sql<ImportTarget>`
    update ical_imports i
       set next_fetch_at = now() + make_interval(mins => ${options.minutes}::int)
      from listings l
     where l.id = i.listing_id
       and i.id in (select id from ical_imports
                     where next_fetch_at <= now() ${andIn('listing_id', options.listingIds)} ${skip}
                       and listing_id in (select id from listings where deleted_at is null)
                     order by next_fetch_at
                     limit ${options.limit}
                     for update skip locked)
    returning i.id, i.listing_id, i.url, i.failures, l.time_zone, l.check_in_from, l.check_out_until,
              i.etag, i.last_modified, i.body_hash, i.parse_key`.execute(db);
  return claimed.rows;
}

export async function importTargets(db: Db, listingId: number): Promise<ImportTarget[]> {
  return db
    .selectFrom('ical_imports as i')
    .innerJoin('listings as l', 'l.id', 'i.listing_id')
    .select([
      'i.id',
      'i.listing_id',
      'i.url',
      'i.failures',
      'l.time_zone',
      'l.check_in_from',
      'l.check_out_until',
      'i.etag',
      'i.last_modified',
      'i.body_hash',
      'i.parse_key',
    ])
    .where('i.listing_id', '=', listingId)
    .orderBy('i.id')
    .execute();
}
