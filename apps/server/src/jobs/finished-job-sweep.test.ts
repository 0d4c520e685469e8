import { finishedJobRetentionDays } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { finishedJobSweep } from './finished-job-sweep.js';
import { insertJob } from './job.repository.js';
import { JobRunner } from './job-runner.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabaseTargets())('finished job sweep on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it(`forgets jobs finished over ${finishedJobRetentionDays} days ago, keeps the rest`, async () => {
    const stored = async (state: string, finishedHoursAgo: number | null) => {
      const row = await insertJob(database.db, { kind: 'test.history', payload: {} });
      await database.db
        .updateTable('job')
        .set({
          state,
          finished_at:
            finishedHoursAgo === null
              ? null
              : sql<Date>`now() - ${finishedHoursAgo} * interval '1 hour'`,
        })
        .where('id', '=', row?.id ?? '')
        .execute();
      return row?.id ?? '';
    };
    const bound = finishedJobRetentionDays * 24;
    await stored('succeeded', bound + 1);
    await stored('failed', bound * 3);
    const recent = await stored('failed', bound - 1);
    const waiting = await stored('queued', null);
    const runner = new JobRunner(
      database.db,
      { 'jobs.sweep-finished': finishedJobSweep(database.db) },
      { pollIntervalMs: 50, log: quiet },
    );
    runner.start();
    try {
      for (let tries = 0; tries < 200; tries += 1) {
        await sleep(50);
        const sweep = await database.db
          .selectFrom('job')
          .select('state')
          .where('kind', '=', 'jobs.sweep-finished')
          .where('state', '=', 'succeeded')
          .executeTakeFirst();
        if (sweep) break;
      }
    } finally {
      await runner.stop();
    }
    const left = await database.db
      .selectFrom('job')
      .select('id')
      .where('kind', '=', 'test.history')
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent, waiting].sort());
  });
});
