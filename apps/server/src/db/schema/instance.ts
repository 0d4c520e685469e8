import type { CreatedAt, Json, Timestamp } from './column-types.js';

/** Instance-wide settings the server keeps across restarts (for example generated secrets). */
export interface InstanceSettingTable {
  key: string;
  value: Json;
  created_at: CreatedAt;
}

/** Applied migrations, maintained by Kysely's Migrator. */
export interface MigrationRow {
  name: string;
  timestamp: string;
}

/** The hits of one rate-limited key in its current window (migration 0032). */
export interface RateLimitWindowTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** The instance itself: its settings, applied migrations and shared rate-limit windows. */
export interface InstanceSchema {
  instance_setting: InstanceSettingTable;
  kysely_migration: MigrationRow;
  rate_limit_window: RateLimitWindowTable;
}
