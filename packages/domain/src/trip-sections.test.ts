import { describe, expect, it } from 'vitest';
import { inquiryMachine } from './state-machines/inquiry';
import { reservationMachine } from './state-machines/reservation';
import { CANCELLED_TRIP_STATUSES, TRIP_SECTIONS } from './trip-sections';

describe('trip sections', () => {
  it('lists upcoming first, then past and cancelled', () => {
    expect(TRIP_SECTIONS).toEqual(['upcoming', 'past', 'cancelled']);
  });

  it.each([
    ['reservation', reservationMachine.statuses],
    ['inquiry', inquiryMachine.statuses],
  ] as const)('every cancelled status is a final %s status', (_name, statuses) => {
    for (const status of CANCELLED_TRIP_STATUSES) expect(statuses).toContain(status);
  });

  it('a cancelled status has no way out in either machine', () => {
    for (const status of CANCELLED_TRIP_STATUSES) {
      expect(reservationMachine.transitions[status]).toEqual({});
      expect(inquiryMachine.transitions[status]).toEqual({});
    }
  });
});
