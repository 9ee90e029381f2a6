import type { Deps } from '../deps';
import { runDueIcalImports } from './ical-refresh-job';
import { startScheduler, type Scheduler } from './scheduler';

/** The schedule of every server process (decisions.md §1: each job runs once per period). */
export function startJobs(deps: Deps, everyMs = 60_000): Scheduler {
  return startScheduler([{ name: 'ical-refresh', run: () => runDueIcalImports(deps) }], {
    everyMs,
    log: deps.log,
  });
}
