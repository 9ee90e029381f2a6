import { describe, expect, it } from 'vitest';
import { advanceDueDate, answerDeadline } from './booking-policy';

describe('advanceDueDate', () => {
  it.each([
    ['3 days after booking', '2027-01-01', '2027-01-20', '2027-01-04'],
    ['the check-in when it comes first', '2027-01-01', '2027-01-03', '2027-01-03'],
    ['the check-in when both fall on the same day', '2027-01-01', '2027-01-04', '2027-01-04'],
    ['a booking for today', '2027-01-01', '2027-01-01', '2027-01-01'],
    ['across a month end', '2027-02-27', '2027-03-31', '2027-03-02'],
  ])('is %s', (_name, today, checkIn, due) => {
    expect(advanceDueDate(today, checkIn)).toBe(due);
  });
});

describe('answerDeadline', () => {
  it('is UNRESOLVED_HOURS after the inquiry, across midnight and a clock change', () => {
    expect(answerDeadline(new Date('2027-01-05T23:30:00Z')).toISOString()).toBe(
      '2027-01-06T23:30:00.000Z',
    );
    // 24 hours, not "the same time tomorrow" in Belgrade, on the night summer time ends.
    expect(answerDeadline(new Date('2027-10-30T12:00:00Z')).toISOString()).toBe(
      '2027-10-31T12:00:00.000Z',
    );
  });
});
