import { describe, expect, it } from 'vitest';
import {
  all,
  any,
  filter,
  openSeededTestRuns,
  runId,
  selectedRunKeys,
  type TestRunKey,
} from '../../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../../testing/test-databases.js';

/** The stored results of two evaluators on some of the test runs. */
const results: [
  evaluator: 'tone' | 'length',
  run: TestRunKey,
  status: string,
  passed: boolean | null,
][] = [
  ['tone', 'gpt-hello', 'done', true],
  ['tone', 'gpt-json', 'done', false],
  ['tone', 'claude-error', 'error', null],
  ['tone', 'long-answer', 'pending', null],
  ['length', 'gpt-hello', 'done', false],
  ['length', 'unicode', 'done', true],
];

describe.each(testDatabaseTargets())('evaluations filter on $kind', (target) => {
  const seeded = openSeededTestRuns(target);
  const evaluatorIds = new Map<string, string>();

  async function evaluator(name: 'tone' | 'length'): Promise<string> {
    const known = evaluatorIds.get(name);
    if (known) return known;
    const row = await seeded.db
      .insertInto('evaluator')
      .values({ project_id: seeded.projectId, name, type: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    evaluatorIds.set(name, row.id);
    for (const [of, run, status, passed] of results.filter(([of]) => of === name))
      await seeded.db
        .insertInto('evaluation_result')
        .values({
          project_id: seeded.projectId,
          evaluator_id: row.id,
          run_id: runId(run),
          status,
          passed,
          evaluator_name: of,
          type: of,
        })
        .execute();
    return row.id;
  }

  const select = async (bar: Parameters<typeof selectedRunKeys>[2]) =>
    selectedRunKeys(seeded.db, seeded.projectId, bar);

  it('selects the runs an evaluator passed, failed or could not grade, never pending ones', async () => {
    const tone = await evaluator('tone');
    expect(await select(all(filter('evaluations', [tone], 'passed')))).toEqual(['gpt-hello']);
    expect(await select(all(filter('evaluations', [tone], 'failed')))).toEqual(['gpt-json']);
    expect(await select(all(filter('evaluations', [tone], 'error')))).toEqual(['claude-error']);
  });

  it('reads several evaluators as any of them, and combines with other filters', async () => {
    const tone = await evaluator('tone');
    const length = await evaluator('length');
    expect(await select(all(filter('evaluations', [tone, length], 'failed')))).toEqual([
      'gpt-hello',
      'gpt-json',
    ]);
    expect(
      await select(
        all(filter('evaluations', [tone], 'passed'), filter('evaluations', [length], 'failed')),
      ),
    ).toEqual(['gpt-hello']);
    expect(
      await select(
        any(filter('evaluations', [length], 'passed'), filter('evaluations', [tone], 'error')),
      ),
    ).toEqual(['claude-error', 'unicode']);
    expect(
      await select(all(filter('evaluations', [length], 'failed'), filter('status', 'error'))),
    ).toEqual([]);
  });

  it('matches nothing for an unknown evaluator or a value that is not an id', async () => {
    await evaluator('tone');
    expect(
      await select(all(filter('evaluations', ['00000000-0000-4000-8000-000000000999'], 'passed'))),
    ).toEqual([]);
    expect(await select(all(filter('evaluations', ["x' or 1=1 --"], 'passed')))).toEqual([]);
    expect(await select('evaluations=not-an-id.failed')).toEqual([]);
  });
});
