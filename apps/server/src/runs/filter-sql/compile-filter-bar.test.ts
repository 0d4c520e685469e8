import { type Filter, type FilterBar, serializeFilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  all,
  allRunsExcept,
  any,
  filter,
  openSeededTestRuns,
  selectedRunKeys,
  type TestRunKey,
  testRunKeys,
} from '../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';

const errors: TestRunKey[] = ['claude-error', 'tool-search'];

/** Bars and filter strings, and the exact runs each selects. */
const cases: [label: string, bar: FilterBar | string, expected: TestRunKey[]][] = [
  ['an empty AND bar selects every run', all(), allRunsExcept()],
  ['an empty OR bar selects every run', any(), allRunsExcept()],
  ['an empty string selects every run', '', allRunsExcept()],
  ['AND of two filters', all(filter('status', 'error'), filter('type', 'tool')), ['tool-search']],
  [
    'OR of two filters',
    any(filter('models', ['gpt-4o-mini']), filter('tags', ['support'])),
    ['gpt-json', 'thread-root'],
  ],
  [
    'AND of three filters',
    all(
      filter('type', 'llm'),
      filter('cost', 'gt', 0),
      filter('string', 'any', 'contains', 'insensitive', 'hello'),
    ),
    ['gpt-hello', 'template-extra'],
  ],
  [
    'OR keeps each filter whole',
    any(filter('templates', ['tpl-greeting']), filter('feedback', ['down'])),
    ['gpt-json', 'template-extra'],
  ],
  [
    'a filter that matches nothing in an OR',
    any(filter('topics', 'input', ['billing']), filter('status', 'error')),
    errors,
  ],
  [
    'a filter that matches nothing in an AND',
    all(filter('pii', 'contains'), filter('status', 'error')),
    [],
  ],
  ['an OR string', 'OR&status=error&cost=gt.0%2E1', ['claude-error', 'long-answer', 'tool-search']],
  [
    'an AND string with lists and a date',
    'models=gpt-4o-mini,claude-3-haiku&date=after.2024-05-09',
    ['template-extra'],
  ],
  ['an AND marker', 'AND&status=error', errors],
  ['strict parsing drops unknown and empty filters', 'status=error&oops=1&search=&models=', errors],
  ['strict parsing drops a malformed escape', 'search=%ZZ&status=error', errors],
  [
    'escaped structure characters',
    'search=100%25&type=llm',
    ['claude-error', 'percent-underscore'],
  ],
  [
    'unescaped dots split parameters: the filter is dropped',
    'metadata=version.1.2',
    allRunsExcept(),
  ],
  ['an escaped dot stays in the value', 'metadata=version.1%2E2', ['gpt-hello']],
  ['garbage selects every run', '&&=&%%%&OR', allRunsExcept()],
  [
    'invalid filters in a bar are left out',
    all(
      { id: 'cost', params: ['gt'] },
      { id: 'status', params: ['maybe'] },
      { id: 'duration', params: ['gt', Number.NaN] },
      { id: 'search', params: [''] },
      { id: 'nope', params: [] } as unknown as Filter,
      filter('status', 'error'),
    ),
    errors,
  ],
  [
    'a number out of range is kept',
    all(filter('cost', 'gt', -1)),
    ['gpt-hello', 'gpt-json', 'long-answer', 'unicode', 'embed', 'template-extra'],
  ],
];

/**
 * Hostile values, none of them stored, so every filter reading them must select
 * nothing (`%`, `_` and `\` alone are stored, and tested as literals beside each compiler).
 */
const hostileValues = [
  "' OR '1'='1",
  "x'; delete from run; --",
  '") or true --',
  "\\'; select 1; --",
  '$1',
  '%_%',
  '*/ or 1=1 /*',
  "E'\\x27'",
];

function filtersReading(value: string): Filter[] {
  return [
    filter('search', value),
    filter('models', [value]),
    filter('users', [value]),
    filter('tags', [value]),
    filter('templates', [value]),
    filter('custom-events', [value]),
    filter('metadata', value, 'prod'),
    filter('metadata', 'env', value),
    filter('tools', value),
    filter('string', 'any', 'contains', 'sensitive', value),
    filter('string', 'input', 'starts', 'insensitive', value),
    filter('regex', 'input', 'contains', value),
  ];
}

describe.each(testDatabaseTargets())('compileFilterBar on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  it.each(cases)('%s', async (_label, bar, expected) => {
    expect(await selectedRunKeys(seeded.db, seeded.projectId, bar)).toEqual(expected);
  });

  it('selects the same runs from a bar and from its filter string', async () => {
    const bar = any(
      filter('search', "'; drop table run; --"),
      filter('metadata', "it's", 'a "quoted" value'),
      filter('string', 'input', 'contains', 'sensitive', 'C:\\Users'),
      filter('tools', '100%'),
      filter('tags', ['ünïcode', 'a,b.c&d=e']),
    );
    const text = serializeFilterBar(bar);
    const fromBar = await selectedRunKeys(seeded.db, seeded.projectId, bar);
    expect(fromBar).toEqual(['unicode', 'sql-injection', 'backslash', 'tool-percent']);
    expect(await selectedRunKeys(seeded.db, seeded.projectId, text)).toEqual(fromBar);
  });

  it.each(hostileValues)('treats %s as data in every text filter', async (value) => {
    for (const hostile of filtersReading(value)) {
      expect(await selectedRunKeys(seeded.db, seeded.projectId, all(hostile))).toEqual([]);
    }
    // Its negation selects every run: the value did not widen or break the condition.
    const notContaining = filter('string', 'any', 'notcontains', 'sensitive', value);
    expect(await selectedRunKeys(seeded.db, seeded.projectId, all(notContaining))).toEqual(
      allRunsExcept(),
    );
    const { count } = await seeded.db
      .selectFrom('run')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(testRunKeys.length);
  });
});
