import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { pruneVocabularySlice } from './search-vocabulary-prune.js';

/** Slices one occurrence checks at most: 20,000 words. */
const slicesPerOccurrence = 20;

/**
 * Every minute, instance-wide, yielding to ingestion between slices: prunes
 * the search vocabulary of words no document holds, slice after slice, until
 * a pass ends or `slicesPerOccurrence` slices are done (the next occurrence
 * goes on from there).
 */
export function searchVocabularyPruneJob(db: Kysely<Database>) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: 60 },
    yieldsToIngestion: true,
    run: async (_payload, context) => {
      let removed = 0;
      for (let slice = 0; slice < slicesPerOccurrence; slice += 1) {
        await context.yieldToIngestion();
        const done = await pruneVocabularySlice(db);
        removed += done.removed;
        if (done.passDone) break;
      }
      await context.reportProgress({ done: removed, message: 'unused search words removed' });
    },
  });
}
