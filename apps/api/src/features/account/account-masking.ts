/**
 * Personal and tax numbers are shown and logged masked but for their last 3 digits
 * (docs/rules/decisions.md §8): enough for the owner to recognise the number, useless to anyone
 * else.
 */
export function maskNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  return `${'*'.repeat(Math.max(0, value.length - 3))}${value.slice(-3)}`;
}
