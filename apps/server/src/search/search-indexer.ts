import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { searchDocumentSql } from './search-document.js';

/** Runs indexed per transaction. */
export const searchIndexBatchSize = 500;

/** What one batch did. */
export interface SearchIndexBatch {
  /** Runs (re)indexed. */
  indexed: number;
  /** Whether no run older than every open transaction is left to index. */
  caughtUp: boolean;
}

/**
 * Indexes the next batch of runs changed after the watermark, in
 * `(changed_at, id)` order, in one transaction: their documents are upserted
 * and the watermark moves past the last one. Only changes older than every
 * transaction still open are read (as the warehouse sync does): a run being
 * written carries a `changed_at` at or after its transaction's start, so the
 * watermark never passes a run that is not committed yet, and searches scan
 * every run at or after the watermark (`search-candidates.ts`).
 */
export async function indexSearchBatch(
  db: Kysely<Database>,
  batchSize = searchIndexBatchSize,
): Promise<SearchIndexBatch> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('run_search_state')
      .select(['watermark_changed_at', 'watermark_run_id'])
      .forUpdate()
      .executeTakeFirst();
    const batch = await sql<{ project_id: string; id: string; changed_at: string }>`
      with cutoff as (
        select least(
          clock_timestamp(),
          coalesce(
            (select min(a.xact_start) from pg_stat_activity a
             where a.datname = current_database() and a.pid <> pg_backend_pid()
               and a.xact_start is not null),
            'infinity'::timestamptz)) as at)
      select r.project_id, r.id, r.changed_at::text as changed_at
      from run r
      where (r.changed_at, r.id) > (
          coalesce(${state?.watermark_changed_at ?? null}::timestamptz, '-infinity'::timestamptz),
          coalesce(${state?.watermark_run_id ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))
        and r.changed_at < (select at from cutoff)
      order by r.changed_at, r.id
      limit ${batchSize}`.execute(trx);
    const last = batch.rows.at(-1);
    if (!last) return { indexed: 0, caughtUp: true };
    await sql`
      insert into run_search (project_id, run_id, changed_at, document)
      select r.project_id, r.id, r.changed_at, ${searchDocumentSql()}
      from run r
      where (r.project_id, r.id) in (
        select * from unnest(${batch.rows.map((row) => row.project_id)}::uuid[],
                             ${batch.rows.map((row) => row.id)}::uuid[]))
      on conflict (project_id, run_id) do update
        set changed_at = excluded.changed_at, document = excluded.document`.execute(trx);
    await trx
      .updateTable('run_search_state')
      .set({
        watermark_changed_at: last.changed_at,
        watermark_run_id: last.id,
        indexed_at: sql<Date>`now()`,
      })
      .execute();
    return { indexed: batch.rows.length, caughtUp: batch.rows.length < batchSize };
  });
}
