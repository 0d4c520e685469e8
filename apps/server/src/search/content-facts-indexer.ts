import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type ContentFact, contentFactsOf, readTextsLateral } from './content-facts.js';
import {
  changedAfter,
  committedChange,
  type IndexBatch,
  lockWatermark,
  moveWatermark,
} from './index-watermark.js';

/** Runs whose facts are stored per transaction: all in PostgreSQL, nothing read into the server. */
export const contentFactsBatchSize = 1_000;

/**
 * Stores the content facts (`content-facts.ts`) of the next batch of runs
 * changed after the facts watermark, in `(changed_at, id)` order, in one
 * transaction, and moves the watermark past the last one: the search
 * indexer's scheme (`search-indexer.ts`), with its own watermark, so facts
 * are built for existing runs without re-indexing their words. One statement
 * reads, computes and upserts the batch.
 */
export async function indexContentFactsBatch(
  db: Kysely<Database>,
  batchSize = contentFactsBatchSize,
): Promise<IndexBatch> {
  return db.transaction().execute(async (trx) => {
    const state = await lockWatermark(trx, 'run_content_facts_state');
    const facts = Object.entries(contentFactsOf(sql.ref('next.input'))) as [
      ContentFact,
      ReturnType<typeof contentFactsOf>[ContentFact],
    ][];
    const columns = sql.join(facts.map(([fact]) => sql.ref(fact)));
    const result = await sql<{ indexed: number; changed_at: string | null; id: string | null }>`
      with next as materialized (
        select r.project_id, r.id, r.changed_at, r.type, r.input, r.output
        from run r
        where ${changedAfter('r', state)} and ${committedChange('r')}
        order by r.changed_at, r.id
        limit ${batchSize}),
      stored as (
        insert into run_content_facts (project_id, run_id, changed_at, type, ${columns})
        select next.project_id, next.id, next.changed_at, next.type,
          ${sql.join(facts.map(([, value]) => value))}
        from next, ${readTextsLateral(sql.ref('next.input'), sql.ref('next.output'))}
        on conflict (project_id, run_id) do update
          set changed_at = excluded.changed_at, type = excluded.type,
            ${sql.join(facts.map(([fact]) => sql`${sql.ref(fact)} = ${sql.ref(`excluded.${fact}`)}`))}
        returning 1),
      last as (select next.changed_at::text as changed_at, next.id from next
        order by next.changed_at desc, next.id desc limit 1)
      select (select count(*) from stored)::int as indexed,
        (select changed_at from last) as changed_at, (select id from last) as id`.execute(trx);
    const row = result.rows[0];
    if (!row?.changed_at || !row.id) return { indexed: 0, caughtUp: true };
    await moveWatermark(trx, 'run_content_facts_state', { changed_at: row.changed_at, id: row.id });
    return { indexed: row.indexed, caughtUp: row.indexed < batchSize };
  });
}
