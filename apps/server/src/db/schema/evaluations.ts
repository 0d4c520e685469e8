import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

/** An evaluator of a project (migration 0020): a check graded on the runs its filters select. */
export interface EvaluatorTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  type: string;
  params: ColumnType<(string | number | string[])[], string | undefined, string>;
  mode: ColumnType<string, string | undefined, string>;
  filters: ColumnType<string, string | undefined, string>;
  sample_rate: ColumnType<number, number | undefined, number>;
  /** When it last became realtime: production evaluation grades runs created from then on. */
  realtime_since: NullableTimestamp;
  /**
   * The realtime sweep's watermark (migration 0023): runs ingested from then on
   * may still need grading; null means from `realtime_since`.
   */
  sweep_from: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One evaluator's result on one run (migration 0020); `pending` while a grading job owns it. */
export interface EvaluationResultTable {
  project_id: string;
  evaluator_id: string;
  run_id: string;
  status: ColumnType<string, string | undefined, string>;
  passed: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  score: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  evaluator_name: string;
  type: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A named set of evaluation checks (migration 0020), its slug unique in the project. */
export interface ChecklistTable {
  project_id: string;
  id: Generated<string>;
  slug: string;
  type: string;
  data: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Evaluators, their results and checklists (`evaluators/`, `evaluations/`, `checklists/`). */
export interface EvaluationsSchema {
  evaluator: EvaluatorTable;
  evaluation_result: EvaluationResultTable;
  checklist: ChecklistTable;
}
