import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Company, UserStatus } from '../../src/domain/user';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  surname: string;
  email: string;
  password_hash: string;
  role: number;
  phone_number: string;
  company: ColumnType<Company | null, string | null | undefined, string | null>;
  flags: Generated<number>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  last_login: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  /** Absolute end of the family: rotation never extends a session past this. */
  family_expires_at: Timestamp;
  created_at: Generated<Date>;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Single-use secrets: SMS codes, e-mail verification and password reset tokens (stored hashed). */
export interface OneTimeSecretsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'phone_code' | 'reset_code' | 'email_verify' | 'password_reset';
  secret_hash: string;
  /** The phone number the code was sent to (phone codes). */
  target: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Every message sent, for server-side resend cooldowns. */
export interface MessageSendsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  target: string;
  sent_at: Generated<Date>;
}

export interface ActivityLogsTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  action: string;
  resource: string;
  resource_id: string | null;
  description: string;
  ip: string;
  user_agent: string;
  created_at: Generated<Date>;
}

export interface CountersTable {
  id: Generated<number>;
  name: string;
  status: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_secrets: OneTimeSecretsTable;
  message_sends: MessageSendsTable;
  activity_logs: ActivityLogsTable;
  counters: CountersTable;
  settings: SettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ActivityLogRow = Selectable<ActivityLogsTable>;
