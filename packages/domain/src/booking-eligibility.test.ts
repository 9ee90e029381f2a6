import { describe, expect, it } from 'vitest';
import { bookingRefusal, type BookingAccount } from './booking-eligibility';

describe('bookingRefusal (issue #23: only a verified address books)', () => {
  it.each<[string, BookingAccount['email_verified_at'], ReturnType<typeof bookingRefusal>]>([
    ['verified (server row)', new Date('2027-01-06T10:00:00Z'), null],
    ['verified (API answer)', '2027-01-06T10:00:00.000Z', null],
    ['never verified', null, 'email_not_verified'],
    ['an empty answer', '', 'email_not_verified'],
  ])('%s → %s', (_, emailVerifiedAt, refusal) => {
    expect(bookingRefusal({ email_verified_at: emailVerifiedAt })).toBe(refusal);
  });
});
