function digitsOf(value: string): number[] {
  if (!/^\d+$/.test(value)) throw new RangeError(`not a string of digits: ${value}`);
  return [...value].map(Number);
}

/** ISO 7064 MOD 97-10 remainder of a digit string of any length, without BigInt. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digitsOf(digits)) remainder = (remainder * 10 + digit) % 97;
  return remainder;
}

/** ISO 7064 MOD 11,10 (hybrid system) check digit of a digit string, as used by the Serbian PIB. */
export function iso7064Mod11_10CheckDigit(digits: string): number {
  let product = 10;
  for (const digit of digitsOf(digits)) {
    const sum = (product + digit) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10;
}

/**
 * The Yugoslav "modulo 11" check digit: weights 2, 3, 4, 5, 6, 7, 2, 3 … from the rightmost digit,
 * check = 11 - (sum mod 11), and 0 when that is 10 or 11. Serbian company IDs (MB) use it.
 */
export function mod11CheckDigit(digits: string): number {
  const values = digitsOf(digits);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const weight = 2 + (i % 6);
    sum += (values[values.length - 1 - i] ?? 0) * weight;
  }
  const check = 11 - (sum % 11);
  return check > 9 ? 0 : check;
}
