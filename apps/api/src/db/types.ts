/*
 * One set of JavaScript types from both drivers: bigint (int8) and numeric as numbers (ids and
 * minor units stay far below 2^53), `date` as the 'YYYY-MM-DD' text PostgreSQL sends (a stay is a
 * local date, never a moment), timestamptz as Date (each driver's default).
 */
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export const valueParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (value) => Number(value),
  [OID.numeric]: (value) => Number(value),
  [OID.date]: (value) => value,
};
