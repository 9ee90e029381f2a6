import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Defaulted, Json, NullableTimestamp, Timestamp } from './column-types';
import type {
  GovernmentIdStatus,
  GovernmentIdsTable,
  MailQueueTable,
  PayoutMethodsTable,
  SocialAccountsTable,
  SocialLoginStatesTable,
  UserDetailsTable,
} from './schema-account';
import type {
  CalendarDaysTable,
  CalendarRulesTable,
  IcalEventsTable,
  IcalImportsTable,
  IdempotencyKeysTable,
  InquiriesTable,
  ReservationsTable,
  StayLocksTable,
} from './schema-bookings';
import type * as payments from './schema-payments';
import type * as messages from './schema-messages';
import type * as push from './schema-push';
import type * as touristTax from './schema-tourist-tax';
import type * as guestRegistration from './schema-guest-registration';

// The account's tables (details, ID, payouts, social logins) and the calendar's and bookings'
// are in files of their own; importers find them here.
export type * from './schema-account';
export type * from './schema-bookings';

/*
 * The database as Kysely sees it, written by hand next to the migrations. Both drivers return
 * bigint and numeric as numbers, `date` as 'YYYY-MM-DD' and timestamptz as Date (db/types.ts).
 */

type AccountType = 'individual' | 'business';
type Lang = 'sr' | 'sr-Cyrl' | 'en';
export type ActivityKind = 'created' | 'changed' | 'deleted';

type UsersTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Always stored lowercased; unique. */
  email: string;
  password_hash: string;
  phone: string | null;
  avatar_url: string | null;
  email_verified_at: NullableTimestamp;
  id_verified_at: NullableTimestamp;
  government_id_status: ColumnType<
    GovernmentIdStatus,
    GovernmentIdStatus | undefined,
    GovernmentIdStatus
  >;
  account_type: ColumnType<AccountType, AccountType | undefined, AccountType>;
  /** 'sr-Cyrl' since 0027-cyrillic-language. */
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  notifications: ColumnType<boolean, boolean | undefined, boolean>;
  /** Mail categories turned off (`{ new_bookings: false }`); a category not named is on. */
  mail_preferences: Json;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** When the last re-sent verification mail went out (1 a minute). */
  verification_resent_at: NullableTimestamp;
  /** A new address waiting for its link to be opened (0016-email-change); lowercased. */
  pending_email: string | null;
  /** When the last e-mail change mail went out (1 a minute); a link names this request. */
  email_change_sent_at: NullableTimestamp;
  deletion_requested_at: NullableTimestamp;
  /** A completed deletion: personal data erased (0009-government-id). */
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

type AccessTokensTable = {
  id: Generated<number>;
  user_id: number;
  /** sha-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: NullableTimestamp;
};

type PasswordResetsTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
};

type LoginFailuresTable = {
  id: Generated<number>;
  key: string;
  occurred_at: Timestamp;
};

type AppSecretsTable = {
  name: string;
  value: string;
};

type ActivityLogTable = {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  entity: string;
  entity_id: number | null;
  field: string | null;
  kind: ActivityKind;
  from_value: Json;
  to_value: Json;
  /** The listing an entry belongs to (listing, calendar, price, import changes), for filtering. */
  listing_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
};

export type CategoryConst = 'apartment' | 'attraction' | 'restaurant';
export type ListingStatus = 'draft' | 'pending' | 'pending_fix' | 'listed' | 'unlisted' | 'deleted';

type CategoriesTable = {
  id: Generated<number>;
  const: CategoryConst;
  icon: string;
  name_sr: string;
  name_en: string;
  position: ColumnType<number, number | undefined, number>;
};

type SubcategoriesTable = {
  id: Generated<number>;
  category_id: number;
  name_sr: string;
  name_en: string;
  position: ColumnType<number, number | undefined, number>;
};

type TagsTable = {
  id: Generated<number>;
  category_id: number;
  icon: string | null;
  name_sr: string;
  name_en: string;
  position: ColumnType<number, number | undefined, number>;
};

type CountriesTable = {
  code: string;
  name_sr: string;
  name_en: string;
  position: ColumnType<number, number | undefined, number>;
};

export type ListingsTable = {
  id: Generated<number>;
  owner_id: number;
  category_id: number;
  status: Defaulted<ListingStatus>;
  active_sr: Defaulted<boolean>;
  active_en: Defaulted<boolean>;
  approve_errors_sr: string | null;
  approve_errors_en: string | null;
  name_sr: Defaulted<string>;
  name_en: Defaulted<string>;
  description_sr: Defaulted<string>;
  description_en: Defaulted<string>;
  subcategory_id: number | null;
  max_guests: number | null;
  area_m2: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** `[{ beds: [{ type, count }] }]` */
  rooms: Json;
  /** The parking object of the property step, or null. */
  parking: Json;
  country: string | null;
  city: string | null;
  street_and_number: string | null;
  floor: number | null;
  suite_number: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: Defaulted<string>;
  currency: Defaulted<'EUR' | 'RSD'>;
  base_price: number | null;
  weekend_price: number | null;
  extra_guest_price: number | null;
  extra_guest_threshold: number | null;
  weekly_discount_percent: number | null;
  monthly_discount_percent: number | null;
  booking_mode: 'instant' | 'inquiry' | null;
  min_stay: Defaulted<number>;
  /** `{ "0".."6": nights }` by check-in weekday. */
  min_stay_by_weekday: Json;
  weekend_min_stay: number | null;
  check_in_from: string | null;
  check_in_to: string | null;
  check_out_until: string | null;
  /** Availability rules (0021, @gazda/domain/availability-rules); defaults mean "no rule". */
  max_stay: number | null;
  advance_notice_days: Defaulted<number>;
  same_day_cutoff: string | null;
  preparation_nights: Defaulted<number>;
  booking_window_days: number | null;
  /** `[0..6]` weekdays, 0 = Sunday. */
  closed_to_arrival: Json;
  closed_to_departure: Json;
  /** 0025-tourist-tax: the host collects the tax though not a business (docs/rules/tourist-tax.md). */
  collects_tourist_tax: Defaulted<boolean>;
  terms_accepted_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The secret of the listing's iCal export URL; created on first use (0004-calendar). */
  ical_export_token: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Moves (triggers of 0013-calendar-versions) in the transaction of every write that can change
   * the listing's GET calendar answer; the answer cache compares it.
   */
  calendar_version: ColumnType<number, never, never>;
};

type ListingTagsTable = { listing_id: number; tag_id: number };

export type ListingPhotosTable = {
  id: Generated<number>;
  listing_id: number;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  position: number;
  created_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  app_secrets: AppSecretsTable;
  activity_log: ActivityLogTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  tags: TagsTable;
  countries: CountriesTable;
  listings: ListingsTable;
  listing_tags: ListingTagsTable;
  listing_photos: ListingPhotosTable;
  calendar_rules: CalendarRulesTable;
  calendar_days: CalendarDaysTable;
  ical_imports: IcalImportsTable;
  ical_events: IcalEventsTable;
  reservations: ReservationsTable & payments.ReservationPaymentColumns;
  inquiries: InquiriesTable;
  tourist_tax_rates: touristTax.TouristTaxRatesTable;
  stay_locks: StayLocksTable;
  payout_methods: PayoutMethodsTable;
  government_ids: GovernmentIdsTable;
  user_details: UserDetailsTable;
  social_accounts: SocialAccountsTable;
  social_login_states: SocialLoginStatesTable;
  mail_queue: MailQueueTable;
  idempotency_keys: IdempotencyKeysTable;
  exchange_rates: payments.ExchangeRatesTable;
  reservation_payments: payments.ReservationPaymentsTable;
  conversations: messages.ConversationsTable;
  conversation_members: messages.ConversationMembersTable;
  messages: messages.MessagesTable;
  user_presence: messages.UserPresenceTable;
  saved_replies: messages.SavedRepliesTable;
  message_templates: messages.MessageTemplatesTable;
  scheduled_message_sends: messages.ScheduledMessageSendsTable;
  push_subscriptions: push.PushSubscriptionsTable;
  push_queue: push.PushQueueTable;
  reservation_guests: guestRegistration.ReservationGuestsTable;
  reservation_registrations: guestRegistration.ReservationRegistrationsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type ListingRow = Selectable<ListingsTable>;
