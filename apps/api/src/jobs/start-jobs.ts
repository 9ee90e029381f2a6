import type { Deps } from '../deps';
import { runAccountDeletions } from '../features/account-deletion/account-deletion-service';
import { runCompletion } from '../features/host-bookings/completion-job';
import { runMessageDigest } from '../features/messages/message-digest-service';
import { runScheduledMessages } from '../features/messages/scheduled-messages-job';
import { deliverDuePushes } from '../features/push/push-delivery';
import { runIdempotencyExpiry } from '../features/idempotency/idempotency-service';
import { runAdvanceReminders } from '../features/payments/advance-reminder-job';
import {
  runGuestDetailsErasure,
  runGuestRegistrationReminders,
} from '../features/guest-registration/guest-registration-jobs';
import { runHoldExpiry, runHoldReminders } from '../features/host-bookings/hold-jobs';
import { startIcalSyncPool, type IcalSyncPoolOptions } from './ical-sync-pool';
import { startScheduler, type Job, type Scheduler } from './scheduler';

/**
 * The schedule of every server process (docs/rules/decisions.md §1: each job runs once per period):
 * the jobs below on the scheduler's tick, and the iCal feeds in a pool of their own beside it, so
 * that no job waits for a feed. `only` and `ical` are for tests on a shared database.
 */
export function startJobs(
  deps: Deps,
  everyMs = 60_000,
  options: { only?: readonly string[]; ical?: IcalSyncPoolOptions } = {},
): Scheduler {
  const jobs = scheduledJobs(deps).filter(
    (job) => !options.only || options.only.includes(job.name),
  );
  const scheduler = startScheduler(jobs, { everyMs, log: deps.log });
  const feeds = startIcalSyncPool(deps, options.ical);
  return {
    async stop() {
      await Promise.all([scheduler.stop(), feeds.stop()]);
    },
  };
}

function scheduledJobs(deps: Deps): Job[] {
  return [
    // Booking (issue 5): lapsed holds expire, reminders 12 h before, stays complete.
    { name: 'hold-expiry', run: () => runHoldExpiry(deps) },
    { name: 'hold-reminders', run: () => runHoldReminders(deps) },
    { name: 'reservation-completion', run: () => runCompletion(deps) },
    // Account (issue 6): deletion requests are completed within 24 hours.
    { name: 'account-deletions', run: () => runAccountDeletions(deps) },
    // Mails the mail server did not take yet, and those of a process that stopped mid-send.
    { name: 'mail-delivery', run: () => deps.mailer.deliverDue() },
    // Pushes the push service did not take yet, and those of a process that stopped (issue #28).
    { name: 'push-delivery', run: () => deliverDuePushes(deps) },
    // Idempotency-Keys answer for 24 hours (issue #23); older rows are removed.
    { name: 'idempotency-expiry', run: () => runIdempotencyExpiry(deps) },
    // Unread messages of someone away for 10 minutes: one mail a conversation, 15 minutes apart.
    { name: 'message-digest', run: () => runMessageDigest(deps) },
    // A listing's scheduled messages (check-in instructions, a thank-you), once per reservation.
    { name: 'scheduled-messages', run: () => runScheduledMessages(deps) },
    // Payments (issue #29): one reminder with the QR the day before an unpaid advance is due.
    { name: 'advance-reminders', run: () => runAdvanceReminders(deps) },
    // Guest registration (issue #30): details asked for before arrival, the host reminded before
    // the eTurista deadline, the details deleted 30 days after departure.
    { name: 'guest-registration-reminders', run: () => runGuestRegistrationReminders(deps) },
    { name: 'guest-details-erasure', run: () => runGuestDetailsErasure(deps) },
  ];
}
