import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp, Timestamp } from './column-types.js';

/** One observed unit of work (an LLM call, a span, a chat message…), merged from its events. */
export interface RunTable {
  project_id: string;
  id: string;
  type: string;
  name: string | null;
  status: string;
  created_at: Timestamp;
  ended_at: NullableTimestamp;
  duration_ms: number | null;
  parent_run_id: string | null;
  trace_id: string;
  thread_id: string | null;
  input: Json | null;
  output: Json | null;
  error: Json<{ message: string; stack?: string }> | null;
  params: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  user_id: string | null;
  user_props: Json<Record<string, unknown>>;
  model: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cached_prompt_tokens: number | null;
  total_tokens: number | null;
  cost: number | null;
  feedback: Json<{ thumb: 'up' | 'down' | null; comment?: string }> | null;
  scores: Json<{ label: string; value: number | string | boolean; comment?: string }[]>;
  template_version_id: string | null;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  extra: Json<Record<string, unknown>>;
  merge_stamps: Json<Record<string, [number, number]>>;
  ingested_at: CreatedAt;
  /** A thread's latest start or end of any of its runs, kept by the writer (migration 0008); null on other runs. */
  last_activity_at: NullableTimestamp;
  /** The parent a run names while it has not arrived (parent_run_id is null meanwhile; migration 0010). */
  missing_parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the run was last inserted or updated, set by a trigger (migration 0028); the warehouse sync's watermark. */
  changed_at: ColumnType<Date, never, never>;
}

/** A feedback or score event waiting for the run it judges (migration 0010); never a run. */
export interface PendingRunEventTable {
  project_id: string;
  id: Generated<string>;
  /** The run's id, or with `by_trace` the trace whose root run it judges. */
  target_id: string;
  by_trace: boolean;
  /** The run event, its timestamp as an ISO string. */
  event: Json<Record<string, unknown>>;
  received_at: CreatedAt;
}

/** The runs of a committed write still to be settled (migration 0037); deleted once settled. */
export interface UnsettledWriteTable {
  project_id: string;
  id: Generated<string>;
  run_ids: string[];
  written_at: CreatedAt;
}

/** An end user of the customer's product, seen through runs. */
export interface ExternalUserTable {
  project_id: string;
  id: Generated<string>;
  external_id: string;
  props: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  last_seen: Timestamp;
  /** Runs of the user, kept by triggers on `run` (migration 0031). */
  run_count: Generated<string | number>;
  /** US dollars of the user's runs (`numeric`, read as a string). */
  cost: Generated<string | number>;
  /** Tokens of the user's runs. */
  tokens: Generated<string | number>;
}

/** Runs and the end users seen through them (`runs/`, `write-path/`, `external-users/`). */
export interface RunsSchema {
  run: RunTable;
  pending_run_event: PendingRunEventTable;
  unsettled_write: UnsettledWriteTable;
  external_user: ExternalUserTable;
}
