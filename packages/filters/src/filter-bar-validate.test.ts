import { describe, expect, it } from 'vitest';
import type { Filter } from './filter-bar.js';
import type { FilterBarProblem } from './filter-bar-validate.js';
import { validateFilterBar } from './filter-bar-validate.js';
import type { FilterContext } from './filter-definition.js';

type Expected = Pick<FilterBarProblem, 'code' | 'filterIndex' | 'message'>;

const cases: [string, FilterContext, Filter[], Expected[]][] = [
  ['accepts an empty bar', 'logs', [], []],
  [
    'accepts a full log bar',
    'logs',
    [
      { id: 'models', params: [['gpt-4o']] },
      { id: 'cost', params: ['gt', 0.1] },
      { id: 'date', params: ['after', '2024-05-01'] },
      { id: 'tags', params: [['a']] },
      { id: 'tags', params: [['b']] },
    ],
    [],
  ],
  [
    'reports a repeated once-per-bar filter on the repeat only',
    'logs',
    [
      { id: 'status', params: ['success'] },
      { id: 'search', params: ['x'] },
      { id: 'status', params: ['error'] },
    ],
    [
      {
        code: 'once-per-bar',
        filterIndex: 2,
        message: 'Status can be used only once in a filter bar',
      },
    ],
  ],
  [
    'reports each of the once-per-bar filters',
    'logs',
    (['models', 'custom-events', 'templates', 'users'] as const).flatMap((id) => [
      { id, params: [['a']] },
      { id, params: [['b']] },
    ]),
    [
      {
        code: 'once-per-bar',
        filterIndex: 1,
        message: 'Models can be used only once in a filter bar',
      },
      {
        code: 'once-per-bar',
        filterIndex: 3,
        message: 'Custom Events can be used only once in a filter bar',
      },
      {
        code: 'once-per-bar',
        filterIndex: 5,
        message: 'Templates can be used only once in a filter bar',
      },
      {
        code: 'once-per-bar',
        filterIndex: 7,
        message: 'Users can be used only once in a filter bar',
      },
    ],
  ],
  [
    'refuses evaluation-only filters on the logs pages',
    'logs',
    [{ id: 'tone', params: ['pirate'] }],
    [{ code: 'evaluation-only', filterIndex: 0, message: 'Tone is available only in evaluations' }],
  ],
  [
    'accepts evaluation-only filters in evaluations',
    'evaluations',
    [
      { id: 'tone', params: ['pirate'] },
      { id: 'similarity', params: [100, 'jaccard'] },
      { id: 'factualness', params: [['b', 'c']] },
    ],
    [],
  ],
  [
    'refuses filters disabled in evaluations inside them',
    'evaluations',
    [
      { id: 'users', params: [['u1']] },
      { id: 'date', params: ['before', '2024-05-01'] },
      { id: 'cost', params: ['lt', 1] },
    ],
    [
      {
        code: 'disabled-in-evaluations',
        filterIndex: 0,
        message: 'Users is not available in evaluations',
      },
      {
        code: 'disabled-in-evaluations',
        filterIndex: 1,
        message: 'Date is not available in evaluations',
      },
    ],
  ],
  [
    'reports numbers outside their bounds',
    'evaluations',
    [
      { id: 'cost', params: ['gt', -0.5] },
      { id: 'guidelines', params: [105] },
      { id: 'duration', params: ['lt', 0] },
    ],
    [
      { code: 'out-of-range', filterIndex: 0, message: 'Cost dollars must be at least 0' },
      {
        code: 'out-of-range',
        filterIndex: 1,
        message: 'Guidelines minimum score must be at most 100',
      },
    ],
  ],
  [
    'reports empty and invalid parameters',
    'logs',
    [
      { id: 'search', params: [''] },
      { id: 'models', params: [[]] },
      { id: 'length', params: ['output', 'about', 100] },
      { id: 'duration', params: ['gt', Number.NaN] },
      { id: 'date', params: ['after', '2024-13-01'] },
      { id: 'feedback', params: [['up', 'maybe']] },
    ],
    [
      { code: 'empty-parameter', filterIndex: 0, message: 'Search query is empty' },
      { code: 'empty-parameter', filterIndex: 1, message: 'Models is empty' },
      {
        code: 'invalid-parameter',
        filterIndex: 2,
        message: '"about" is not a choice for Length operator',
      },
      { code: 'invalid-parameter', filterIndex: 3, message: 'Duration seconds must be a number' },
      { code: 'invalid-parameter', filterIndex: 4, message: '"2024-13-01" is not a date for Date' },
      {
        code: 'invalid-parameter',
        filterIndex: 5,
        message: '"maybe" is not a choice for Feedback',
      },
    ],
  ],
  [
    'reports a wrong parameter count and an unknown id',
    'logs',
    [
      { id: 'tokens', params: ['total', 'gt'] },
      { id: 'shoe-size' as Filter['id'], params: [42] },
    ],
    [
      { code: 'wrong-arity', filterIndex: 0, message: 'Tokens takes 3 parameters, found 2' },
      { code: 'unknown-filter', filterIndex: 1, message: 'Unknown filter "shoe-size"' },
    ],
  ],
];

describe('filter bar validation', () => {
  it.each(cases)('%s', (_name, context, filters, expected) => {
    const problems = validateFilterBar({ operator: 'AND', filters }, { context });
    expect(
      problems.map(({ code, filterIndex, message }) => ({ code, filterIndex, message })),
    ).toEqual(expected);
  });

  it('points at the parameter at fault', () => {
    const [problem] = validateFilterBar(
      { operator: 'OR', filters: [{ id: 'tokens', params: ['total', 'gt', -1] }] },
      { context: 'logs' },
    );
    expect(problem).toMatchObject({ filterId: 'tokens', filterIndex: 0, paramIndex: 2 });
  });
});
