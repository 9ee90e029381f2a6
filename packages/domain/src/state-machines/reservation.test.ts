import { describe, expect, it } from 'vitest';
import { holdsNights, RESERVATION_STATUSES, type ReservationStatus } from './reservation';

const HOLDS: Record<ReservationStatus, boolean> = {
  confirmed: true,
  no_show_reported: true,
  cancel_requested: true,
  completed: true,
  cancelled: false,
  no_show: false,
};

describe('holdsNights (NIGHT_HOLDING_STATUSES)', () => {
  it.each(RESERVATION_STATUSES.map((status) => [status, HOLDS[status]] as const))(
    '%s → %s',
    (status, holds) => {
      expect(holdsNights(status)).toBe(holds);
    },
  );
});
