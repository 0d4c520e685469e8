import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** An org's PostgreSQL destination for its runs (migration 0028). */
export interface DataWarehouseConnectionTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  /** AES-256-GCM of the connection URL (`providers/provider-key-cipher.ts`). */
  encrypted_url: Buffer;
  /** `host:port/database`, without credentials. */
  target: string;
  status: ColumnType<string, string | undefined, string>;
  /** `changed_at` of the last run copied, as PostgreSQL prints it (exact to the microsecond). */
  watermark_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  watermark_run_id: ColumnType<string | null, string | null | undefined, string | null>;
  synced_runs: ColumnType<string, never, string>;
  last_sync_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Data warehouse connections (`warehouse/`). */
export interface WarehouseSchema {
  data_warehouse_connection: DataWarehouseConnectionTable;
}
