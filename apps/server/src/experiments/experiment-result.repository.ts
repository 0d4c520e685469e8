import { toJsonbText, withoutNul } from '../db/postgres-safe.js';
import type { Executor } from './experiment.repository.js';
import type { PairResult } from './run-experiment-pair.js';

/** PostgreSQL's foreign-key violation: the experiment (and so its items) was deleted meanwhile. */
const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/** `item id:variant index` of every pair that has a stored result. */
export async function storedPairKeys(
  db: Executor,
  projectId: string,
  experimentId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('experiment_result')
    .select(['item_id', 'variant_index'])
    .where('project_id', '=', projectId)
    .where('experiment_id', '=', experimentId)
    .execute();
  return new Set(rows.map((row) => `${row.item_id}:${row.variant_index}`));
}

/**
 * Stores one pair's result unless it already has one (a pair runs once:
 * whichever run stored first wins). `gone` when the experiment was deleted
 * while the pair ran.
 */
export async function insertExperimentResult(
  db: Executor,
  pair: {
    projectId: string;
    experimentId: string;
    itemId: string;
    variantIndex: number;
    result: PairResult;
  },
): Promise<'stored' | 'kept' | 'gone'> {
  const { result } = pair;
  try {
    const inserted = await db
      .insertInto('experiment_result')
      .values({
        project_id: pair.projectId,
        experiment_id: pair.experimentId,
        item_id: pair.itemId,
        variant_index: pair.variantIndex,
        // A model may write NUL, which PostgreSQL text cannot hold.
        output: result.output === null ? null : withoutNul(result.output),
        error: result.error === null ? null : withoutNul(result.error),
        prompt_tokens: result.promptTokens,
        completion_tokens: result.completionTokens,
        cost: result.cost,
        duration_ms: result.durationMs === null ? null : Math.round(result.durationMs),
        checks: toJsonbText(result.checks),
        passed: result.passed,
      })
      .onConflict((conflict) =>
        conflict.columns(['project_id', 'experiment_id', 'item_id', 'variant_index']).doNothing(),
      )
      .returning('item_id')
      .executeTakeFirst();
    return inserted ? 'stored' : 'kept';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'gone';
    throw error;
  }
}

/** Removes the results a re-run produces again: every one, or only those whose model call failed. */
export async function deleteExperimentResults(
  db: Executor,
  projectId: string,
  experimentId: string,
  onlyFailed: boolean,
): Promise<void> {
  let query = db
    .deleteFrom('experiment_result')
    .where('project_id', '=', projectId)
    .where('experiment_id', '=', experimentId);
  if (onlyFailed) query = query.where('error', 'is not', null);
  await query.execute();
}
