import { randomUUID } from 'node:crypto';
import type { AnalyticsChartAnswer, Evaluator, PagedResponse, Run } from '@lookout/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { JobRunner, type JobRunnerOptions } from '../jobs/job-runner.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { evaluationJobs } from './evaluation-jobs.js';
import type { GradingDependencies } from './grade-runs.job.js';
import { gradingDependencies } from './grading-dependencies.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fast: JobRunnerOptions = {
  pollIntervalMs: 25,
  leaseMs: 2_000,
  retryBackoff: { firstMs: 50, maxMs: 100 },
  stopGraceMs: 5_000,
  scheduleIntervalMs: 50,
  log: quiet,
};

/** Polls (bounded) until `check` answers something truthy. */
async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A team with a project, its ingest key and an OpenAI key (on the fake provider) for the judge. */
interface Team {
  owner: SignedUp;
  publicKey: string;
}

describe.each(testDatabaseTargets())(
  'production evaluation on $kind',
  { timeout: 60_000 },
  (target) => {
    let database: DatabaseHandle;
    let api: TestApp;
    let fake: FakeProviderServer;
    let deps: GradingDependencies;
    const runners: JobRunner<ReturnType<typeof evaluationJobs>>[] = [];
    const startRunner = (
      registry = evaluationJobs(deps, { sweepEverySeconds: 0.05 }),
      options: JobRunnerOptions = {},
    ) => {
      const runner = new JobRunner(database.db, registry, { ...fast, ...options });
      runners.push(runner as unknown as JobRunner<ReturnType<typeof evaluationJobs>>);
      runner.start();
      return runner;
    };

    beforeAll(async () => {
      database = await target.open();
      api = await createTestApp(database, { edition: 'cloud' });
      fake = await startFakeProviderServer();
      deps = gradingDependencies({ ...api.context });
    }, 60_000);
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    });
    afterAll(async () => {
      await fake?.stop();
      await database?.close();
    });

    async function team(providerKey: string = fakeProviderKeys.judge): Promise<Team> {
      const owner = await signUp(api);
      const saved = await api.call('PUT', '/v1/orgs/provider-keys/openai', {
        token: owner.token,
        body: { apiKey: providerKey, baseUrl: fake.baseUrl },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      return { owner, publicKey: (await projectKeys(api, owner)).public };
    }

    const scoped = (owner: SignedUp, path: string) =>
      `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;
    const get = <T>(owner: SignedUp, path: string) =>
      json<T>(api.call('GET', scoped(owner, path), { token: owner.token }));

    async function createEvaluator(owner: SignedUp, body: Record<string, unknown>) {
      const response = await api.call('POST', scoped(owner, '/v1/evaluators'), {
        token: owner.token,
        body: { mode: 'realtime', ...body },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return json<Evaluator>(response);
    }

    /** Sends finished LLM calls through the HTTP ingest route; answers their ids. */
    async function ingest(t: Team, count: number, model: string, offsetMs = 1_000, unique = false) {
      const ids = Array.from({ length: count }, () => randomUUID());
      const at = Date.now() + offsetMs;
      const response = await api.call('POST', '/v1/runs/ingest', {
        token: t.publicKey,
        body: {
          events: ids.flatMap((runId) => [
            { event: 'start', type: 'llm', runId, timestamp: at, name: model, input: 'Hello?' },
            {
              event: 'end',
              type: 'llm',
              runId,
              timestamp: at + 50,
              output: unique ? `Answer ${runId}` : `Hi from ${model}`,
            },
          ]),
        },
      });
      expect(response.status).toBe(200);
      return ids;
    }

    const results = (evaluatorId: string) =>
      database.db
        .selectFrom('evaluation_result')
        .selectAll()
        .where('evaluator_id', '=', evaluatorId)
        .execute();

    it('grades new runs that match the filter and sample with the judge and local checks, and shows the results', async () => {
      const t = await team();
      const before = await ingest(t, 1, 'gpt-4o', -60_000);
      const tone = await createEvaluator(t.owner, {
        name: 'Helpful',
        type: 'tone',
        params: ['helpful'],
      });
      const short = await createEvaluator(t.owner, {
        name: 'Short',
        type: 'length',
        params: ['output', 'lt', 16],
        filters: 'models=gpt-4o',
      });
      const never = await createEvaluator(t.owner, { name: 'Never', type: 'json', sampleRate: 0 });
      const gpt = await ingest(t, 3, 'gpt-4o');
      const claude = await ingest(t, 2, 'claude-3-haiku');
      startRunner();

      await waitFor(
        async () => (await results(tone.id)).filter((row) => row.status === 'done').length === 5,
        'the tone evaluator grades the five new runs',
      );
      await waitFor(
        async () => (await results(short.id)).filter((row) => row.status === 'done').length === 3,
        'the length evaluator grades the gpt-4o runs',
      );
      // Another sweep comes and goes: nothing more is graded.
      const sweeps = async () =>
        (
          await database.db
            .selectFrom('job')
            .select('id')
            .where('kind', '=', 'evaluations.realtime-sweep')
            .where('state', '=', 'succeeded')
            .execute()
        ).length;
      const seen = await sweeps();
      await waitFor(async () => (await sweeps()) >= seen + 2, 'two more sweeps');

      const toneRows = await results(tone.id);
      expect(toneRows.map((row) => row.run_id).sort()).toEqual([...gpt, ...claude].sort());
      expect(toneRows.every((row) => row.passed === true && row.attempts === 1)).toBe(true);
      expect((await results(short.id)).map((row) => row.run_id).sort()).toEqual([...gpt].sort());
      expect(await results(never.id)).toEqual([]);
      expect(toneRows.some((row) => row.run_id === before[0])).toBe(false);

      // "Hi from gpt-4o" is 14 characters: under 16, it passes.
      const run = await get<Run>(t.owner, `/v1/runs/${gpt[0]}`);
      expect(
        run.evaluations?.map((result) => [result.evaluatorName, result.status, result.passed]),
      ).toEqual([
        ['Helpful', 'done', true],
        ['Short', 'done', true],
      ]);
      expect(run.evaluations?.[0]?.reason).toContain('fake judge');
      const page = await get<PagedResponse<Run>>(t.owner, '/v1/runs?type=llm');
      const listed = new Map(page.data.map((item) => [item.id, item.evaluations?.length]));
      expect(listed.get(claude[0] as string)).toBe(1);
      expect(listed.get(before[0] as string)).toBe(0);

      const passed = await get<PagedResponse<Run>>(
        t.owner,
        `/v1/runs?type=llm&filters=${encodeURIComponent(`evaluations=${short.id}.passed`)}`,
      );
      expect(passed.data.map((item) => item.id).sort()).toEqual([...gpt].sort());

      const now = new Date();
      const chart = await get<AnalyticsChartAnswer>(
        t.owner,
        `/v1/analytics/evaluations/pass-rate?startDate=${new Date(now.getTime() - 86_400_000).toISOString()}&endDate=${new Date(now.getTime() + 86_400_000).toISOString()}&granularity=daily`,
      );
      expect(chart.kind).toBe('area');
      if (chart.kind !== 'area') return;
      expect(chart.series.sort()).toEqual(['Helpful', 'Short']);
      const graded = chart.data.filter((point) => point.value > 0);
      expect(graded.map((point) => [point.value, point.Helpful, point.Short])).toEqual([[1, 1, 1]]);
    });

    it('retries a failing judge with backoff, then stores an error with the reason', async () => {
      const t = await team(fakeProviderKeys.serverError);
      const tone = await createEvaluator(t.owner, {
        name: 'Polite',
        type: 'tone',
        params: ['formal'],
      });
      const [runId] = await ingest(t, 1, 'gpt-4o');
      startRunner();
      const [row] = await waitFor(async () => {
        const rows = await results(tone.id);
        return rows.length === 1 && rows[0]?.status === 'error' ? rows : null;
      }, 'the grading fails for good');
      expect(row?.reason).toBeTruthy();
      expect(row?.passed).toBeNull();
      const jobs = await database.db
        .selectFrom('job')
        .selectAll()
        .where('kind', '=', 'evaluations.grade')
        .where('project_id', '=', t.owner.projectId)
        .execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.attempts).toBe(4);
      const run = await get<Run>(t.owner, `/v1/runs/${runId}`);
      expect(run.evaluations?.[0]).toMatchObject({ status: 'error', passed: null });
    });

    it("stores the refusal as the result's error, once, when the outbound policy refuses the judge's private base URL", async () => {
      const t = await team();
      const tone = await createEvaluator(t.owner, {
        name: 'Kind',
        type: 'tone',
        params: ['friendly'],
      });
      const sent = fake.requests.length;
      await ingest(t, 1, 'gpt-4o');
      // The cloud edition's policy; the saved key's base URL is the fake provider on 127.0.0.1.
      startRunner(
        evaluationJobs({ ...deps, outboundPrivateNetwork: 'refuse' }, { sweepEverySeconds: 0.05 }),
      );
      const [row] = await waitFor(async () => {
        const rows = await results(tone.id);
        return rows.length === 1 && rows[0]?.status === 'error' ? rows : null;
      }, 'the grading fails with the refusal');
      expect(row?.reason).toBe(
        'The judge model gpt-4o-mini failed: The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
      );
      // Not worth retrying: one attempt, and nothing reached the provider.
      expect(row?.attempts).toBe(1);
      expect(fake.requests.length).toBe(sent);
    });

    it('resumes after a restart mid-way: every run graded, none twice', async () => {
      const t = await team();
      const tone = await createEvaluator(t.owner, {
        name: 'Friendly',
        type: 'tone',
        params: ['friendly'],
      });
      const ids = await ingest(t, 120, 'gpt-4o', 1_000, true);
      const requestsBefore = fake.requests.length;
      // The first runner stops once it has graded some of the first batch.
      const real = evaluationJobs(deps, { sweepEverySeconds: 0.05 });
      let first: JobRunner<typeof real> | undefined;
      let stopAsked = false;
      const stopping = {
        ...real,
        'evaluations.grade': {
          ...real['evaluations.grade'],
          run: (payload, context) =>
            real['evaluations.grade'].run(payload, {
              ...context,
              reportProgress: async (progress) => {
                await context.reportProgress(progress);
                if (progress.done === 10 && !stopAsked) {
                  stopAsked = true;
                  void first?.stop();
                  await waitFor(() => context.signal.aborted, 'the stop reaches the job');
                }
              },
            }),
        } satisfies (typeof real)['evaluations.grade'],
      };
      // One worker: no other grading is under way when the stop comes, so none is asked twice.
      first = startRunner(stopping as typeof real, { workers: 1 });
      await waitFor(() => stopAsked, 'the first runner grades some runs');
      await first.stop();
      const midway = await results(tone.id);
      expect(midway).toHaveLength(120);
      const doneMidway = midway.filter((row) => row.status === 'done').length;
      expect(doneMidway).toBeGreaterThanOrEqual(10);
      expect(doneMidway).toBeLessThan(120);

      startRunner();
      await waitFor(
        async () => (await results(tone.id)).every((row) => row.status === 'done'),
        'the second runner grades the rest',
      );
      const rows = await results(tone.id);
      expect(rows.map((row) => row.run_id).sort()).toEqual([...ids].sort());
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // The runs graded before the restart were not asked about again and kept their verdict;
      // every run was asked about (a provider-level retry may repeat one request of the rest).
      const asked = (runId: string) =>
        fake.requests
          .slice(requestsBefore)
          .filter((request) => JSON.stringify(request.body).includes(`Answer ${runId}`)).length;
      for (const row of midway.filter((early) => early.status === 'done')) {
        expect(asked(row.run_id), row.run_id).toBe(1);
        const after = rows.find((other) => other.run_id === row.run_id);
        expect(after?.updated_at).toEqual(row.updated_at);
      }
      for (const runId of ids) expect(asked(runId), runId).toBeGreaterThanOrEqual(1);
    });

    it('grades the runs of a filter string when asked, as jobs in the jobs list, and grades failures again', async () => {
      const t = await team();
      const gpt = await ingest(t, 60, 'gpt-4o');
      await ingest(t, 3, 'claude-3-haiku');
      const manual = await createEvaluator(t.owner, {
        name: 'Short answers',
        type: 'length',
        params: ['output', 'lt', 16],
        mode: 'manual',
      });
      const asked = await api.call('POST', scoped(t.owner, `/v1/evaluators/${manual.id}/run`), {
        token: t.owner.token,
        body: { filters: 'models=gpt-4o' },
      });
      expect(asked.status).toBe(200);
      const answer = await json<{ queued: number; jobs: { id: string; kind: string }[] }>(asked);
      expect(answer.queued).toBe(60);
      // A backfill someone asked for keeps its normal priority (it does not yield to ingestion).
      expect(answer.jobs.map((job) => job.kind)).toEqual([
        'evaluations.backfill',
        'evaluations.backfill',
      ]);
      const listed = await get<PagedResponse<{ id: string }>>(t.owner, '/v1/jobs');
      expect(listed.data.map((job) => job.id).sort()).toEqual(
        answer.jobs.map((job) => job.id).sort(),
      );
      startRunner();
      await waitFor(
        async () => (await results(manual.id)).filter((row) => row.status === 'done').length === 60,
        'the manual run grades the gpt-4o runs',
      );
      expect((await results(manual.id)).map((row) => row.run_id).sort()).toEqual([...gpt].sort());

      // Asking again queues nothing new; a grading that failed for good is graded again.
      await database.db
        .updateTable('evaluation_result')
        .set({ status: 'error', reason: 'broken', passed: null })
        .where('evaluator_id', '=', manual.id)
        .where('run_id', '=', gpt[0] as string)
        .execute();
      const again = await json<{ queued: number }>(
        api.call('POST', scoped(t.owner, `/v1/evaluators/${manual.id}/run`), {
          token: t.owner.token,
          body: { filters: 'models=gpt-4o' },
        }),
      );
      expect(again.queued).toBe(1);
      await waitFor(
        async () => (await results(manual.id)).every((row) => row.status === 'done'),
        'the failed grading is graded again',
      );
      const refused = await api.call('POST', scoped(t.owner, `/v1/evaluators/${manual.id}/run`), {
        token: t.owner.token,
        body: { filters: 'tone=helpful' },
      });
      expect(refused.status).toBe(400);
    });

    it('queues again a pending grading whose job is gone', async () => {
      const t = await team();
      const valid = await createEvaluator(t.owner, {
        name: 'JSON',
        type: 'json',
        params: ['output', 'valid'],
      });
      const [runId] = await ingest(t, 1, 'gpt-4o');
      // A pending row as a job failed by the runner itself would leave it: no job owns it.
      await database.db
        .insertInto('evaluation_result')
        .values({
          project_id: t.owner.projectId,
          evaluator_id: valid.id,
          run_id: runId as string,
          evaluator_name: 'JSON',
          type: 'json',
          updated_at: new Date(Date.now() - 60 * 60_000),
        })
        .execute();
      startRunner();
      const [row] = await waitFor(async () => {
        const rows = await results(valid.id);
        return rows[0]?.status === 'done' ? rows : null;
      }, 'the orphaned grading is done');
      expect(row).toMatchObject({ run_id: runId, passed: false, attempts: 1 });
    });
  },
);
