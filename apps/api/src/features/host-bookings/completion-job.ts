import { reservationMachine } from '@gazda/domain/state-machines/reservation';
import { nextStatus } from '@gazda/domain/state-machines/machine';
import type { Deps } from '../../deps';
import {
  logBooking,
  statusEntry,
  todayIn,
  claimStaysToComplete,
  updateReservation,
} from '../bookings/booking-service';

/**
 * Confirmed reservations whose check-out date has come (in the listing's zone) → `completed`,
 * by the domain's `complete` step (role system, guard on_or_after_check_out). Rows are claimed
 * `for update skip locked` inside one transaction, so each is completed by one process.
 */
export async function runCompletion(
  deps: Deps,
  options: { limit?: number } = {},
): Promise<number[]> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const done: number[] = [];
    for (const item of await claimStaysToComplete(trx, now, options.limit ?? 200)) {
      const context = {
        today: todayIn(item.time_zone, now),
        check_in: item.check_in,
        check_out: item.check_out,
      };
      const result = nextStatus(reservationMachine, item.status, 'complete', 'system', context);
      if (!result.ok) continue;
      await updateReservation(trx, item.id, { status: result.to, updated_at: now });
      await logBooking(
        trx,
        statusEntry('reservation', item, null, 'status', item.status, result.to),
        now,
      );
      done.push(item.id);
    }
    return done;
  });
}
