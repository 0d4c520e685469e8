import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { cancelJob, insertJob, type JobRow } from './job.repository.js';
import { defineJob, type JobRegistry } from './job-definition.js';
import { claimJobs } from './job-lease.js';
import { JobRunner, type JobRunnerOptions } from './job-runner.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Polls (bounded) until `check` answers something truthy. */
async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await sleep(25);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

let kindCounter = 0;
/** A kind name of its own per test, so runners of one test never see another test's jobs. */
const uniqueKind = (name: string) => {
  kindCounter += 1;
  return `test.${name}.${kindCounter}`;
};

describe.each(testDatabaseTargets())('job runner on $kind', (target) => {
  let database: DatabaseHandle;
  const runners: JobRunner<JobRegistry>[] = [];
  const fast: JobRunnerOptions = {
    pollIntervalMs: 50,
    leaseMs: 1_000,
    retryBackoff: { firstMs: 100, maxMs: 400 },
    outageBackoff: { firstMs: 50, maxMs: 200 },
    stopGraceMs: 2_000,
    log: quiet,
  };
  const startRunner = <Registry extends JobRegistry>(
    registry: Registry,
    options: JobRunnerOptions = {},
  ) => {
    const runner = new JobRunner(database.db, registry, { ...fast, ...options });
    runners.push(runner as unknown as JobRunner<JobRegistry>);
    runner.start();
    return runner;
  };
  const jobRow = (id: string) =>
    database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobsOf = (kind: string) =>
    database.db.selectFrom('job').selectAll().where('kind', '=', kind).execute();

  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a queued job once with its checked payload and records its progress', async () => {
    const kind = uniqueKind('echo');
    const seen: unknown[] = [];
    const runner = startRunner({
      [kind]: defineJob({
        payload: z.object({ count: z.number().int() }),
        run: async (payload, { reportProgress }) => {
          seen.push(payload);
          await reportProgress({ done: payload.count, total: 10, message: 'halfway' });
        },
      }),
    });
    const queued = await runner.enqueue(kind, { count: 5 });
    const done = await waitFor(async () => {
      const row = await jobRow(queued?.id ?? '');
      return row.state === 'succeeded' ? row : undefined;
    }, 'the job to succeed');
    expect(seen).toEqual([{ count: 5 }]);
    expect(done).toMatchObject({
      attempts: 1,
      progress_done: 5,
      progress_total: 10,
      progress_message: 'halfway',
      locked_by: null,
    });
    expect(done.finished_at).not.toBeNull();
    await expect(runner.enqueue(kind, { count: 'five' } as never)).rejects.toThrow(/count/);
  });

  it('never runs a job twice when two runners with several workers claim side by side', async () => {
    const kind = uniqueKind('count');
    const runs = new Map<string, number>();
    const definition = defineJob({
      payload: z.object({}),
      run: async (_payload, { job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await sleep(5);
      },
    });
    const registry = { [kind]: definition };
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const row = await insertJob(database.db, { kind, payload: {} });
      ids.push(row?.id ?? '');
    }
    const first = startRunner(registry, { workers: 3 });
    const second = startRunner(registry, { workers: 3 });
    await waitFor(
      async () => {
        const rows = await jobsOf(kind);
        return rows.every((row) => row.state === 'succeeded');
      },
      'all 40 jobs to succeed',
      30_000,
    );
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const owners = new Set([first.owner, second.owner]);
    expect(owners.size).toBe(2);
  });

  it('renews the lease of a job running longer than it, so no other runner takes it over', async () => {
    const kind = uniqueKind('long');
    let runs = 0;
    const registry = {
      [kind]: defineJob({
        payload: z.object({}),
        run: async () => {
          runs += 1;
          await sleep(1_200);
        },
      }),
    };
    const first = startRunner(registry, { leaseMs: 300 });
    const queued = await first.enqueue(kind, {});
    await waitFor(async () => (await jobRow(queued?.id ?? '')).state === 'running', 'start');
    startRunner(registry, { leaseMs: 300 });
    const done = await waitFor(async () => {
      const row = await jobRow(queued?.id ?? '');
      return row.state === 'succeeded' ? row : undefined;
    }, 'the long job to succeed');
    expect(runs).toBe(1);
    expect(done.attempts).toBe(1);
  });

  it('takes over a job whose process died holding its lease', async () => {
    const kind = uniqueKind('crashed');
    const queued = await insertJob(database.db, { kind, payload: {} });
    // A process claims it with a short lease, then "crashes": it never renews nor finishes.
    const [claimed] = await claimJobs(database.db, {
      owner: 'crashed-process',
      kinds: [kind],
      limit: 1,
      leaseMs: 200,
    });
    expect(claimed?.id).toBe(queued?.id);
    const attempts: number[] = [];
    startRunner({
      [kind]: defineJob({
        payload: z.object({}),
        run: async (_payload, { job }) => {
          attempts.push(job.attempt);
        },
      }),
    });
    const done = await waitFor(async () => {
      const row = await jobRow(queued?.id ?? '');
      return row.state === 'succeeded' ? row : undefined;
    }, 'the abandoned job to be taken over');
    expect(attempts).toEqual([2]);
    expect(done.attempts).toBe(2);
  });

  it('stops a job whose lease another runner took, recording nothing over the new holder', async () => {
    const kind = uniqueKind('lease-lost');
    let reason: unknown;
    const runner = startRunner(
      {
        [kind]: defineJob({
          payload: z.object({}),
          run: async (_payload, { signal }) => {
            // Bounded wait for the abort the lost lease causes.
            for (let tick = 0; tick < 200 && !signal.aborted; tick += 1) await sleep(25);
            reason = signal.reason;
            signal.throwIfAborted();
          },
        }),
      },
      { leaseMs: 300 },
    );
    const queued = await runner.enqueue(kind, {});
    await waitFor(async () => (await jobRow(queued?.id ?? '')).state === 'running', 'start');
    // As if this runner stalled past its lease and another process claimed the job.
    await database.db
      .updateTable('job')
      .set({ locked_by: 'other-process/token' })
      .where('id', '=', queued?.id ?? '')
      .execute();
    await waitFor(() => runner.running === 0, 'the runner to let the job go');
    expect(String(reason)).toMatch(/another runner took it/);
    expect(await jobRow(queued?.id ?? '')).toMatchObject({
      state: 'running',
      locked_by: 'other-process/token',
      attempts: 1,
    });
  });

  it('retries a failing job with growing waits, then fails it with the last error', async () => {
    const kind = uniqueKind('failing');
    const startedAt: number[] = [];
    const runner = startRunner({
      [kind]: defineJob({
        payload: z.object({}),
        maxAttempts: 3,
        run: async () => {
          startedAt.push(Date.now());
          throw new Error(`Provider answered 500 (attempt ${startedAt.length})`);
        },
      }),
    });
    const queued = await runner.enqueue(kind, {});
    const failed = await waitFor(async () => {
      const row = await jobRow(queued?.id ?? '');
      return row.state === 'failed' ? row : undefined;
    }, 'the job to fail for good');
    expect(failed).toMatchObject({
      attempts: 3,
      max_attempts: 3,
      last_error: 'Provider answered 500 (attempt 3)',
    });
    expect(startedAt).toHaveLength(3);
    // Waits of 100 ms then 200 ms, each at least half that with jitter.
    const [first = 0, second = 0, third = 0] = startedAt;
    expect(second - first).toBeGreaterThanOrEqual(50);
    expect(third - second).toBeGreaterThanOrEqual(100);
    await sleep(300);
    expect(startedAt).toHaveLength(3);
  });

  it('cancels a queued job at once and a running one at its next checkpoint', async () => {
    const kind = uniqueKind('cancel');
    const project = await storedProject(database.db);
    const started: string[] = [];
    let checkpoints = 0;
    const registry = {
      [kind]: defineJob({
        payload: z.object({}),
        run: async (_payload, { reportProgress, job }) => {
          started.push(job.id);
          // A long job with a checkpoint every 20 ms; bounded so a broken cancel fails the test.
          for (let step = 0; step < 500; step += 1) {
            checkpoints += 1;
            await reportProgress({ done: step, total: 500 });
            await sleep(20);
          }
        },
      }),
    };
    const waiting = await insertJob(database.db, {
      kind,
      payload: {},
      ...project,
      delayMs: 60_000,
    });
    const cancelledQueued = await cancelJob(database.db, project.projectId, waiting?.id ?? '');
    expect(cancelledQueued).toMatchObject({ state: 'cancelled' });
    expect(cancelledQueued?.finished_at).not.toBeNull();

    const runner = startRunner(registry);
    const running = await runner.enqueue(kind, {}, project);
    await waitFor(() => started.includes(running?.id ?? ''), 'the job to start');
    const asked = await cancelJob(database.db, project.projectId, running?.id ?? '');
    expect(asked).toMatchObject({ state: 'running', cancel_requested: true });
    const cancelled = await waitFor(async () => {
      const row = await jobRow(running?.id ?? '');
      return row.state === 'cancelled' ? row : undefined;
    }, 'the running job to stop');
    expect(cancelled.progress_done).toBeLessThan(499);
    const checkpointsAtCancel = checkpoints;
    await sleep(100);
    expect(checkpoints).toBe(checkpointsAtCancel);
    expect(started).toEqual([running?.id]);
    expect((await jobRow(waiting?.id ?? '')).state).toBe('cancelled');
  });

  it("paces a job's steps by this process's ingestion: waits while it is busy, none while quiet", async () => {
    const kind = uniqueKind('paced');
    const project = await storedProject(database.db);
    let busy = true;
    const waits: number[] = [];
    const registry = {
      [kind]: defineJob({
        payload: z.object({}),
        run: async (_payload, { yieldToIngestion }) => {
          for (let step = 0; step < 3; step += 1) {
            await sleep(20); // a step of database work
            await yieldToIngestion();
          }
        },
      }),
    };
    const runner = startRunner(registry, {
      pacing: {
        pressure: { busy: () => busy },
        share: 0.25,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    });
    const finished = async (id: string | undefined) =>
      waitFor(async () => {
        const row = await jobRow(id ?? '');
        return row.state === 'succeeded' ? row : undefined;
      }, 'the paced job to finish');
    await finished((await runner.enqueue(kind, {}, project))?.id);
    // Three times: a step of at least 20 ms is followed by three times as long a wait.
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(3 * 20 - 5);
    busy = false;
    await finished((await runner.enqueue(kind, {}, project))?.id);
    expect(waits).toHaveLength(3);
  });

  it('keeps one occurrence of a recurring job across processes, next due after the last ran', async () => {
    const kind = uniqueKind('recurring');
    let runs = 0;
    const registry = {
      [kind]: defineJob({
        payload: z.object({}),
        every: { seconds: 3_600 },
        run: async () => {
          runs += 1;
        },
      }),
    };
    for (let process = 0; process < 3; process += 1) startRunner(registry);
    const rows = await waitFor(async () => {
      const all = await jobsOf(kind);
      return all.length === 2 && all.some((row) => row.state === 'succeeded') ? all : undefined;
    }, 'the first occurrence to run and the next to be queued');
    await sleep(200);
    expect(runs).toBe(1);
    expect(await jobsOf(kind)).toHaveLength(2);
    const next = rows.find((row) => row.state === 'queued') as JobRow;
    const last = rows.find((row) => row.state === 'succeeded') as JobRow;
    const gapSeconds =
      (new Date(next.run_after).getTime() - new Date(last.finished_at ?? 0).getTime()) / 1000;
    expect(gapSeconds).toBeCloseTo(3_600, 0);
  });

  it('hands a running job back untried when the process stops', async () => {
    const kind = uniqueKind('stopping');
    let aborted = false;
    const runner = startRunner({
      [kind]: defineJob({
        payload: z.object({}),
        run: async (_payload, { signal }) => {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 10_000);
            signal.addEventListener('abort', () => {
              aborted = true;
              clearTimeout(timer);
              resolve();
            });
          });
          signal.throwIfAborted();
        },
      }),
    });
    const queued = await runner.enqueue(kind, {});
    await waitFor(async () => (await jobRow(queued?.id ?? '')).state === 'running', 'start');
    const stopStarted = Date.now();
    await runner.stop();
    expect(Date.now() - stopStarted).toBeLessThan(2_000);
    expect(aborted).toBe(true);
    expect(await jobRow(queued?.id ?? '')).toMatchObject({
      state: 'queued',
      attempts: 0,
      locked_by: null,
    });
  });
});
