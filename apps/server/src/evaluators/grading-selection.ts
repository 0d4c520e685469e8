import { parseFilterBar } from '@lookout/filters';
import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { compileFilterBar } from '../runs/filter-sql/compile-filter-bar.js';
import type { RunCondition, RunExpressionBuilder } from '../runs/filter-sql/run-condition.js';
import type { EvaluatorRow } from './evaluator.repository.js';

/** Which runs to hand an evaluator, besides its filters. */
export interface GradingSelection {
  /** At most this many runs, newest first. */
  limit: number;
  /**
   * Production evaluation: only finished runs created since `since`, the
   * evaluator's sample of them, ingested from `ingestedFrom` (the sweep's
   * watermark) on, oldest arrival first so the watermark can move past them.
   */
  realtime?: { since: Date; sampleRate: number; ingestedFrom?: Date };
  /** A backfill grades again the runs whose grading failed for good; the sweep leaves them. */
  regradeErrors?: boolean;
}

/**
 * The runs an evaluator's filter string selects. A bar without a `type`
 * filter selects LLM calls, the runs whose answer a check grades.
 */
export function evaluatorRunCondition(filters: string, eb: RunExpressionBuilder): RunCondition {
  const bar = parseFilterBar(filters);
  const condition = compileFilterBar(bar, eb);
  if (bar.filters.some((filter) => filter.id === 'type')) return condition;
  return eb.and([eb('run.type', '=', 'llm'), condition]);
}

/**
 * Whether a run is in an evaluator's sample of `rate` (0–1): decided by a hash
 * of the run and evaluator ids, so the same run is always in or out, on every
 * process and on PGlite and PostgreSQL alike.
 */
export function inSample(eb: RunExpressionBuilder, evaluatorId: string, rate: number) {
  const threshold = Math.round(Math.min(1, Math.max(0, rate)) * 10_000);
  if (threshold >= 10_000) return sql<SqlBool>`true`;
  if (threshold <= 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`mod(abs(hashtext(${eb.ref('run.id')}::text || ${evaluatorId}::text)::bigint), 10000) < ${threshold}`;
}

/**
 * Marks the runs an evaluator should grade `pending` (new rows, or with
 * `regradeErrors` rows that had failed) and answers their ids, newest first
 * (production evaluation: earliest arrival first).
 * Run it in the transaction that queues the grading jobs, so every pending
 * row has a job that owns it.
 */
export async function markRunsPending(
  trx: Transaction<Database> | Kysely<Database>,
  evaluator: EvaluatorRow,
  selection: GradingSelection,
): Promise<string[]> {
  const { project_id: projectId, id: evaluatorId } = evaluator;
  const candidates = trx
    .selectFrom('run')
    .select([
      'run.project_id',
      sql<string>`${evaluatorId}::uuid`.as('evaluator_id'),
      'run.id',
      sql<string>`'pending'::text`.as('status'),
      sql<string>`${evaluator.name}::text`.as('evaluator_name'),
      sql<string>`${evaluator.type}::text`.as('type'),
    ])
    .where('run.project_id', '=', projectId)
    .where((eb) => evaluatorRunCondition(evaluator.filters, eb))
    .$if(selection.realtime !== undefined, (query) => {
      const { since, sampleRate, ingestedFrom } = selection.realtime as NonNullable<
        GradingSelection['realtime']
      >;
      return query
        .where('run.ended_at', 'is not', null)
        .where('run.created_at', '>=', since)
        .where(sql<SqlBool>`run.created_at >= now() - interval '24 hours'`)
        .where(
          sql<SqlBool>`run.ingested_at >= greatest(${ingestedFrom ?? since}::timestamptz, now() - interval '24 hours')`,
        )
        .where((eb) => inSample(eb, evaluatorId, sampleRate));
    })
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('evaluation_result as er')
            .select(sql`1`.as('one'))
            .where('er.project_id', '=', projectId)
            .where('er.evaluator_id', '=', evaluatorId)
            .whereRef('er.run_id', '=', 'run.id')
            .$if(selection.regradeErrors === true, (query) =>
              query.where('er.status', '<>', 'error'),
            ),
        ),
      ),
    )
    .$if(selection.realtime !== undefined, (query) =>
      query.orderBy('run.ingested_at', 'asc').orderBy('run.id', 'asc'),
    )
    .$if(selection.realtime === undefined, (query) =>
      query.orderBy('run.created_at', 'desc').orderBy('run.id', 'desc'),
    )
    .limit(selection.limit);
  const rows = await trx
    .insertInto('evaluation_result')
    .columns(['project_id', 'evaluator_id', 'run_id', 'status', 'evaluator_name', 'type'])
    .expression(candidates)
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'evaluator_id', 'run_id'])
        .doUpdateSet({
          status: 'pending',
          passed: null,
          score: null,
          reason: null,
          attempts: 0,
          evaluator_name: evaluator.name,
          updated_at: sql<Date>`now()`,
        })
        .where('evaluation_result.status', '=', 'error'),
    )
    .returning('run_id')
    .execute();
  return rows.map((row) => row.run_id);
}
