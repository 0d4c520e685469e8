import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp } from './column-types.js';

/** A durable background job (migration 0014), claimed by one process at a time under a lease. */
export interface JobTable {
  id: Generated<string>;
  org_id: string | null;
  project_id: string | null;
  kind: string;
  payload: Json;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The process holding the lease of a running job, and until when. */
  locked_by: string | null;
  locked_until: NullableTimestamp;
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
  progress_done: ColumnType<number, number | undefined, number>;
  progress_total: number | null;
  progress_message: string | null;
  last_error: string | null;
  /** At most one queued or running job has a given key. */
  dedupe_key: string | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** The durable job queue (`jobs/`). */
export interface JobsSchema {
  job: JobTable;
}
