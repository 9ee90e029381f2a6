import { describe, expect, it } from 'vitest';
import { ROLES, nextStatus } from './machine';
import { manualReservationMachine } from './manual-reservation';
import { RESERVATION_STATUSES } from './reservation';

describe('manualReservationMachine', () => {
  const combinations = RESERVATION_STATUSES.flatMap((from) =>
    ROLES.map((role) => [from, role] as const),
  );

  it.each(combinations)('cancel from %s by %s', (from, role) => {
    const allowed = from === 'confirmed' && role === 'owner';
    expect(nextStatus(manualReservationMachine, from, 'cancel', role)).toEqual(
      allowed ? { ok: true, to: 'cancelled' } : { ok: false, error: 'transition_not_allowed' },
    );
  });
});
