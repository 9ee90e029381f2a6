/*
 * What the payments recorded against a reservation mean (docs/rules/payments.md "Payments"): the
 * advance is due to the platform; a partial payment leaves the rest of it due; more than the
 * advance is an overpayment the operator must look at; nothing beyond the stay's total is taken.
 */

type PaymentState = 'unpaid' | 'partial' | 'paid' | 'overpaid';

type AdvanceStatus = {
  state: PaymentState;
  /** What is still due of the advance (never below 0). */
  due: number;
  /** Paid beyond the advance (0 unless overpaid). */
  over: number;
};

/** The advance's state after `paid` (all amounts in the same minor units). */
export function advanceStatus(advance: number, paid: number): AdvanceStatus {
  const due = Math.max(advance - paid, 0);
  const over = Math.max(paid - advance, 0);
  if (paid <= 0) return { state: advance === 0 ? 'paid' : 'unpaid', due, over };
  if (over > 0) return { state: 'overpaid', due, over };
  return { state: due === 0 ? 'paid' : 'partial', due, over };
}

type PaymentRefusal = 'amount_over_total';

/**
 * Whether one more payment of `amount` may be recorded: never more than the stay's total in all.
 * A payment beyond the advance is taken (and flagged overpaid); beyond the total it is a mistake.
 */
export function paymentRefusal(total: number, paid: number, amount: number): PaymentRefusal | null {
  return paid + amount > total ? 'amount_over_total' : null;
}

/** The host's payout of a reservation, as the host's payouts list shows it. */
type PayoutState = 'upcoming' | 'due' | 'sent';

/** Sent once sent; due from the check-in day on (the guest has arrived); upcoming before. */
export function payoutState(checkIn: string, today: string, sentOn: string | null): PayoutState {
  if (sentOn !== null) return 'sent';
  return today >= checkIn ? 'due' : 'upcoming';
}
