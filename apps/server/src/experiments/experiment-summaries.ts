import type { ExperimentVariantSummary } from '@lookout/domain';
import { sql } from 'kysely';
import type { Executor } from './experiment.repository.js';

interface SummaryRow {
  experiment_id: string;
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

/** An experiment whose variants are summed: its id and how many variants it has. */
export interface SummarizedExperiment {
  id: string;
  variantCount: number;
}

/** Experiment ids per statement (one parameter each, well under PostgreSQL's 65,535). */
const experimentsPerQuery = 5_000;

/**
 * The totals of each variant of each experiment over the results stored so
 * far, computed by the database in one query per 5,000 experiments: pass rate
 * over the graded outputs (`passed` not null), cost and tokens summed, and the
 * mean and 95th percentile (continuous, interpolated between the two nearest)
 * of the successful model calls' durations. A variant with no result yet has
 * zeros and nulls. Answers a map from experiment id to its variants' totals.
 */
export async function experimentSummariesOf(
  db: Executor,
  projectId: string,
  experiments: readonly SummarizedExperiment[],
): Promise<Map<string, ExperimentVariantSummary[]>> {
  const rows: SummaryRow[] = [];
  for (let start = 0; start < experiments.length; start += experimentsPerQuery) {
    const ids = experiments.slice(start, start + experimentsPerQuery).map(({ id }) => id);
    const result = await sql<SummaryRow>`
      select experiment_id, variant_index,
        count(*)::int as done,
        count(error)::int as errors,
        avg(passed::int)::float8 as pass_rate,
        coalesce(sum(cost), 0)::float8 as cost,
        coalesce(sum(prompt_tokens), 0)::int as prompt_tokens,
        coalesce(sum(completion_tokens), 0)::int as completion_tokens,
        avg(duration_ms)::float8 as avg_duration_ms,
        (percentile_cont(0.95) within group (order by duration_ms))::float8 as p95_duration_ms
      from experiment_result
      where project_id = ${projectId} and experiment_id in (${sql.join(ids)})
      group by experiment_id, variant_index`.execute(db);
    rows.push(...result.rows);
  }
  const byKey = new Map(rows.map((row) => [`${row.experiment_id}/${row.variant_index}`, row]));
  return new Map(
    experiments.map(({ id, variantCount }) => [
      id,
      Array.from({ length: variantCount }, (_, variantIndex) => {
        const row = byKey.get(`${id}/${variantIndex}`);
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
      }),
    ]),
  );
}

/** The totals of each of `variantCount` variants of one experiment (see `experimentSummariesOf`). */
export async function experimentSummaries(
  db: Executor,
  projectId: string,
  experimentId: string,
  variantCount: number,
): Promise<ExperimentVariantSummary[]> {
  const summaries = await experimentSummariesOf(db, projectId, [
    { id: experimentId, variantCount },
  ]);
  return summaries.get(experimentId) ?? [];
}
