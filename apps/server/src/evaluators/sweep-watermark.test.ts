import { randomUUID } from 'node:crypto';
import type { Evaluator } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { findEvaluator } from './evaluator.repository.js';
import type { GradingDependencies } from './grade-runs.job.js';
import { gradingDependencies } from './grading-dependencies.js';
import { sweepEvaluator } from './realtime-sweep.job.js';
import { sweepCommitLagSeconds, sweepLookBackMinutes } from './sweep-watermark.js';

describe.each(testDatabaseTargets())(
  'the realtime sweep watermark on $kind',
  { timeout: 60_000 },
  (target) => {
    let database: DatabaseHandle;
    let api: TestApp;
    let deps: GradingDependencies;

    beforeAll(async () => {
      database = await target.open();
      api = await createTestApp(database, { edition: 'cloud' });
      deps = gradingDependencies({ ...api.context });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    interface Setup {
      owner: SignedUp;
      publicKey: string;
      evaluator: Evaluator;
    }

    /** A project with a realtime length evaluator that became realtime an hour ago. */
    async function setup(): Promise<Setup> {
      const owner = await signUp(api);
      const publicKey = (await projectKeys(api, owner)).public;
      const response = await api.call('POST', `/v1/evaluators?projectId=${owner.projectId}`, {
        token: owner.token,
        body: { name: 'Short', type: 'length', params: ['output', 'lt', 100], mode: 'realtime' },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const evaluator = await json<Evaluator>(response);
      await database.db
        .updateTable('evaluator')
        .set({ realtime_since: sql`now() - interval '1 hour'` })
        .where('id', '=', evaluator.id)
        .execute();
      return { owner, publicKey, evaluator };
    }

    async function send(s: Setup, events: Record<string, unknown>[]) {
      const response = await api.call('POST', '/v1/runs/ingest', {
        token: s.publicKey,
        body: { events },
      });
      expect(response.status).toBe(200);
    }
    const start = (runId: string) => ({
      event: 'start',
      type: 'llm',
      runId,
      timestamp: Date.now() - 30_000,
      name: 'gpt-4o',
      input: 'Hello?',
    });
    const end = (runId: string) => ({
      event: 'end',
      type: 'llm',
      runId,
      timestamp: Date.now(),
      output: 'Hi!',
    });

    /** Pretends the runs arrived `minutes` ago. */
    const arrivedAgo = (s: Setup, runIds: string[], minutes: number) =>
      database.db
        .updateTable('run')
        .set({ ingested_at: sql`now() - ${minutes} * interval '1 minute'` })
        .where('project_id', '=', s.owner.projectId)
        .where('id', 'in', runIds)
        .execute();

    /** One sweep of the setup's evaluator, as the recurring job does it. */
    async function sweep(s: Setup, limit?: number) {
      const row = await findEvaluator(database.db, s.owner.projectId, s.evaluator.id);
      if (!row) throw new Error('the evaluator is gone');
      return sweepEvaluator(deps, row, s.owner.orgId, limit);
    }

    const watermark = async (s: Setup) =>
      (await findEvaluator(database.db, s.owner.projectId, s.evaluator.id))?.sweep_from ?? null;
    const ingestedAt = async (s: Setup, runId: string) =>
      new Date(
        (
          await database.db
            .selectFrom('run')
            .select('ingested_at')
            .where('project_id', '=', s.owner.projectId)
            .where('id', '=', runId)
            .executeTakeFirstOrThrow()
        ).ingested_at,
      );
    const resultCounts = async (s: Setup) =>
      (
        await database.db
          .selectFrom('evaluation_result')
          .select(['run_id', sql<number>`count(*)::int`.as('rows')])
          .where('project_id', '=', s.owner.projectId)
          .where('evaluator_id', '=', s.evaluator.id)
          .groupBy('run_id')
          .execute()
      ).reduce<Record<string, number>>((counts, row) => {
        counts[row.run_id] = row.rows;
        return counts;
      }, {});

    it('queues a run that ends after a sweep passed it, at the next sweep, and no run twice', async () => {
      const s = await setup();
      const [finished, late] = [randomUUID(), randomUUID()];
      await send(s, [start(finished), end(finished), start(late)]);
      // Older than the commit lag, so only the look-back brings the late run back.
      await arrivedAgo(s, [finished], 3);
      await arrivedAgo(s, [late], 2);

      expect(await sweep(s)).toEqual([finished]);
      // The watermark waits at the run that has not finished.
      expect((await watermark(s))?.getTime()).toBe((await ingestedAt(s, late)).getTime());
      expect(await sweep(s)).toEqual([]);

      await send(s, [end(late)]);
      expect(await sweep(s)).toEqual([late]);
      // Nothing unfinished is left: the watermark moves up to the commit lag.
      const moved = await watermark(s);
      expect(moved?.getTime()).toBeGreaterThan((await ingestedAt(s, late)).getTime());
      expect(moved?.getTime()).toBeLessThanOrEqual(Date.now() - (sweepCommitLagSeconds - 5) * 1000);
      expect(await sweep(s)).toEqual([]);
      expect(await resultCounts(s)).toEqual({ [finished]: 1, [late]: 1 });
    });

    it('reads only the runs since the watermark: a run older than the look-back that ends is left to a backfill', async () => {
      const s = await setup();
      const [old, fresh] = [randomUUID(), randomUUID()];
      await send(s, [start(old)]);
      await arrivedAgo(s, [old], sweepLookBackMinutes + 5);
      expect(await sweep(s)).toEqual([]);
      // The watermark gave up on the old unfinished run.
      expect((await watermark(s))?.getTime()).toBeGreaterThan((await ingestedAt(s, old)).getTime());

      await send(s, [end(old), start(fresh), end(fresh)]);
      expect(await sweep(s)).toEqual([fresh]);
      expect(await resultCounts(s)).toEqual({ [fresh]: 1 });
    });

    it('takes a backlog bigger than its limit over several sweeps, oldest arrival first, each run once', async () => {
      const s = await setup();
      const ids = Array.from({ length: 5 }, () => randomUUID());
      for (const [index, id] of ids.entries()) {
        await send(s, [start(id), end(id)]);
        await arrivedAgo(s, [id], 10 - index);
      }
      const swept = [await sweep(s, 2), await sweep(s, 2), await sweep(s, 2), await sweep(s, 2)];
      expect(swept.map((runs) => runs.length)).toEqual([2, 2, 1, 0]);
      expect(swept.flat().sort()).toEqual([...ids].sort());
      expect(new Set(swept[0])).toEqual(new Set(ids.slice(0, 2)));
      expect(Object.values(await resultCounts(s))).toEqual([1, 1, 1, 1, 1]);
    });

    it('sweeps a changed selection again from when the evaluator became realtime', async () => {
      const s = await setup();
      const id = randomUUID();
      await send(s, [start(id), end(id)]);
      await arrivedAgo(s, [id], 1);
      await sweep(s);
      expect(await watermark(s)).not.toBeNull();
      const response = await api.call(
        'PATCH',
        `/v1/evaluators/${s.evaluator.id}?projectId=${s.owner.projectId}`,
        { token: s.owner.token, body: { sampleRate: 0.5 } },
      );
      expect(response.status).toBe(200);
      expect(await watermark(s)).toBeNull();
    });
  },
);
