export type Currency = 'EUR' | 'RSD';

// Both currencies in use have 100 minor units (cents, para); a currency with another
// exponent would need its own constant, so this is not a per-currency lookup yet.
export const MINOR_UNITS_PER_MAJOR = 100;

/**
 * The largest amount a host may enter (a price, a special price, a manual reservation's total):
 * 1,000,000.00 in minor units. A year of nights at this price, with its fees, stays a safe integer.
 */
export const MAX_AMOUNT_MINOR = 100_000_000;

function toBigInt(value: number | bigint, name: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`result ${value} is not a safe integer`);
  return result;
}

/**
 * The one rounding function of the product: `numerator / denominator` rounded half away from
 * zero, exactly. BigInt keeps products such as amount × percent exact far past 2^53.
 */
export function roundHalfAwayFromZero(
  numerator: number | bigint,
  denominator: number | bigint,
): number {
  const n = toBigInt(numerator, 'numerator');
  const d = toBigInt(denominator, 'denominator');
  if (d === 0n) throw new RangeError('denominator must not be zero');
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return toSafeNumber(quotient);
  const absRemainder = remainder < 0n ? -remainder : remainder;
  const absDenominator = d < 0n ? -d : d;
  if (2n * absRemainder < absDenominator) return toSafeNumber(quotient);
  const positive = n < 0n === d < 0n;
  return toSafeNumber(positive ? quotient + 1n : quotient - 1n);
}

/** round(a × b / c), half away from zero, exactly. */
export function mulDivRound(a: number, b: number, c: number): number {
  return roundHalfAwayFromZero(toBigInt(a, 'a') * toBigInt(b, 'b'), toBigInt(c, 'c'));
}

/** round(amount × percent / 100). */
export function percentOf(amount: number, percent: number): number {
  return mulDivRound(amount, percent, 100);
}
