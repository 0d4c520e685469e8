import { pendingRunEventMaxAgeDays } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { deletedRows, deleteInBatches } from '../jobs/delete-in-batches.js';
import { defineJob } from '../jobs/job-definition.js';

/**
 * Hourly, deletes feedback and scores that waited more than
 * `pendingRunEventMaxAgeDays` for their run (`pending_run_event`): that run is
 * not coming, and the rows would otherwise stay forever.
 */
export function pendingRunEventSweep(db: Kysely<Database>) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: 3_600 },
    run: async (_payload, context) => {
      await deleteInBatches(
        context,
        async (batchSize) => {
          const result = await sql`
            delete from pending_run_event where (project_id, id) in (
              select project_id, id from pending_run_event
              where received_at < now() - ${pendingRunEventMaxAgeDays * 24} * interval '1 hour'
              limit ${batchSize})`.execute(db);
          return deletedRows(result.numAffectedRows, batchSize);
        },
        { what: 'orphaned feedback and score events' },
      );
    },
  });
}
