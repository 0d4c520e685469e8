import type { ExperimentVariantSummary } from '@lookout/domain';
import { sql } from 'kysely';
import type { Executor } from './experiment.repository.js';

interface SummaryRow {
  variant_index: number;
  done: number;
  errors: number;
  pass_rate: number | null;
  cost: number;
  prompt_tokens: number;
  completion_tokens: number;
  avg_duration_ms: number | null;
  p95_duration_ms: number | null;
}

/**
 * The totals of each of `variantCount` variants over the results stored so
 * far, computed by the database: pass rate over the graded outputs
 * (`passed` not null), cost and tokens summed, and the mean and 95th
 * percentile (continuous, interpolated between the two nearest) of the
 * successful model calls' durations. A variant with no result yet has zeros
 * and nulls.
 */
export async function experimentSummaries(
  db: Executor,
  projectId: string,
  experimentId: string,
  variantCount: number,
): Promise<ExperimentVariantSummary[]> {
  const result = await sql<SummaryRow>`
    select variant_index,
      count(*)::int as done,
      count(error)::int as errors,
      avg(passed::int)::float8 as pass_rate,
      coalesce(sum(cost), 0)::float8 as cost,
      coalesce(sum(prompt_tokens), 0)::int as prompt_tokens,
      coalesce(sum(completion_tokens), 0)::int as completion_tokens,
      avg(duration_ms)::float8 as avg_duration_ms,
      (percentile_cont(0.95) within group (order by duration_ms))::float8 as p95_duration_ms
    from experiment_result
    where project_id = ${projectId} and experiment_id = ${experimentId}
    group by variant_index`.execute(db);
  const byVariant = new Map(result.rows.map((row) => [row.variant_index, row]));
  return Array.from({ length: variantCount }, (_, variantIndex) => {
    const row = byVariant.get(variantIndex);
    return {
      variantIndex,
      done: row?.done ?? 0,
      errors: row?.errors ?? 0,
      passRate: row?.pass_rate ?? null,
      cost: row?.cost ?? 0,
      promptTokens: row?.prompt_tokens ?? 0,
      completionTokens: row?.completion_tokens ?? 0,
      avgDurationMs: row?.avg_duration_ms ?? null,
      p95DurationMs: row?.p95_duration_ms ?? null,
    };
  });
}
