/** A path's `{id}`: digits only, else NaN (which no row has), so a malformed id is a 404. */
export function pathId(value: string): number {
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}
