import type { RunEnrichments } from '@lookout/domain';
import { serializeFilterBar } from '@lookout/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { saveRunEnrichments } from '../enrichments/run-enrichment.repository.js';
import {
  all,
  any,
  filter,
  runId,
  seedTestRuns,
  type TestRunKey,
} from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { withEnrichmentReads } from './enrichment-reads.js';
import { selectRuns } from './run-selection.js';

const billing: RunEnrichments = {
  topics: { input: { topics: ['billing'] }, output: { topics: [] } },
};
const french: RunEnrichments = {
  language: { input: { code: 'fr', confidence: 0.9 }, output: null },
};
/** Three runs whose input is about billing, and three written in French: one is both. */
const enriched: TestRunKey[] = ['gpt-hello', 'unicode', 'long-answer'];
const inFrench: TestRunKey[] = ['long-answer', 'gpt-json', 'claude-error'];

describe.each(testDatabaseTargets())('how enrichment filters read, on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    await saveRunEnrichments(
      handle.db,
      projectId,
      ['topics'],
      enriched.map((key) => ({ runId: runId(key), results: billing, errors: {} })),
    );
    await saveRunEnrichments(
      handle.db,
      projectId,
      ['language'],
      inFrench.map((key) => ({ runId: runId(key), results: french, errors: {} })),
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  const readsOf = async (
    bar: Parameters<typeof serializeFilterBar>[0],
    limit: number,
    type: 'llm' | 'trace' | 'thread' = 'llm',
  ) =>
    (
      await withEnrichmentReads(
        handle.db,
        projectId,
        { type, filters: serializeFilterBar(bar) },
        { manyMatches: 'per-run', limit },
      )
    ).enrichments ?? 'planner';

  it('starts from the enrichments when a required filter matches few of them, else reads run by run', async () => {
    const topics = filter('topics', 'input', ['billing']);
    expect(await readsOf(all(topics), 3)).toBe('joined');
    expect(await readsOf(all(topics), 2)).toBe('per-run');
    expect(await readsOf(all(filter('models', ['gpt-4o']), topics), 3)).toBe('joined');
    expect(await readsOf(all(filter('topics', 'input', ['shipping'])), 0)).toBe('joined');
  });

  it('starts from the enrichments when required filters match many each but few together, on the LLM list', async () => {
    const both = all(filter('topics', 'input', ['billing']), filter('languages', 'input', ['fr']));
    expect(await readsOf(both, 1)).toBe('joined');
    expect(await readsOf(both, 0)).toBe('per-run');
    expect(await readsOf(all(filter('topics', 'input', ['billing'])), 1)).toBe('per-run');
    // A conversation matches each filter through any of its messages: each is counted alone.
    expect(await readsOf(both, 1, 'trace')).toBe('per-run');
    expect(await readsOf(both, 3, 'trace')).toBe('joined');
  });

  it('tests the text of the few runs joined enrichments allow, without the search index, and finds the same runs', async () => {
    const filters = serializeFilterBar(all(filter('topics', 'input', ['billing'])));
    const ids = async (limit: number) => {
      const selection = await withEnrichmentReads(
        handle.db,
        projectId,
        { type: 'llm', filters, search: 'hello' },
        { manyMatches: 'per-run', limit },
      );
      const query = selectRuns(handle.db, projectId, selection).select('run.id').orderBy('run.id');
      const rows = await query.execute();
      return {
        reads: selection.enrichments,
        usesIndex: query.compile().sql.includes('run_search'),
        ids: rows.map((row) => row.id),
      };
    };
    expect(await ids(3)).toEqual({ reads: 'joined', usesIndex: false, ids: [runId('gpt-hello')] });
    expect(await ids(2)).toEqual({ reads: 'per-run', usesIndex: true, ids: [runId('gpt-hello')] });
  });

  it('reads run by run when any filter of several may match, and leaves bars without enrichment filters alone', async () => {
    const either = any(filter('topics', 'input', ['billing']), filter('models', ['gpt-4o']));
    expect(await readsOf(either, 3)).toBe('per-run');
    expect(await readsOf(all(filter('models', ['gpt-4o'])), 3)).toBe('planner');
  });
});
