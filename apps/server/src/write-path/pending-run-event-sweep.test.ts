import { pendingRunEventMaxAgeDays } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { JobRunner } from '../jobs/job-runner.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { pendingRunEventSweep } from './pending-run-event-sweep.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabaseTargets())('pending run event sweep on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it(`deletes feedback that waited over ${pendingRunEventMaxAgeDays} days for its run, keeps younger`, async () => {
    const { projectId } = await storedProject(database.db);
    const hour = 3_600;
    const day = 24 * hour;
    const bound = pendingRunEventMaxAgeDays * day;
    // Ages in seconds: well past, just past and just inside the bound, and fresh.
    const ages = [30 * day, bound + hour, bound - hour, 60];
    for (const [index, age] of ages.entries()) {
      await database.db
        .insertInto('pending_run_event')
        .values({
          project_id: projectId,
          target_id: crypto.randomUUID(),
          by_trace: false,
          event: JSON.stringify({ kind: 'feedback', index }),
          received_at: sql<Date>`now() - ${age} * interval '1 second'` as never,
        })
        .execute();
    }
    const runner = new JobRunner(
      database.db,
      { 'pending-run-events.sweep': pendingRunEventSweep(database.db) },
      { pollIntervalMs: 50, log: quiet },
    );
    runner.start();
    try {
      // The recurring sweep is scheduled at start and, never having run, is due at once.
      let job:
        | { state: string; progress_done: number; progress_message: string | null }
        | undefined;
      for (let tries = 0; tries < 200 && job?.state !== 'succeeded'; tries += 1) {
        await sleep(50);
        job = await database.db
          .selectFrom('job')
          .select(['state', 'progress_done', 'progress_message'])
          .where('kind', '=', 'pending-run-events.sweep')
          .where('finished_at', 'is not', null)
          .executeTakeFirst();
      }
      expect(job).toMatchObject({
        state: 'succeeded',
        progress_done: 2,
        progress_message: '2 orphaned feedback and score events deleted',
      });
    } finally {
      await runner.stop();
    }
    const left = await database.db
      .selectFrom('pending_run_event')
      .select(sql<number>`(event->>'index')::int`.as('index'))
      .where('project_id', '=', projectId)
      .execute();
    expect(left.map((row) => row.index).sort()).toEqual([2, 3]);
  });
});
