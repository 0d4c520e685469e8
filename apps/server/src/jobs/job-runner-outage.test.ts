import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { createPostgresDatabase, postgresTestUrl } from '../testing/test-databases.js';
import { defineJob } from './job-definition.js';
import { JobRunner } from './job-runner.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const adminUrl = postgresTestUrl();

// Only PostgreSQL can go away; the embedded database lives in the process.
describe.skipIf(!adminUrl)('job runner while PostgreSQL goes away', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl ?? '');
    drop = created.drop;
    const direct = new URL(created.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    direct.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: direct.toString() });
    await migrateToLatest(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  it('waits out an outage mid-job, never crashing, and finishes the job once it returns', async () => {
    const warnings: string[] = [];
    const steps: number[] = [];
    let outageFailures = 0;
    const runner = new JobRunner(
      database.db,
      {
        'test.outage': defineJob({
          payload: z.object({}),
          run: async (_payload, { reportProgress }) => {
            // Each step writes to the database, as a sweep's batches do.
            for (let step = 0; step < 20; step += 1) {
              try {
                await reportProgress({ done: step, total: 20 });
              } catch (error) {
                outageFailures += 1;
                throw error;
              }
              steps.push(step);
              await sleep(50);
            }
          },
        }),
      },
      {
        pollIntervalMs: 50,
        // Longer than the outage: the runner hands the job back itself once the database returns.
        leaseMs: 5_000,
        outageBackoff: { firstMs: 50, maxMs: 300 },
        log: {
          info: () => undefined,
          warn: (line: string) => warnings.push(line),
          error: () => undefined,
        },
      },
    );
    runner.start();
    try {
      const queued = await runner.enqueue('test.outage', {});
      for (let tries = 0; tries < 200 && steps.length < 3; tries += 1) await sleep(20);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      proxy.cut();
      await sleep(1_500);
      expect(outageFailures).toBeGreaterThan(0);
      expect(warnings.some((line) => line.includes('background jobs wait and retry'))).toBe(true);
      proxy.restore();
      let row: { state: string; attempts: number; progress_done: number } | undefined;
      for (let tries = 0; tries < 300 && row?.state !== 'succeeded'; tries += 1) {
        await sleep(50);
        row = await database.db
          .selectFrom('job')
          .select(['state', 'attempts', 'progress_done'])
          .where('id', '=', queued?.id ?? '')
          .executeTakeFirst()
          .catch(() => undefined);
      }
      // The attempt the outage interrupted is handed back, not counted as a failure.
      expect(row).toMatchObject({ state: 'succeeded', attempts: 1, progress_done: 19 });
    } finally {
      proxy.restore();
      await runner.stop();
    }
  }, 30_000);
});
