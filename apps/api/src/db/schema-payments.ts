import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/* Payments (0023-payments, docs/rules/payments.md). */

/** The operator's EUR→RSD rate of a day, in ten-thousandths of a dinar (117.1727 → 1171727). */
export type ExchangeRatesTable = {
  rate_date: string;
  eur_rsd_e4: number;
  updated_by: number | null;
  updated_at: Timestamp;
};

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** What 0023 adds to reservations: the frozen rate, the reminder, the host's payout. */
export type ReservationPaymentColumns = {
  eur_rsd_e4: Nullable<number>;
  eur_rsd_date: Nullable<string>;
  advance_reminder_sent_at: NullableTimestamp;
  payout_sent_on: Nullable<string>;
  payout_reference: Nullable<string>;
};

/** A payment the operator recorded: RSD para, once per bank reference and reservation. */
export type ReservationPaymentsTable = {
  id: Generated<number>;
  reservation_id: number;
  amount: number;
  paid_on: string;
  bank_reference: string;
  recorded_by: number | null;
  created_at: Timestamp;
};
