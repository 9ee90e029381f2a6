import { describe, expect, it } from 'vitest';
import { advanceStatus, paymentRefusal, payoutState } from './payment-state';

describe('advanceStatus', () => {
  it.each([
    [10_000, 0, { state: 'unpaid', due: 10_000, over: 0 }],
    [10_000, 4_000, { state: 'partial', due: 6_000, over: 0 }],
    [10_000, 10_000, { state: 'paid', due: 0, over: 0 }],
    [10_000, 12_500, { state: 'overpaid', due: 0, over: 2_500 }],
    [0, 0, { state: 'paid', due: 0, over: 0 }],
  ])('advance %i, paid %i', (advance, paid, status) => {
    expect(advanceStatus(advance, paid)).toEqual(status);
  });
});

describe('paymentRefusal', () => {
  it.each([
    [30_000, 0, 30_000, null],
    [30_000, 10_000, 20_000, null],
    [30_000, 10_000, 20_001, 'amount_over_total'],
    [30_000, 0, 30_001, 'amount_over_total'],
  ])('total %i, paid %i, one more %i → %s', (total, paid, amount, refusal) => {
    expect(paymentRefusal(total, paid, amount)).toBe(refusal);
  });
});

describe('payoutState', () => {
  it.each([
    ['2027-01-10', '2027-01-09', null, 'upcoming'],
    ['2027-01-10', '2027-01-10', null, 'due'],
    ['2027-01-10', '2027-01-12', null, 'due'],
    ['2027-01-10', '2027-01-12', '2027-01-11', 'sent'],
  ])('check-in %s, today %s, sent %s → %s', (checkIn, today, sent, state) => {
    expect(payoutState(checkIn, today, sent)).toBe(state);
  });
});
