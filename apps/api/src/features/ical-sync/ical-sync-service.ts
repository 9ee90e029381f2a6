import { localDateAt } from '@gazda/domain/dates';
import type { Deps } from '../../deps';
import { diffEvents } from '../ical/diff-events';
import { parseFeed, type FeedEvent } from '../ical/parse-feed';
import { safeFetch } from '../ical/safe-fetch';
import {
  applyEventDiff,
  lockImport,
  recordSyncFailure,
  recordSyncSuccess,
  storedEvents,
  type ImportTarget,
} from './ical-sync-repository';

export type SyncDeps = Pick<Deps, 'config' | 'db' | 'now' | 'log' | 'icalFetch'>;

type Fetched =
  { ok: true; events: FeedEvent[] } | { ok: false; code: string; status: number | null };

/** Fetches and parses one feed; never throws for anything the remote side does. */
async function fetchEvents(deps: SyncDeps, target: ImportTarget): Promise<Fetched> {
  const fetched = await safeFetch(target.url, {
    ...deps.icalFetch,
    allowPrivate: deps.config.icalAllowPrivate,
    timeoutMs: deps.config.icalFetchTimeoutSeconds * 1000,
  });
  if (!fetched.ok) {
    const { error } = fetched;
    return {
      ok: false,
      code: error.code,
      status: error.code === 'http_status' ? error.status : null,
    };
  }
  const today = localDateAt(deps.now().getTime(), target.time_zone);
  const parsed = parseFeed(fetched.body, { timeZone: target.time_zone, today });
  return parsed.ok
    ? { ok: true, events: parsed.events }
    : { ok: false, code: parsed.error, status: null };
}

/**
 * One sync of one import (features/ical/README.md): the fetch runs outside any transaction;
 * then, with the import row locked, a success replaces its events by UID (moved events keep
 * their row) and a failure only records the error: the last good events stay.
 */
export async function syncImport(deps: SyncDeps, target: ImportTarget): Promise<void> {
  const fetched = await fetchEvents(deps, target);
  const now = deps.now();
  const nextFetchAt = new Date(now.getTime() + deps.config.icalRefreshMinutes * 60_000);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockImport(trx, target.id))) return; // removed while we were fetching
    if (!fetched.ok) {
      await recordSyncFailure(trx, target.id, {
        now,
        code: fetched.code,
        status: fetched.status,
        nextFetchAt,
      });
      return;
    }
    const diff = diffEvents(await storedEvents(trx, target.id), fetched.events);
    await applyEventDiff(trx, target, diff);
    await recordSyncSuccess(trx, target.id, {
      now,
      eventCount: fetched.events.length,
      nextFetchAt,
    });
  });
  if (!fetched.ok) deps.log.info({ importId: target.id, code: fetched.code }, 'iCal import failed');
}

/** Several imports at once; one failing never stops the others. */
export async function syncImports(deps: SyncDeps, targets: readonly ImportTarget[]): Promise<void> {
  const results = await Promise.allSettled(targets.map((target) => syncImport(deps, target)));
  for (const result of results) {
    if (result.status === 'rejected') deps.log.error({ err: result.reason }, 'iCal sync failed');
  }
}
