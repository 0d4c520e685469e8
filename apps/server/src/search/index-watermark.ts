import { type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Where an indexer over runs stopped: the `(changed_at, id)` of the last run it indexed. */
export interface IndexWatermark {
  /** As PostgreSQL prints it (exact to the microsecond); NULL before the first batch. */
  watermark_changed_at: string | null;
  watermark_run_id: string | null;
}

/** What one batch of an indexer did. */
export interface IndexBatch {
  /** Runs (re)indexed. */
  indexed: number;
  /** Whether no run older than every open transaction is left to index. */
  caughtUp: boolean;
}

/** The single-row tables holding an indexer's watermark. */
export type WatermarkTable = 'run_search_state' | 'run_content_facts_state';

/** Whether the run aliased `alias` changed after `watermark`, in `(changed_at, id)` order. */
export function changedAfter(alias: string, watermark: IndexWatermark | undefined) {
  return sql<SqlBool>`(${sql.ref(`${alias}.changed_at`)}, ${sql.ref(`${alias}.id`)}) > (
    coalesce(${watermark?.watermark_changed_at ?? null}::timestamptz, '-infinity'::timestamptz),
    coalesce(${watermark?.watermark_run_id ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))`;
}

/**
 * Whether the run aliased `alias` changed before every run change still
 * uncommitted: before now, and before the start of the oldest transaction
 * open on this database (as the warehouse sync reads). A run being written
 * carries a `changed_at` at or after its transaction's start, so an indexer
 * that reads only such changes never passes a run that is not committed yet.
 * The instant is an uncorrelated subquery, evaluated once per statement.
 */
export function committedChange(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.changed_at`)} < (select least(
    clock_timestamp(),
    coalesce(
      (select min(a.xact_start) from pg_stat_activity a
       where a.datname = current_database() and a.pid <> pg_backend_pid()
         and a.xact_start is not null),
      'infinity'::timestamptz)))`;
}

/**
 * The un-indexed tail of an index, as `(project_id, id)` rows of `run` for a
 * `union all` of candidates: every run changed at or after the indexer's
 * watermark (`run_changed_at_idx`, a short range once the indexer keeps up),
 * which reads test directly.
 */
export function unindexedTail(table: WatermarkTable): RawBuilder<unknown> {
  return sql`select tail.project_id, tail.id from run tail
    where tail.changed_at >= coalesce(
      (select state.watermark_changed_at::timestamptz from ${sql.table(table)} state),
      '-infinity'::timestamptz)`;
}

/** An indexer's watermark, locked until its batch's transaction ends (one batch at a time). */
export function lockWatermark(
  trx: Transaction<Database>,
  table: WatermarkTable,
): Promise<IndexWatermark | undefined> {
  return trx
    .selectFrom(table)
    .select(['watermark_changed_at', 'watermark_run_id'])
    .forUpdate()
    .executeTakeFirst();
}

/** Moves an indexer's watermark to the last run of its batch. */
export async function moveWatermark(
  trx: Transaction<Database>,
  table: WatermarkTable,
  last: { changed_at: string; id: string },
): Promise<void> {
  await trx
    .updateTable(table)
    .set({
      watermark_changed_at: last.changed_at,
      watermark_run_id: last.id,
      indexed_at: sql<Date>`now()`,
    })
    .execute();
}
