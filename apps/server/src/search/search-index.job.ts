import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { indexSearchBatch, searchIndexBatchSize } from './search-indexer.js';

/**
 * Runs a batch indexes on the embedded database: its one connection serves
 * every request too, so a batch holds it for a short while only. Measured
 * under full ingestion (`bench/ingest.mjs`, PGlite): 100 runs a batch fell
 * behind (search lag p95 12.9 s: each batch waits its turn behind the writes);
 * 250 keeps up (1.6 s) with ingestion's p99 at 720 ms; 500 keeps up too, p99
 * 810 ms.
 */
export const embeddedSearchIndexBatchSize = 250;

/** How often the indexer looks for new runs: well inside the 5 s a run may wait to be indexed. */
export const searchIndexEverySeconds = 1;

/**
 * Every second, instance-wide: indexes the runs changed since the watermark,
 * batch after batch until it caught up (each batch one short transaction, so
 * a stop loses at most one batch, which the next occurrence redoes). It does
 * not yield to ingestion: the un-indexed tail is what searches scan, so
 * falling behind under load would make every search slower.
 */
export function searchIndexJob(db: Kysely<Database>, batchSize = searchIndexBatchSize) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: searchIndexEverySeconds },
    run: async (_payload, context) => {
      let done = 0;
      for (;;) {
        context.signal.throwIfAborted();
        const batch = await indexSearchBatch(db, batchSize);
        done += batch.indexed;
        if (batch.caughtUp) break;
        await context.reportProgress({ done, message: 'runs indexed for search' });
      }
    },
  });
}
