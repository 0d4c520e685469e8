import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp } from './column-types.js';

/**
 * An experiment (migration 0021): its variants as asked and as resolved, its
 * graders, frozen at creation; the last state its job reported.
 */
export interface ExperimentTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  dataset_id: string | null;
  dataset_name: string;
  variants: Json;
  prompts: Json;
  evaluator_ids: Json<string[]>;
  checklist_id: string | null;
  graders: Json;
  job_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** An item of a dataset as an experiment copied it (migration 0021). */
export interface ExperimentItemTable {
  project_id: string;
  experiment_id: string;
  id: string;
  position: number;
  input: Json;
  expected_output: ColumnType<unknown, string | null, string | null>;
  metadata: Json<Record<string, unknown>>;
}

/** What one variant of an experiment produced for one item (migration 0021). */
export interface ExperimentResultTable {
  project_id: string;
  experiment_id: string;
  item_id: string;
  variant_index: number;
  output: string | null;
  error: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cost: number | null;
  duration_ms: number | null;
  checks: Json<unknown[]>;
  passed: boolean | null;
  created_at: CreatedAt;
}

/** Experiments, their items and results (`experiments/`). */
export interface ExperimentsSchema {
  experiment: ExperimentTable;
  experiment_item: ExperimentItemTable;
  experiment_result: ExperimentResultTable;
}
