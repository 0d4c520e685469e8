import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { indexContentFactsBatch } from './content-facts-indexer.js';
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
 * a stop loses at most one batch, which the next occurrence redoes), and the
 * content facts of the runs changed since theirs (`content-facts-indexer.ts`),
 * a batch of each in turn, so facts built for a large existing project never
 * hold the words back. It does not yield to ingestion: the un-indexed tails
 * are what searches and content filters scan, so falling behind under load
 * would make them slower.
 */
export function searchIndexJob(db: Kysely<Database>, batchSize = searchIndexBatchSize) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: searchIndexEverySeconds },
    run: async (_payload, context) => {
      let done = 0;
      let words = { caughtUp: false };
      let facts = { caughtUp: false };
      while (!(words.caughtUp && facts.caughtUp)) {
        context.signal.throwIfAborted();
        if (!words.caughtUp) {
          const batch = await indexSearchBatch(db, batchSize);
          done += batch.indexed;
          words = batch;
        }
        if (!facts.caughtUp) facts = await indexContentFactsBatch(db, batchSize * 2);
        if (!(words.caughtUp && facts.caughtUp))
          await context.reportProgress({ done, message: 'runs indexed for search' });
      }
    },
  });
}
