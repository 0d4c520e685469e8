import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';

/** Forgets shared rate-limit windows that ended over an hour ago, hourly (they only take room). */
export function rateLimitSweep(db: Kysely<Database>) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: 3_600 },
    run: async () => {
      await db
        .deleteFrom('rate_limit_window')
        .where('window_start', '<', sql<Date>`now() - interval '1 hour'`)
        .execute();
    },
  });
}
