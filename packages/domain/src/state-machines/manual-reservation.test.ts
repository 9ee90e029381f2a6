import { describe, expect, it } from 'vitest';
import { nextStatus } from './machine';
import { manualReservationMachine } from './manual-reservation';
import { RESERVATION_STATUSES } from './reservation';

// machine.ts's ROLES, said again: changing it changes this test.
const ROLES = ['owner', 'guest', 'admin', 'system'] as const;

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
