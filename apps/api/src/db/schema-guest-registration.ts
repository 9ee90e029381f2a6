import type { Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/* The guest registration's tables (0026-guest-registration, docs/rules/guest-registration.md). */

export type ReservationGuestsTable = {
  id: Generated<number>;
  reservation_id: number;
  position: number;
  first_name: string;
  last_name: string;
  sex: 'male' | 'female';
  citizenship: string;
  document_type: 'id_card' | 'passport' | 'other';
  /** Sealed (crypto/guest-data-cipher.ts): `keyId:base64`. */
  document_number: string;
  /** Sealed, as document_number. */
  birth_date: string;
  /** Sealed, as document_number; null when the guest has none. */
  jmbg: string | null;
  entry_date: string | null;
  entry_place: string | null;
};

/** One row a reservation once its details are given, the box ticked or a reminder sent. */
export type ReservationRegistrationsTable = {
  reservation_id: number;
  details_updated_at: NullableTimestamp;
  eturista_registered_at: NullableTimestamp;
  details_reminder_sent_at: NullableTimestamp;
  host_reminder_sent_at: NullableTimestamp;
  /** When the details were deleted (30 days after departure). */
  erased_at: NullableTimestamp;
};
