import type { Run } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findEvaluationResults } from '../evaluators/index.js';

/**
 * Runs with their evaluators' results (`evaluations`, empty when none graded
 * them), read with one query for the whole page, never one per run.
 */
export async function withRunEvaluations(
  db: Kysely<Database>,
  projectId: string,
  runs: Run[],
): Promise<Run[]> {
  if (runs.length === 0) return runs;
  const results = await findEvaluationResults(
    db,
    projectId,
    runs.map((run) => run.id),
  );
  return runs.map((run) => ({ ...run, evaluations: results.get(run.id) ?? [] }));
}
