/** What every validator answers: the normalised value to store, or a stable error code. */
export type Validated<E extends string> = { ok: true; value: string } | { ok: false; error: E };

/** Users paste numbers with spaces, dots and dashes as printed on cards and statements. */
export function stripSeparators(input: string): string {
  return input.replace(/[\s.\-/]/g, '');
}
