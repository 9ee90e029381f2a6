import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** A user's ID check (users.government_id_status); a row of government_ids is never not_uploaded. */
export type GovernmentIdStatus = 'not_uploaded' | 'under_review' | 'verified' | 'rejected';

/* Account details (0008-account-details): one row per user, digits stored normalised. */
export type UserDetailsTable = {
  user_id: number;
  jmbg: string | null;
  city: string | null;
  street_and_number: string | null;
  pib: string | null;
  mb: string | null;
  business_name: string | null;
  updated_at: Timestamp;
};

export type UserDetailsRow = Selectable<UserDetailsTable>;

/* Government ID pictures and their review (0009-government-id); paths under DATA_DIR/private. */
export type GovernmentIdsTable = {
  user_id: number;
  front_path: string;
  back_path: string;
  status: Exclude<GovernmentIdStatus, 'not_uploaded'>;
  uploaded_at: ColumnType<Date, Date | string, Date | string>;
  reviewed_at: NullableTimestamp;
  reviewer_id: number | null;
  rejection_reason: string | null;
};

export type GovernmentIdRow = Selectable<GovernmentIdsTable>;

/* Payout methods (0007-payout-methods). Numbers stored normalised; `masked_number` for display. */
export type PayoutMethodsTable = {
  id: Generated<number>;
  user_id: number;
  type: 'iban' | 'domestic' | 'money_transfer';
  masked_number: string;
  account_number: string | null;
  swift: string | null;
  bank_name: string | null;
  address: string | null;
  full_name: string | null;
  service: 'western_union' | 'post' | null;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Account deletion kept this method only as a stub for the bookings that refer to it. */
  erased_at: NullableTimestamp;
};

export type PayoutMethodRow = Selectable<PayoutMethodsTable>;

/* Social login (0010-social-accounts): an account by (provider, subject); started flows. */
export type SocialProvider = 'google' | 'apple';

export type SocialAccountsTable = {
  id: Generated<number>;
  user_id: number;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
};

export type SocialLoginStatesTable = {
  /** SHA-256 of the state: the state itself travels only through the browser. */
  state_hash: string;
  provider: SocialProvider;
  nonce: string;
  code_verifier: string;
  redirect_url: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

/* Mails waiting for the mail server (0014-mail-queue, mail/mail-queue.ts); deleted once sent. */
export type MailQueueTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  last_error: string | null;
  failed_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type MailQueueRow = Selectable<MailQueueTable>;
