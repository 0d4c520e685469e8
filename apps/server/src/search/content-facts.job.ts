import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { indexContentFactsBatch } from './content-facts-indexer.js';

/** Runs a facts batch reads on the embedded database, whose one connection serves every request too. */
export const embeddedContentFactsBatchSize = 250;

/**
 * Every second, instance-wide: stores the content facts of the runs changed
 * since the facts watermark (`content-facts-indexer.ts`), batch after batch
 * until it caught up, or, while this process is busy acknowledging
 * ingestion, one batch (the next occurrence goes on). Unlike the words
 * (`search-index.job.ts`), facts only make reads faster: a run the facts
 * indexer has not reached is tested on what it holds, so the filters stay
 * exact while it waits. Measured on the embedded database under full
 * ingestion (`bench/ingest.mjs`): run in turn with the words, batches of 500
 * cost 12 % of the events acknowledged (870 → 756–773 events/s) and pushed
 * the words' lag from 2.2 to 3.3–5.8 s p95; as a job pacing itself to a
 * share of the time, it held a job worker while it waited, and the words'
 * lag stayed at 5.9 s.
 */
export function contentFactsJob(db: Kysely<Database>, batchSize?: number) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: 1 },
    yieldsToIngestion: true,
    run: async (_payload, context) => {
      let done = 0;
      for (;;) {
        context.signal.throwIfAborted();
        const batch = await indexContentFactsBatch(db, batchSize);
        done += batch.indexed;
        if (batch.caughtUp || context.ingestionBusy()) break;
        await context.reportProgress({ done, message: 'runs whose content facts were stored' });
      }
    },
  });
}
