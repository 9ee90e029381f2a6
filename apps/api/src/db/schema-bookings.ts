import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, Json, NullableTimestamp, Timestamp } from './column-types';
import type { BookingTouristTaxColumns } from './schema-tourist-tax';

/* Calendar, iCal and bookings (0004-calendar). `stay` columns are generated daterange text. */

export type CalendarRulesTable = {
  id: Generated<number>;
  listing_id: number;
  name: string;
  color: string;
  min_stay: number | null;
  price_percent: number;
  created_at: Timestamp;
};

export type CalendarDaysTable = {
  listing_id: number;
  date: string;
  special_price: number | null;
  blocked: Defaulted<boolean>;
  rule_id: number | null;
};

export type IcalImportsTable = {
  id: Generated<number>;
  listing_id: number;
  url: string;
  name: string;
  created_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  last_success_at: NullableTimestamp;
  /** A safeFetch / parseFeed error code; the answer translates it (`calendar.ical_error.*`). */
  last_error: string | null;
  last_error_status: number | null;
  event_count: Defaulted<number>;
  next_fetch_at: Timestamp;
  /* What the feed said last time (0018-ical-fetch-state): the next fetch asks only for a change. */
  etag: string | null;
  last_modified: string | null;
  /** sha256 of the last applied body, DTSTAMP lines left out (ical-sync/fetch-state.ts). */
  body_hash: string | null;
  /** Digest of the parse options that body was read with: another zone or day reads it again. */
  parse_key: string | null;
  /** Failed syncs in a row; spaces the retries (ical-sync/sync-schedule.ts). */
  failures: Defaulted<number>;
  /** The first failure of the current run of failures (0020-ical-failing-since); null when fine. */
  failing_since: NullableTimestamp;
};

export type IcalEventsTable = {
  id: Generated<number>;
  import_id: number;
  listing_id: number;
  uid: string;
  start_date: string;
  /** Exclusive, like a check-out date. */
  end_date: string;
  stay: ColumnType<string, never, never>;
};

type ReservationSource = 'platform' | 'manual';
export type ReservationStatus =
  'confirmed' | 'no_show_reported' | 'no_show' | 'cancel_requested' | 'cancelled' | 'completed';
export type InquiryStatus =
  'pending' | 'available' | 'unavailable' | 'confirmed' | 'cancelled' | 'expired' | 'realised';

type BookingColumns = {
  id: Generated<number>;
  code: string;
  reference_code: string | null;
  listing_id: number;
  guest_id: number | null;
  check_in: string;
  /** Exclusive. */
  check_out: string;
  guests: number;
  comment: Defaulted<string>;
  /** The frozen price breakdown (docs/rules/pricing.md), or null for a manual reservation. */
  quote: Json;
  currency: 'EUR' | 'RSD';
  total: number;
  advance: Defaulted<number>;
  remaining: Defaulted<number>;
  payout_method_id: number | null;
  owner_response: string | null;
  /** Its messages (0022-messages); null for a manual reservation and older rows. */
  conversation_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  stay: ColumnType<string, never, never>;
} & BookingTouristTaxColumns;

export type ReservationsTable = BookingColumns & {
  guest_name: string;
  source: ReservationSource;
  status: Defaulted<ReservationStatus>;
  advance_paid: Defaulted<boolean>;
  advance_due_date: string | null;
  booked_at: Timestamp;
  /** Set for the operator: the listing was deleted while this stay was still ahead. */
  operator_flag: ColumnType<
    'listing_deleted' | null,
    'listing_deleted' | null | undefined,
    'listing_deleted' | null
  >;
  flagged_at: NullableTimestamp;
};

export type InquiriesTable = BookingColumns & {
  status: Defaulted<InquiryStatus>;
  hold_expires_at: NullableTimestamp;
  answered_at: NullableTimestamp;
  reservation_id: number | null;
  /** When the "hold about to lapse" mail went (0005-booking). */
  hold_reminder_sent_at: NullableTimestamp;
};

/** Maintained by triggers on reservations and inquiries; the exclusion constraint lives here. */
export type StayLocksTable = {
  id: Generated<number>;
  listing_id: number;
  kind: 'reservation' | 'inquiry';
  ref_id: number;
  stay: string;
  expires_at: NullableTimestamp;
};

/**
 * An Idempotency-Key of a booking or an inquiry (0015-idempotency-keys): `status` and `body` are
 * null while the first request runs (its claim), then hold its answer for 24 hours.
 */
export type IdempotencyKeysTable = {
  id: Generated<number>;
  user_id: number;
  key: string;
  route: string;
  request_hash: string;
  status: number | null;
  body: Json;
  created_at: Timestamp;
};

export type CalendarRuleRow = Selectable<CalendarRulesTable>;
export type CalendarDayRow = Selectable<CalendarDaysTable>;
export type IcalImportRow = Selectable<IcalImportsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
