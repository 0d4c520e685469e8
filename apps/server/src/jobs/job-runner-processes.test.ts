import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPostgresDatabase, postgresTestUrl } from '../testing/test-databases.js';
import { defineJob } from './job-definition.js';
import { JobRunner } from './job-runner.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const adminUrl = postgresTestUrl();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

// Separate processes share nothing but the database: each "process" here has its own pool.
describe.skipIf(!adminUrl)('job runners of several processes on one PostgreSQL', () => {
  const processes: DatabaseHandle[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl ?? '');
    drop = created.drop;
    for (let index = 0; index < 3; index += 1)
      processes.push(await openDatabase({ kind: 'postgres', url: created.url }));
    await migrateToLatest(processes[0]?.db as DatabaseHandle['db']);
  }, 60_000);
  afterAll(async () => {
    for (const handle of processes) await handle.close();
    await drop?.();
  });

  it('runs each of 150 jobs exactly once, spread over every process', async () => {
    const runsByJob = new Map<string, string[]>();
    const runners = processes.map(
      (handle, index) =>
        new JobRunner(
          handle.db,
          {
            'test.spread': defineJob({
              payload: z.object({ n: z.number() }),
              run: async (_payload, { job }) => {
                runsByJob.set(job.id, [...(runsByJob.get(job.id) ?? []), `process ${index}`]);
                await sleep(10);
              },
            }),
          },
          { workers: 4, pollIntervalMs: 20, log: quiet },
        ),
    );
    const [first] = runners;
    const ids: string[] = [];
    for (let n = 0; n < 150; n += 1)
      ids.push((await first?.enqueue('test.spread', { n }))?.id ?? '');
    for (const runner of runners) runner.start();
    try {
      for (let tries = 0; tries < 600 && runsByJob.size < 150; tries += 1) await sleep(50);
      await sleep(200);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    expect([...runsByJob.keys()].sort()).toEqual(ids.sort());
    const doubled = [...runsByJob.entries()].filter(([, runs]) => runs.length !== 1);
    expect(doubled).toEqual([]);
    const perProcess = new Set([...runsByJob.values()].flat());
    expect(perProcess.size).toBe(3);
    const states = await processes[0]?.db
      .selectFrom('job')
      .select(({ fn }) => ['state', fn.countAll<string>().as('count')])
      .groupBy('state')
      .execute();
    expect(states?.map((row) => [row.state, Number(row.count)])).toEqual([['succeeded', 150]]);
  }, 60_000);
});
