import { HOLD_REMINDER_HOURS } from '@gazda/domain/booking-policy';
import { inquiryMachine } from '@gazda/domain/state-machines/inquiry';
import type { Deps } from '../../deps';
import {
  logBooking,
  statusEntry,
  queueBookingMails,
  transition,
  claimHoldReminders,
  expireLapsedHolds,
  findInquiry,
} from '../bookings/booking-service';
import { transactionWithMails } from '../../mail/mail-transaction';

/*
 * Scheduled work on inquiry holds (jobs/start-jobs.ts runs it every minute in every process).
 * Each claims its rows with `for update skip locked` in one statement, so a hold is expired,
 * or reminded about, once however many processes tick at the same moment.
 */

type JobOptions = { limit?: number };

/** `available` holds whose 48 hours are over → `expired`; their nights are freed (trigger). */
export async function runHoldExpiry(deps: Deps, options: JobOptions = {}): Promise<number[]> {
  // The step is the domain's (system may expire an available inquiry); the claim enforces `from`.
  const to = transition(inquiryMachine, 'available', 'expire', 'system', {
    refused: 'bookings.errors.inquiry_step',
  });
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await expireLapsedHolds(trx, now, options.limit ?? 100);
    for (const row of rows) {
      const item = await findInquiry(trx, row.id, null);
      if (item)
        await logBooking(trx, statusEntry('inquiry', item, null, 'status', 'available', to), now);
    }
    return rows.map((row) => row.id);
  });
}

/**
 * One "hold about to lapse" mail per hold, 12 hours before its end: the claim and the mails are
 * one transaction, so a process that stops after claiming still leaves the mails queued.
 */
export async function runHoldReminders(deps: Deps, options: JobOptions = {}): Promise<number[]> {
  return transactionWithMails(deps, async (trx, mails) => {
    const rows = await claimHoldReminders(
      trx,
      deps.now(),
      HOLD_REMINDER_HOURS,
      options.limit ?? 100,
    );
    for (const row of rows) {
      const item = await findInquiry(trx, row.id, null);
      if (item)
        await queueBookingMails(deps, mails, item, [
          { userId: item.guest_id, kind: 'hold_reminder', path: '/my-travel/inquiries' },
        ]);
    }
    return rows.map((row) => row.id);
  });
}
