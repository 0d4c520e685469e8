import { randomUUID } from 'node:crypto';
import type { AreaChartAnswer } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { catalogueCharts } from './catalogue-charts.js';

type Outcome = 'pass' | 'fail' | 'pending' | 'error';

/** Runs by hour and model, each with the outcome of two evaluators (undefined: not graded). */
const runs: { hour: number; model: string; tone?: Outcome; length?: Outcome }[] = [
  { hour: 0, model: 'gpt-4o', tone: 'pass', length: 'fail' },
  { hour: 0, model: 'gpt-4o', tone: 'fail', length: 'fail' },
  { hour: 0, model: 'claude', tone: 'pass' },
  { hour: 1, model: 'gpt-4o', tone: 'pending', length: 'pass' },
  { hour: 1, model: 'claude', tone: 'error', length: 'pass' },
  { hour: 2, model: 'gpt-4o' },
  { hour: 3, model: 'claude', tone: 'pass', length: 'fail' },
  { hour: 3, model: 'gpt-4o', tone: 'pass', length: 'pass' },
  { hour: 3, model: 'gpt-4o', tone: 'pass' },
];
const start = Date.parse('2024-06-01T10:00:00Z');

/** The pass rate a person would compute: verdicts only, per hour, per evaluator or all. */
function expected(model: string | null, evaluator: 'tone' | 'length' | null, hour: number) {
  const verdicts = runs
    .filter((run) => run.hour === hour && (model === null || run.model === model))
    .flatMap((run) =>
      (evaluator ? [run[evaluator]] : [run.tone, run.length]).filter(
        (outcome) => outcome === 'pass' || outcome === 'fail',
      ),
    );
  return verdicts.length === 0
    ? 0
    : verdicts.filter((outcome) => outcome === 'pass').length / verdicts.length;
}

describe.each(testDatabaseTargets())('evaluation pass rate chart on $kind', (target) => {
  let database: DatabaseHandle;
  let projectId: string;
  const evaluators: Record<'tone' | 'length', string> = { tone: '', length: '' };
  beforeAll(async () => {
    database = await target.open();
    ({ projectId } = await storedProject(database.db));
    const { db } = database;
    for (const name of ['tone', 'length'] as const) {
      const row = await db
        .insertInto('evaluator')
        .values({ project_id: projectId, name, type: name })
        .returning('id')
        .executeTakeFirstOrThrow();
      evaluators[name] = row.id;
    }
    for (const [index, run] of runs.entries()) {
      const id = randomUUID();
      const createdAt = new Date(start + run.hour * 3_600_000 + index * 1_000).toISOString();
      await db
        .insertInto('run')
        .values({
          project_id: projectId,
          id,
          type: 'llm',
          status: 'success',
          created_at: createdAt,
          trace_id: id,
          model: run.model,
          params: '{}',
          metadata: '{}',
          extra: '{}',
          scores: '[]',
          user_props: '{}',
          merge_stamps: '{}',
        })
        .execute();
      for (const name of ['tone', 'length'] as const) {
        const outcome = run[name];
        if (!outcome) continue;
        await db
          .insertInto('evaluation_result')
          .values({
            project_id: projectId,
            evaluator_id: evaluators[name],
            run_id: id,
            status: outcome === 'pass' || outcome === 'fail' ? 'done' : outcome,
            passed: outcome === 'pass' ? true : outcome === 'fail' ? false : null,
            evaluator_name: `${name} when graded`,
            type: name,
          })
          .execute();
      }
    }
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const chart = async (filters: string) =>
    (await catalogueCharts['evaluations/pass-rate'](
      database.db,
      {
        projectId,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 4 * 3_600_000 - 1).toISOString(),
        timeZone: 'UTC',
        granularity: 'hourly',
        filters,
      },
      { statistic: 'avg', limit: 10 },
    )) as AreaChartAnswer;

  it.each([
    ['', null],
    ['models=gpt-4o', 'gpt-4o'],
    ['models=claude', 'claude'],
  ])(
    'equals the share of verdicts that passed, per hour and evaluator, with filters %j',
    async (filters, model) => {
      const answer = await chart(filters);
      expect(answer.kind).toBe('area');
      expect(answer.data).toHaveLength(4);
      for (const [hour, point] of answer.data.entries()) {
        expect(point.date).toBe(new Date(start + hour * 3_600_000).toISOString());
        expect(point.value).toBeCloseTo(expected(model, null, hour), 12);
        for (const name of ['tone', 'length'] as const)
          if (answer.series.includes(name))
            expect(point[name], `${name} at ${hour}`).toBeCloseTo(expected(model, name, hour), 12);
      }
    },
  );

  it('names each series by the evaluator, graded ones only', async () => {
    expect((await chart('')).series.sort()).toEqual(['length', 'tone']);
    expect((await chart('models=claude')).series.sort()).toEqual(['length', 'tone']);
    expect((await chart('models=nope')).series).toEqual([]);
  });

  it('sends the evaluator id of each series, so a click can filter the logs by it', async () => {
    expect((await chart('')).seriesIds).toEqual({
      tone: evaluators.tone,
      length: evaluators.length,
    });
    expect((await chart('models=nope')).seriesIds).toEqual({});
  });
});
