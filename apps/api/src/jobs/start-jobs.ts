import type { Deps } from '../deps';
import { runAccountDeletions } from '../features/account-deletion/account-deletion-service';
import { runCompletion } from '../features/host-reservations/completion-job';
import { runIdempotencyExpiry } from '../features/idempotency/idempotency-service';
import { runHoldExpiry, runHoldReminders } from '../features/inquiries/hold-jobs';
import { runDueIcalImports } from './ical-refresh-job';
import { startScheduler, type Scheduler } from './scheduler';

/**
 * The schedule of every server process (docs/rules/decisions.md §1: each job runs once per period).
 */
export function startJobs(deps: Deps, everyMs = 60_000): Scheduler {
  return startScheduler(
    [
      { name: 'ical-refresh', run: () => runDueIcalImports(deps) },
      // Booking (issue 5): lapsed holds expire, reminders 12 h before, stays complete.
      { name: 'hold-expiry', run: () => runHoldExpiry(deps) },
      { name: 'hold-reminders', run: () => runHoldReminders(deps) },
      { name: 'reservation-completion', run: () => runCompletion(deps) },
      // Account (issue 6): deletion requests are completed within 24 hours.
      { name: 'account-deletions', run: () => runAccountDeletions(deps) },
      // Mails the mail server did not take yet, and those of a process that stopped mid-send.
      { name: 'mail-delivery', run: () => deps.mailer.deliverDue() },
      // Idempotency-Keys answer for 24 hours (issue #23); older rows are removed.
      { name: 'idempotency-expiry', run: () => runIdempotencyExpiry(deps) },
    ],
    {
      everyMs,
      log: deps.log,
    },
  );
}
