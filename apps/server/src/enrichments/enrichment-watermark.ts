import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { sweepCommitLagSeconds, sweepLookBackMinutes } from '../evaluators/sweep-watermark.js';
import { enrichedRunTypes } from './enrichment-texts.js';

/** How far back the first sweep of a project reads (no watermark stored yet). */
export const firstSweepHours = 1;

/** Where the enrichment sweep of a project reads runs from (`run.ingested_at`). */
export async function enrichmentSweepFrom(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
): Promise<Date> {
  const row = await sql<{ from: Date }>`select coalesce(
      (select sweep_from from enrichment_sweep where project_id = ${projectId}),
      now() - ${firstSweepHours} * interval '1 hour') as "from"`.execute(db);
  return new Date((row.rows[0] as { from: Date }).from);
}

/**
 * Moves a project's enrichment watermark after a sweep that took `runIds` out
 * of at most `limit` candidates read from `from`, the way the evaluators'
 * realtime sweep does (`advanceSweepWatermark`): at its limit, to the latest
 * arrival it took; otherwise to `now()` less the commit lag (a batch that
 * commits a little after this sweep read is read by the next), held back to
 * the earliest unfinished LLM call or chat message ingested since `from`,
 * never further back than the look-back. Runs in the sweep's transaction.
 */
export async function advanceEnrichmentWatermark(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  from: Date,
  runIds: readonly string[],
  limit: number,
): Promise<void> {
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
                and run.type = any(${sql.val([...enrichedRunTypes])}::text[])
                and run.type not in ('thread', 'convo')
                and run.ended_at is null)))`;
  await sql`insert into enrichment_sweep (project_id, sweep_from) values (${projectId}, ${next})
    on conflict (project_id) do update set sweep_from = excluded.sweep_from`.execute(trx);
}
