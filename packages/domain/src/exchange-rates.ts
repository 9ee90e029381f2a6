import { MAX_AMOUNT_MINOR, mulDivRound } from './money';

/*
 * EUR→RSD for a listing priced in euros (docs/rules/payments.md "Rates"): the operator enters the
 * NBS middle rate of each day; a reservation keeps the rate it was made with. A rate is an integer
 * of ten-thousandths of a dinar per euro (the NBS publishes four decimals: 117.1727 → 1171727),
 * so converting is one multiplication and the product's one rounding function.
 */

const RATE_SCALE = 10_000;
/** A rate above 10,000 dinars per euro is a typing slip, not a rate. */
const MAX_RATE_E4 = 10_000 * RATE_SCALE;

/** The rate as the operator typed it ("117,1727" or 117.1727), or null when it is no rate. */
export function rateFromDecimal(value: string | number): number | null {
  const text = String(value).trim().replace(',', '.');
  const match = /^(\d{1,5})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const e4 = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return e4 > 0 && e4 <= MAX_RATE_E4 ? e4 : null;
}

/** 1171727 → "117.1727": the rate with its four decimals, as the NBS list prints it. */
export function rateToDecimal(e4: number): string {
  return `${Math.trunc(e4 / RATE_SCALE)}.${String(e4 % RATE_SCALE).padStart(4, '0')}`;
}

/** Cents of EUR at the rate → para of RSD, rounded half away from zero. */
function eurToRsd(cents: number, rateE4: number): number {
  return mulDivRound(cents, rateE4, RATE_SCALE);
}

/** The RSD amount (para) of `amount` in the reservation's currency, or null without a rate. */
export function amountInRsd(
  amount: number,
  currency: 'EUR' | 'RSD',
  rateE4: number | null,
): number | null {
  if (currency === 'RSD') return amount;
  return rateE4 === null ? null : eurToRsd(amount, rateE4);
}

/** The largest amount the operator may record at once, as for any entered amount. */
export const MAX_PAYMENT_PARA = MAX_AMOUNT_MINOR;
