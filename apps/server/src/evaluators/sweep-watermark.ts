import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EvaluatorRow } from './evaluator.repository.js';

/**
 * How far behind `now()` a sweep leaves its watermark: a run's `ingested_at`
 * is the start of the transaction that stored it, so a batch that commits a
 * little after a sweep read past that instant is still read by the next one.
 */
export const sweepCommitLagSeconds = 10;

/**
 * How long after it arrived a run that had not finished yet is still looked
 * for: the watermark stays at the earliest unfinished run ingested in this
 * window, so a run that ends later is graded by a later sweep. A run that
 * finishes more than this after it arrived is left to a backfill.
 */
export const sweepLookBackMinutes = 15;

/**
 * Where the next realtime sweep of `evaluator` starts reading runs (by
 * `ingested_at`), after this sweep marked `runIds` pending out of at most
 * `limit` candidates read from `from`:
 *
 * - the sweep hit its limit: the latest arrival among the runs it took (runs
 *   of the same instant it left are read again; those it took have a result,
 *   so none is taken twice);
 * - otherwise: `now()` less the commit lag, held back to the earliest run
 *   ingested since `from` that has not finished, but never further back than
 *   the look-back.
 *
 * Runs in the same transaction as the marking and queueing, so a crash
 * leaves the watermark where the results are.
 */
export async function advanceSweepWatermark(
  trx: Transaction<Database> | Kysely<Database>,
  evaluator: EvaluatorRow,
  from: Date,
  runIds: readonly string[],
  limit: number,
): Promise<void> {
  const projectId = evaluator.project_id;
  const next =
    runIds.length >= limit
      ? sql<Date>`(select max(run.ingested_at) from run
          where run.project_id = ${projectId} and run.id = any(${sql.val([...runIds])}::uuid[]))`
      : sql<Date>`greatest(
          now() - ${sweepLookBackMinutes} * interval '1 minute',
          least(
            now() - ${sweepCommitLagSeconds} * interval '1 second',
            (select min(run.ingested_at) from run
              where run.project_id = ${projectId}
                and run.ingested_at >= greatest(${from}::timestamptz,
                  now() - ${sweepLookBackMinutes} * interval '1 minute')
                and run.ended_at is null)))`;
  await trx
    .updateTable('evaluator')
    .set({ sweep_from: next })
    .where('project_id', '=', projectId)
    .where('id', '=', evaluator.id)
    .execute();
}
