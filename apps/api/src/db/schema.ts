import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The database as Kysely sees it, written by hand next to the migrations. Both drivers return
 * bigint and numeric as numbers, `date` as 'YYYY-MM-DD' and timestamptz as Date (db/types.ts).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as JSON text (drivers differ on JS values), read back parsed. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export type GovernmentIdStatus = 'not_uploaded' | 'under_review' | 'verified';
export type AccountType = 'individual' | 'business';
export type ActivityKind = 'created' | 'changed' | 'deleted';

export type UsersTable = {
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
  lang: ColumnType<'sr' | 'en', 'sr' | 'en' | undefined, 'sr' | 'en'>;
  notifications: ColumnType<boolean, boolean | undefined, boolean>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** When the last re-sent verification mail went out (1 a minute). */
  verification_resent_at: NullableTimestamp;
  deletion_requested_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AccessTokensTable = {
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

export type PasswordResetsTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
};

export type LoginFailuresTable = {
  id: Generated<number>;
  key: string;
  occurred_at: Timestamp;
};

export type AppSecretsTable = {
  name: string;
  value: string;
};

export type ActivityLogTable = {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  entity: string;
  entity_id: number | null;
  field: string | null;
  kind: ActivityKind;
  from_value: Json;
  to_value: Json;
  created_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  app_secrets: AppSecretsTable;
  activity_log: ActivityLogTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
