import type { SyncDeps } from '../features/ical-sync/ical-sync-service';
import { syncImports } from '../features/ical-sync/ical-sync-service';
import { claimDueImports } from '../features/ical-sync/ical-sync-repository';

export type IcalTickOptions = {
  /** Imports claimed per tick; the rest wait for the next minute. */
  limit?: number;
  /** Only these listings' imports (tests on a shared database, operations). */
  listingIds?: readonly number[];
};

/**
 * One tick of the iCal schedule: claims the due imports (each once, however many processes
 * tick at the same moment: `FOR UPDATE SKIP LOCKED`), moving their next fetch
 * ICAL_REFRESH_MINUTES ahead, then fetches them. Returns the ids it claimed.
 */
export async function runDueIcalImports(
  deps: SyncDeps,
  options: IcalTickOptions = {},
): Promise<number[]> {
  const claimed = await claimDueImports(deps.db, {
    limit: options.limit ?? 20,
    minutes: deps.config.icalRefreshMinutes,
    listingIds: options.listingIds,
  });
  await syncImports(deps, claimed);
  return claimed.map((target) => target.id);
}
