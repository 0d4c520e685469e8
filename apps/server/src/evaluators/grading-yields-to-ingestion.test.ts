import { randomUUID } from 'node:crypto';
import type { Evaluator } from '@lookout/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { defineJob } from '../jobs/job-definition.js';
import { JobRunner, type JobRunnerOptions } from '../jobs/job-runner.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { IngestPressure } from '../write-path/ingest-pressure.js';
import { runWriteOptionsLoader } from '../write-path/run-write-options.js';
import { RunWriteQueue } from '../write-path/run-write-queue.js';
import { evaluationJobs } from './evaluation-jobs.js';
import { findEvaluator } from './evaluator.repository.js';
import { gradingDependencies } from './grading-dependencies.js';
import { sweepEvaluator } from './realtime-sweep.job.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Polls (bounded) until `check` answers something truthy. */
async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await sleep(25);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/**
 * The priority of background work over ingestion, end to end: the HTTP ingest
 * route feeds the pressure through the run writer, and the job runner holds
 * production grading while it is busy. The clock of the pressure and of the
 * rule is the test's, and the flood is held in the writer (its options loader
 * waits), so "busy" and "quiet" are states the test sets, not timings.
 */
describe.each(testDatabaseTargets())(
  'grading yields to ingestion on $kind',
  { timeout: 60_000 },
  (target) => {
    let database: DatabaseHandle;
    let api: TestApp;
    let owner: SignedUp;
    let publicKey: string;
    let runner: JobRunner<Record<string, ReturnType<typeof defineJob>>> | undefined;
    let now = 1_000_000;
    const clock = () => now;
    let releaseWrites: () => void = () => undefined;
    let writesHeld: Promise<void> = Promise.resolve();

    beforeAll(async () => {
      database = await target.open();
      api = await createTestApp(database, { edition: 'cloud' });
      const pressure = new IngestPressure({ windowMs: 1_000, now: clock });
      const options = runWriteOptionsLoader(database.db);
      const heldOptions = Object.assign(
        async (orgId: string) => {
          await writesHeld;
          return options(orgId);
        },
        { invalidate: options.invalidate },
      );
      api.context.ingestPressure = pressure;
      api.context.runWriter = new RunWriteQueue(database.db, heldOptions, { pressure });
      owner = await signUp(api);
      publicKey = (await projectKeys(api, owner)).public;
    }, 60_000);
    afterEach(async () => {
      releaseWrites();
      await runner?.stop();
    });
    afterAll(async () => {
      await database?.close();
    });

    /** Sends finished LLM calls through the HTTP ingest route; answers the response and the run ids. */
    function ingest(count: number) {
      const ids = Array.from({ length: count }, () => randomUUID());
      const at = Date.now() + 1_000;
      const response = api.call('POST', '/v1/runs/ingest', {
        token: publicKey,
        body: {
          events: ids.flatMap((runId) => [
            { event: 'start', type: 'llm', runId, timestamp: at, name: 'gpt-4o', input: 'Hi?' },
            { event: 'end', type: 'llm', runId, timestamp: at + 50, output: 'Hello there.' },
          ]),
        },
      });
      return { ids, response };
    }

    const gradeJobs = () =>
      database.db
        .selectFrom('job')
        .select(['state', 'kind'])
        .where('kind', '=', 'evaluations.grade')
        .where('project_id', '=', owner.projectId)
        .execute();
    const results = (evaluatorId: string) =>
      database.db
        .selectFrom('evaluation_result')
        .select(['run_id', 'status', 'passed'])
        .where('evaluator_id', '=', evaluatorId)
        .execute();

    it('holds production grading during a flood of ingestion, lets one job through per interval, and grades everything after it', async () => {
      const created = await api.call('POST', `/v1/evaluators?projectId=${owner.projectId}`, {
        token: owner.token,
        body: {
          name: 'Short',
          type: 'length',
          params: ['output', 'lt', 200],
          mode: 'realtime',
        },
      });
      expect(created.status, await created.clone().text()).toBe(200);
      const evaluator = await json<Evaluator>(created);

      // Runs ingested while quiet, queued for grading by a sweep: two jobs of 50 and 10.
      const before = ingest(60);
      expect((await before.response).status).toBe(200);
      const row = await findEvaluator(database.db, owner.projectId, evaluator.id);
      if (!row) throw new Error('the evaluator is stored');
      const deps = gradingDependencies(api.context);
      expect(await sweepEvaluator(deps, row, owner.orgId)).toHaveLength(60);
      expect(await gradeJobs()).toEqual([
        { state: 'queued', kind: 'evaluations.grade' },
        { state: 'queued', kind: 'evaluations.grade' },
      ]);

      // The flood: requests accepted and waiting for their commit for a whole window and more.
      writesHeld = new Promise((resolve) => {
        releaseWrites = resolve;
      });
      const flood = Array.from({ length: 4 }, () => ingest(25));
      await waitFor(
        () => api.context.ingestPressure.writesInFlight === flood.length,
        'the flood reaches the writer',
      );
      now += 1_500;
      expect(api.context.ingestPressure.busy()).toBe(true);

      // One worker, the rule on, and a job somebody waits on queued after the grading jobs.
      let markers = 0;
      const registry = {
        ...evaluationJobs(deps, { sweepEverySeconds: 0.05 }),
        'test.user-waits': defineJob({
          payload: z.object({}),
          run: async () => {
            markers += 1;
          },
        }),
      };
      const fast: JobRunnerOptions = {
        workers: 1,
        pollIntervalMs: 20,
        leaseMs: 5_000,
        scheduleIntervalMs: 50,
        log: quiet,
        priority: { pressure: api.context.ingestPressure, everyMs: 60_000, now: clock },
      };
      const started = new JobRunner(database.db, registry, fast);
      runner = started as unknown as typeof runner;
      started.start();

      // The later job runs first: the older grading jobs are held.
      await started.enqueue('test.user-waits', {});
      await waitFor(() => markers === 1, 'the job a user waits on runs during the flood');
      expect((await gradeJobs()).map((job) => job.state)).toEqual(['queued', 'queued']);
      expect((await results(evaluator.id)).every((result) => result.status === 'pending')).toBe(
        true,
      );

      // Under continued pressure, one background job per interval still goes through.
      now += 60_000;
      await waitFor(
        async () => (await gradeJobs()).filter((job) => job.state === 'succeeded').length === 1,
        'one grading job gets its share',
      );
      await started.enqueue('test.user-waits', {});
      await waitFor(() => markers === 2, 'the runner looked again');
      expect(
        (await gradeJobs()).filter((job) => job.state === 'succeeded').map((job) => job.state),
      ).toEqual(['succeeded']);
      expect(api.context.ingestPressure.busy()).toBe(true);

      // The flood is acknowledged; a window later ingestion is quiet and grading catches up.
      releaseWrites();
      for (const request of flood) expect((await request.response).status).toBe(200);
      now += 2_000;
      expect(api.context.ingestPressure.busy()).toBe(false);
      const everyRun = [...before.ids, ...flood.flatMap((request) => request.ids)].sort();
      const graded = await waitFor(async () => {
        const rows = await results(evaluator.id);
        return rows.length === everyRun.length && rows.every((result) => result.status === 'done')
          ? rows
          : null;
      }, 'every run, before and during the flood, is graded after it');
      expect(graded.map((result) => result.run_id).sort()).toEqual(everyRun);
      expect(graded.every((result) => result.passed === true)).toBe(true);
    });
  },
);
