import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.js';

export interface OrgTable {
  id: Generated<string>;
  name: string;
  plan: ColumnType<string, string | undefined, string>;
  plan_period: ColumnType<string, string | undefined, string>;
  canceled: ColumnType<boolean, boolean | undefined, boolean>;
  limited: ColumnType<boolean, boolean | undefined, boolean>;
  beta: ColumnType<boolean, boolean | undefined, boolean>;
  billing_delinquent: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the first still-unpaid payment failed (migration 0035); null when paid up. */
  billing_delinquent_since: NullableTimestamp;
  dataset_v2_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  api_key: string;
  billing_customer_id: string | null;
  created_at: CreatedAt;
}

/** Events ingested per org and month, for plan limits. */
export interface OrgUsageTable {
  org_id: string;
  month: ColumnType<Date, string, string>;
  events: ColumnType<string, number | undefined, number>;
  /** Playground runs of the month (migration 0017). */
  playground_runs: ColumnType<number, number | undefined, number>;
}

export interface AccountTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  name: string;
  password_hash: string | null;
  role: string;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  last_login_at: NullableTimestamp;
}

export interface AccountProjectTable {
  account_id: string;
  project_id: string;
}

export interface InvitationTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  role: string;
  project_ids: ColumnType<string[], string | undefined, string>;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
}

export interface EmailTokenTable {
  token_hash: string;
  account_id: string;
  purpose: 'verify-email' | 'reset-password';
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: Timestamp;
}

/** One failed sign-in (email tried, client address), read by the login throttle. */
export interface LoginFailureTable {
  id: Generated<string>;
  email: string;
  address: string;
  failed_at: Timestamp;
}

export interface OutboxEmailTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
}

/** Orgs, their accounts and sign-in (`orgs/`, `accounts/`, `auth/`, `team/`, `mail/`). */
export interface AccountsSchema {
  org: OrgTable;
  org_usage: OrgUsageTable;
  account: AccountTable;
  account_project: AccountProjectTable;
  invitation: InvitationTable;
  email_token: EmailTokenTable;
  revoked_token: RevokedTokenTable;
  login_failure: LoginFailureTable;
  outbox_email: OutboxEmailTable;
}
