import { finishedJobRetentionDays } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { deletedRows, deleteInBatches } from './delete-in-batches.js';
import { defineJob } from './job-definition.js';

/** Deletes jobs that finished more than `finishedJobRetentionDays` ago, hourly: the jobs list shows recent history only. */
export function finishedJobSweep(db: Kysely<Database>) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: 3_600 },
    run: (_payload, context) =>
      deleteInBatches(
        context,
        async (batchSize) => {
          const result = await db
            .deleteFrom('job')
            .where(
              'id',
              'in',
              db
                .selectFrom('job')
                .select('id')
                .where(
                  'finished_at',
                  '<',
                  sql<Date>`now() - ${finishedJobRetentionDays * 24} * interval '1 hour'`,
                )
                .limit(batchSize),
            )
            .executeTakeFirst();
          return deletedRows(result.numDeletedRows, batchSize);
        },
        { what: 'finished jobs' },
      ).then(() => undefined),
  });
}
