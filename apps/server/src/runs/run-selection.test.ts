import { serializeFilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  all,
  filter,
  openSeededTestRuns,
  runId,
  type TestRunKey,
} from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { type RunSelection, selectRuns } from './run-selection.js';

/** Search texts, and the LLM calls of the test runs each finds. */
const searches: [string, TestRunKey[]][] = [
  ['hello', ['gpt-hello', 'template-extra']],
  ['100%', ['claude-error', 'percent-underscore']],
  ['C:\\Users', ['backslash']],
  ['{"name": "Ada"}', ['json-embedded']],
  ['TWO\nend', ['multiline']],
  ["'; drop table run; --", ['sql-injection']],
  ['a\u0000b', []],
];

describe.each(testDatabaseTargets())('the search box and the search filter on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  async function selectedIds(selection: RunSelection): Promise<string[]> {
    const rows = await selectRuns(seeded.db, seeded.projectId, selection)
      .select('run.id')
      .orderBy('run.id')
      .execute();
    return rows.map((row) => row.id);
  }

  it.each(searches)('finds the same runs for %j', async (search, expected) => {
    const bySearchBox = await selectedIds({ type: 'llm', filters: '', search });
    const byFilter = await selectedIds({
      type: 'llm',
      filters: serializeFilterBar(all(filter('search', search))),
    });
    expect(bySearchBox).toEqual(expected.map(runId).sort());
    expect(byFilter).toEqual(bySearchBox);
  });
});
