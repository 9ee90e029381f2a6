import { localDateAt } from '@gazda/domain/dates';
import { feedAlertOf } from '@gazda/domain/feed-health';
import { stayWindowOf } from '@gazda/domain/stay-window';
import type { Deps } from '../../deps';
import { transactionWithMails } from '../../mail/mail-transaction';
import { diffEvents } from '../ical/diff-events';
import type { FeedEvent } from '../ical/feed-event';
import type { ParseFeedOptions } from '../ical/parse-feed';
import { parseFeedOffThread } from '../ical/parse-pool';
import type { Validators } from '../ical/http-get';
import { safeFetch } from '../ical/safe-fetch';
import { queueFeedStateMail } from './feed-state-mails';
import { fetchStateOf, parseKeyOf, validatorsToSend } from './fetch-state';
import {
  applyEventDiff,
  lockImport,
  recordSyncFailure,
  recordSyncSuccess,
  recordUnchanged,
  storedEvents,
  type FetchState,
  type ImportTarget,
} from './ical-sync-repository';
import { nextSyncAt, retryAt } from './sync-schedule';

export type SyncDeps = Pick<
  Deps,
  'config' | 'db' | 'now' | 'log' | 'icalFetch' | 'mailer' | 'tasks'
>;

type Failed = { ok: false; code: string; status: number | null };
/** `unchanged`: the feed is what was applied last (fetch-state.ts); nothing to parse or write. */
type Fetched =
  | { ok: true; unchanged: false; events: FeedEvent[]; state: FetchState }
  | { ok: true; unchanged: true; state: FetchState }
  | Failed;

/** Step 1: the feed's text, or why there is none (safe-fetch.ts; never the body of an error). */
async function fetchFeed(
  deps: SyncDeps,
  target: ImportTarget,
  conditional?: Validators,
): Promise<({ ok: true; body: string | null } & Validators) | Failed> {
  const fetched = await safeFetch(target.url, {
    ...deps.icalFetch,
    allowPrivate: deps.config.icalAllowPrivate,
    timeoutMs: deps.config.icalFetchTimeoutSeconds * 1000,
    conditional,
  });
  if (fetched.ok) return fetched.notModified ? { ok: true, body: null } : fetched;
  const { error } = fetched;
  return {
    ok: false,
    code: error.code,
    status: error.code === 'http_status' ? error.status : null,
  };
}

/** How the listing reads a feed: its zone, today, its check-in and check-out times, its id. */
function parseOptionsOf(deps: SyncDeps, target: ImportTarget): ParseFeedOptions {
  return {
    listingId: String(target.listing_id),
    timeZone: target.time_zone,
    today: localDateAt(deps.now().getTime(), target.time_zone),
    stayWindow: stayWindowOf(target.check_in_from, target.check_out_until),
  };
}

/**
 * Fetches and parses one feed; never throws for anything the remote side does. The parse runs in
 * a worker thread within a budget (features/ical/README.md), so no feed holds up the server.
 */
async function fetchEvents(deps: SyncDeps, target: ImportTarget): Promise<Fetched> {
  const options = parseOptionsOf(deps, target);
  const parseKey = parseKeyOf(options);
  const fetched = await fetchFeed(deps, target, validatorsToSend(target, parseKey));
  if (!fetched.ok) return fetched;
  if (fetched.body === null) return { ok: true, unchanged: true, state: target }; // a 304
  const state = fetchStateOf({ ...fetched, body: fetched.body }, parseKey);
  if (state.body_hash === target.body_hash && parseKey === target.parse_key)
    return { ok: true, unchanged: true, state };
  const parsed = await parseFeedOffThread(fetched.body, options);
  return parsed.ok
    ? { ok: true, unchanged: false, events: parsed.events, state }
    : { ok: false, code: parsed.error, status: null };
}

/**
 * One sync of one import (features/ical/README.md): the fetch runs outside any transaction;
 * then, with the import row locked, a success replaces its events by UID (moved events keep
 * their row) and a failure only records the error: the last good events stay. The attempt that
 * makes a feed count as failing, and the first success after it, queue the host's mail in that
 * same transaction (feed-state-mails.ts).
 */
export async function syncImport(deps: SyncDeps, target: ImportTarget): Promise<void> {
  const fetched = await fetchEvents(deps, target);
  const now = deps.now();
  const interval = deps.config.icalRefreshMinutes;
  const nextFetchAt = nextSyncAt(now, interval, target.id);
  if (fetched.ok && fetched.unchanged && feedAlertOf(target.failures, true) === null) {
    // Unchanged: no parse, no write of blocks, one statement that moves the sync time.
    await recordUnchanged(deps.db, target, { now, nextFetchAt, state: fetched.state });
    return;
  }
  await transactionWithMails(deps, async (trx, mails) => {
    const row = await lockImport(trx, target.id);
    if (!row) return; // removed while we were fetching
    const alert = feedAlertOf(row.failures, fetched.ok);
    if (fetched.ok && fetched.unchanged) {
      // A feed that recovers unchanged (a 304): recorded with the host's mail.
      await recordUnchanged(trx, target, { now, nextFetchAt, state: fetched.state });
    } else if (!fetched.ok) {
      await recordSyncFailure(trx, target.id, {
        now,
        code: fetched.code,
        status: fetched.status,
        nextFetchAt: retryAt(now, row.failures + 1, interval),
      });
    } else {
      const diff = diffEvents(await storedEvents(trx, target.id), fetched.events);
      await applyEventDiff(trx, target, diff);
      await recordSyncSuccess(trx, target.id, {
        now,
        eventCount: fetched.events.length,
        nextFetchAt,
        state: fetched.state,
      });
    }
    if (alert) await queueFeedStateMail(deps, mails, target.id, alert, target.time_zone);
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
