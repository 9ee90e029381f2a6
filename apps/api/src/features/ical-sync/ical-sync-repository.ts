import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { andIn } from '../../db/sql-filters';
import type { IcalImportRow } from '../../db/schema';
import type { EventDiff } from '../ical/diff-events';
import type { FeedEvent } from '../ical/parse-feed';

/** Queries on `ical_imports` and `ical_events`. */

/** An import with what its sync needs of the listing: zone, check-in and check-out times. */
export type ImportTarget = Pick<IcalImportRow, 'id' | 'listing_id' | 'url'> & {
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
  values: { now: Date; eventCount: number; nextFetchAt: Date },
): Promise<void> {
  await db
    .updateTable('ical_imports')
    .set({
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

/** A failure records what happened and when; the stored events stay as they were. */
export async function recordSyncFailure(
  db: Db,
  importId: number,
  values: { now: Date; code: string; status: number | null; nextFetchAt: Date },
): Promise<void> {
  await db
    .updateTable('ical_imports')
    .set({
      last_attempt_at: values.now,
      last_error: values.code,
      last_error_status: values.status,
      next_fetch_at: values.nextFetchAt,
    })
    .where('id', '=', importId)
    .execute();
}

/**
 * Claims up to `limit` due imports for this process in one statement: their next fetch moves
 * `minutes` ahead, and rows another process is claiming right now are skipped, so each import
 * is fetched once per period however many processes run the job.
 */
export async function claimDueImports(
  db: Db,
  options: { limit: number; minutes: number; listingIds?: readonly number[] },
): Promise<ImportTarget[]> {
  const claimed = await sql<ImportTarget>`
    update ical_imports i
       set next_fetch_at = now() + make_interval(mins => ${options.minutes}::int)
      from listings l
     where l.id = i.listing_id
       and i.id in (select id from ical_imports
                     where next_fetch_at <= now() ${andIn('listing_id', options.listingIds)}
                       and listing_id in (select id from listings where deleted_at is null)
                     order by next_fetch_at
                     limit ${options.limit}
                     for update skip locked)
    returning i.id, i.listing_id, i.url,
              l.time_zone, l.check_in_from, l.check_out_until`.execute(db);
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
      'l.time_zone',
      'l.check_in_from',
      'l.check_out_until',
    ])
    .where('i.listing_id', '=', listingId)
    .orderBy('i.id')
    .execute();
}
