import type { ColumnType } from 'kysely';

/* Column types shared by the tables of db/schema.ts, schema-account.ts and schema-bookings.ts. */

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as JSON text (drivers differ on JS values), read back parsed. */
export type Json = ColumnType<unknown, string | null | undefined, string | null>;
/** A column the database fills when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
