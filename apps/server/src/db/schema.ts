import type { ColumnType, Generated } from 'kysely';

/** Instance-wide settings the server keeps across restarts (for example generated secrets). */
export interface InstanceSettingTable {
  key: string;
  value: unknown;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Applied migrations, maintained by Kysely's Migrator. */
export interface MigrationRow {
  name: string;
  timestamp: string;
}

/** Row types of every table, as Kysely sees them. Repositories map them to domain types. */
export interface Database {
  instance_setting: InstanceSettingTable;
  kysely_migration: MigrationRow & { id?: Generated<never> };
}
