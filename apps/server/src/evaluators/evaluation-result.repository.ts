import type { EvaluationResult, EvaluationStatus } from '@lookout/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EvaluationResultTable } from '../db/schema.js';

/** A stored evaluation result row. */
export type EvaluationResultRow = Selectable<EvaluationResultTable>;

/** The API's view of a stored result. */
export function toEvaluationResult(row: EvaluationResultRow): EvaluationResult {
  return {
    evaluatorId: row.evaluator_id,
    evaluatorName: row.evaluator_name,
    type: row.type,
    status: row.status as EvaluationStatus,
    passed: row.passed,
    score: row.score === null ? null : Number(row.score),
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The evaluation results of the project's runs among `runIds`, by run id, each
 * run's by evaluator name: one query (the `(project_id, run_id)` index) for a
 * whole page of runs.
 */
export async function findEvaluationResults(
  db: Kysely<Database>,
  projectId: string,
  runIds: readonly string[],
): Promise<Map<string, EvaluationResult[]>> {
  const byRun = new Map<string, EvaluationResult[]>();
  if (runIds.length === 0) return byRun;
  const rows = await db
    .selectFrom('evaluation_result')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('run_id', 'in', [...new Set(runIds)])
    .orderBy('evaluator_name')
    .orderBy('evaluator_id')
    .execute();
  for (const row of rows) {
    const results = byRun.get(row.run_id) ?? [];
    results.push(toEvaluationResult(row));
    byRun.set(row.run_id, results);
  }
  return byRun;
}
