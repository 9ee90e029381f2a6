import { claimDueImports, originOf } from '../features/ical-sync/ical-sync-repository';
import type { ImportTarget } from '../features/ical-sync/ical-sync-repository';
import { syncImport, type SyncDeps } from '../features/ical-sync/ical-sync-service';
import { CLAIM_LEASE_MINUTES } from '../features/ical-sync/sync-schedule';

export type IcalSyncPoolOptions = {
  /** Syncs in flight at once (ICAL_SYNC_CONCURRENCY). */
  concurrency?: number;
  /** Syncs in flight at once to one origin (ICAL_SYNC_PER_ORIGIN). */
  perOrigin?: number;
  /** Only these listings' imports (tests on a shared database, operations). */
  listingIds?: readonly number[];
  /** How long to wait before asking again when nothing is due (500 ms). */
  idleMs?: number;
  /** How long stop() waits for syncs in flight (5 s). */
  graceMs?: number;
};

type IcalSyncPool = { stop: () => Promise<void> };

/** After a failed claim (the database away), the next try waits this long. */
const CLAIM_ERROR_WAIT_MS = 5_000;

/**
 * The iCal schedule of one process (features/ical/README.md, "Schedule and fetch"): a rolling
 * pool, not batches. It claims due imports whenever it has room (each import once across
 * processes: FOR UPDATE SKIP LOCKED, with a lease), keeps at most `concurrency` syncs in flight
 * and at most `perOrigin` to one origin, and starts the next as soon as one ends, so a slow feed
 * holds only its own slot. It runs beside the scheduler, never in its ticks: the mail and hold
 * jobs do not wait for feeds. The spreading over the interval is in the imports' due times
 * (sync-schedule.ts), so this only has to keep up with what falls due.
 */
export function startIcalSyncPool(deps: SyncDeps, options: IcalSyncPoolOptions = {}): IcalSyncPool {
  const concurrency = options.concurrency ?? deps.config.icalSyncConcurrency;
  const perOrigin = options.perOrigin ?? deps.config.icalSyncPerOrigin;
  const idleMs = options.idleMs ?? 500;
  // Claimed imports wait per origin; fewer than this much room is not worth a claim.
  const minClaim = Math.max(1, Math.floor(concurrency / 8));
  const running = new Map<string, number>();
  const waiting = new Map<string, ImportTarget[]>();
  const inFlight = new Set<Promise<void>>();
  let queued = 0;
  let stopped = false;
  // The loop's pause: ended early by stop(), and by a sync ending when it waits for room.
  let wake: (() => void) | null = null;
  let wakeOnSyncEnd = false;

  const pause = (ms: number, forRoom: boolean) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = done;
      wakeOnSyncEnd = forRoom;
    });

  const run = (origin: string, target: ImportTarget) => {
    queued -= 1;
    running.set(origin, (running.get(origin) ?? 0) + 1);
    const sync = syncImport(deps, target)
      .catch((err: unknown) => deps.log.error({ err, importId: target.id }, 'iCal sync failed'))
      .finally(() => {
        const left = (running.get(origin) ?? 1) - 1;
        if (left > 0) running.set(origin, left);
        else running.delete(origin);
        inFlight.delete(sync);
        startWaiting();
        if (wakeOnSyncEnd) wake?.();
      });
    inFlight.add(sync);
  };

  function startWaiting(): void {
    if (stopped) return;
    for (const [origin, targets] of waiting) {
      while (targets.length > 0 && inFlight.size < concurrency) {
        if ((running.get(origin) ?? 0) >= perOrigin) break;
        run(origin, targets.shift()!);
      }
      if (targets.length === 0) waiting.delete(origin);
    }
  }

  /** Origins that already have a full share here: their due imports are left to wait. */
  const busyOrigins = () =>
    [...new Set([...running.keys(), ...waiting.keys()])].filter(
      (origin) => (running.get(origin) ?? 0) + (waiting.get(origin)?.length ?? 0) >= perOrigin,
    );

  async function loop(): Promise<void> {
    while (!stopped) {
      const room = concurrency - inFlight.size - queued;
      if (room < minClaim) {
        await pause(idleMs, true);
        continue;
      }
      let claimed: ImportTarget[];
      try {
        claimed = await claimDueImports(deps.db, {
          limit: room,
          minutes: CLAIM_LEASE_MINUTES,
          listingIds: options.listingIds,
          skipOrigins: busyOrigins(),
        });
      } catch (err) {
        deps.log.error({ err }, 'iCal imports could not be claimed');
        await pause(CLAIM_ERROR_WAIT_MS, false);
        continue;
      }
      for (const target of claimed) {
        const origin = originOf(target.url);
        waiting.set(origin, [...(waiting.get(origin) ?? []), target]);
        queued += 1;
      }
      startWaiting();
      // Nothing more is due now: ask again in a moment.
      if (claimed.length < room) await pause(idleMs, false);
    }
  }

  const looping = loop();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await looping;
      // A feed may take its whole deadline; shutdown does not wait for all of it. Claimed imports
      // not started are fetched by any process when their lease ends.
      let timeout: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, options.graceMs ?? 5_000);
      });
      await Promise.race([Promise.all(inFlight), grace]);
      clearTimeout(timeout);
    },
  };
}
