import type { Filter } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  all,
  allRunsExcept,
  filter,
  openSeededTestRuns,
  selectedRunKeys,
  type TestRunKey,
} from '../../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../../testing/test-databases.js';

const withoutOutput: TestRunKey[] = [
  'claude-error',
  'tool-percent',
  'tool-lookalike',
  'thread-root',
  'convo-legacy',
  'custom-signup',
  'custom-purchase',
  'embed',
  'started',
];
const withoutInput: TestRunKey[] = [
  'tool-percent',
  'tool-lookalike',
  'thread-root',
  'convo-legacy',
  'custom-signup',
  'custom-purchase',
];
/** Outputs without a lower-case `e`, and runs without output, which contain nothing. */
const outputsWithoutE: TestRunKey[] = allRunsExcept(
  'gpt-hello',
  'gpt-json',
  'long-answer',
  'unicode',
  'sql-injection',
  'percent-underscore',
  'percent-lookalike',
  'backslash',
  'backslash-lookalike',
  'tool-weather',
  'tool-search',
  'chat-2',
  'template-extra',
  'json-invalid',
  'json-embedded',
  'multiline',
);
const validJsonOutputs: TestRunKey[] = [
  'gpt-json',
  'agent-root',
  'tool-weather',
  'tool-search',
  'json-array',
];
const validJsonInputs: TestRunKey[] = ['agent-root', 'tool-weather', 'tool-search', 'embed'];
const chatRoles: TestRunKey[] = [
  'gpt-hello',
  'gpt-json',
  'claude-error',
  'chat-1',
  'chat-2',
  'template-extra',
  'json-invalid',
  'multiline',
];

/** Filters on the text of a run, and the exact runs each selects. */
const cases: [label: string, filter: Filter, expected: TestRunKey[]][] = [
  ['search ignores case', filter('search', 'hello'), ['gpt-hello', 'template-extra']],
  [
    'search % is literal',
    filter('search', '100%'),
    ['claude-error', 'percent-underscore', 'tool-percent'],
  ],
  ['search _ is literal', filter('search', 'snake_case'), ['percent-underscore']],
  ['search backslash is literal', filter('search', 'C:\\Users'), ['backslash']],
  ['search SQL is data', filter('search', "'; drop table run; --"), ['sql-injection']],
  ['search regex characters', filter('search', '(approx) [a+b]*c'), ['regex-special']],
  [
    'search name and JSON',
    filter('search', 'flights'),
    ['agent-root', 'tool-search', 'chain-child'],
  ],
  ['search JSON values', filter('search', 'paris'), ['tool-weather', 'tool-search']],
  ['search JSON keys', filter('search', 'role'), chatRoles],
  ['search name', filter('search', 'RESEARCH'), ['agent-root']],
  ['search unicode', filter('search', '日本語'), ['unicode']],
  ['search emoji', filter('search', '🎉'), ['unicode']],
  ['search NUL matches nothing', filter('search', 'a\u0000b'), []],
  ['search quotes in a string, unescaped', filter('search', '{"name": "Ada"}'), ['json-embedded']],
  ['search a line break in a string', filter('search', 'TWO\nend'), ['multiline']],
  [
    'string any contains insensitive',
    filter('string', 'any', 'contains', 'insensitive', 'hello'),
    ['gpt-hello', 'template-extra'],
  ],
  [
    'string contains sensitive',
    filter('string', 'any', 'contains', 'sensitive', 'Hello'),
    ['gpt-hello', 'template-extra'],
  ],
  ['string sensitive case', filter('string', 'any', 'contains', 'sensitive', 'hello'), []],
  [
    'string reads content, not keys',
    filter('string', 'input', 'contains', 'insensitive', 'role'),
    [],
  ],
  [
    'string quotes unescaped',
    filter('string', 'output', 'contains', 'sensitive', '"unit"'),
    ['gpt-json'],
  ],
  [
    'string text parts',
    filter('string', 'output', 'contains', 'insensitive', 'GOODBYE'),
    ['chat-2'],
  ],
  [
    'string _ is literal',
    filter('string', 'output', 'contains', 'sensitive', 'e_c'),
    ['percent-underscore'],
  ],
  [
    'string backslash',
    filter('string', 'input', 'contains', 'sensitive', 'C:\\Users'),
    ['backslash'],
  ],
  [
    'string SQL is data',
    filter('string', 'output', 'contains', 'sensitive', "'); DROP"),
    ['sql-injection'],
  ],
  ['string unicode', filter('string', 'input', 'contains', 'sensitive', '日本語'), ['unicode']],
  [
    'string notcontains: runs without output contain nothing',
    filter('string', 'output', 'notcontains', 'sensitive', 'e'),
    outputsWithoutE,
  ],
  [
    'string any notcontains needs both sides',
    filter('string', 'any', 'notcontains', 'insensitive', 'flights'),
    allRunsExcept('agent-root', 'tool-search', 'chain-child'),
  ],
  [
    'string starts: first chat message',
    filter('string', 'input', 'starts', 'insensitive', 'you are'),
    ['gpt-hello'],
  ],
  [
    'string starts: not a later message',
    filter('string', 'input', 'starts', 'sensitive', 'Hello'),
    [],
  ],
  [
    'string ends: last chat message',
    filter('string', 'input', 'ends', 'insensitive', 'THERE'),
    ['gpt-hello'],
  ],
  ['string ends sensitive', filter('string', 'input', 'ends', 'sensitive', 'Bye'), ['chat-2']],
  [
    'string starts in text parts',
    filter('string', 'any', 'starts', 'sensitive', 'Describe'),
    ['multiline'],
  ],
  [
    'string starts %',
    filter('string', 'input', 'starts', 'sensitive', '100%'),
    ['percent-underscore'],
  ],
  ['string ends sensitive case', filter('string', 'output', 'ends', 'sensitive', 'end'), []],
  [
    'string ends insensitive',
    filter('string', 'output', 'ends', 'insensitive', 'end'),
    ['multiline'],
  ],
  ['string ends emoji', filter('string', 'output', 'ends', 'sensitive', '🎉'), ['unicode']],
  [
    'string starts JSON',
    filter('string', 'output', 'starts', 'sensitive', '{'),
    ['gpt-json', 'agent-root', 'tool-weather', 'json-invalid'],
  ],
  ['string contains NUL', filter('string', 'any', 'contains', 'sensitive', '\u0000'), []],
  [
    'string notcontains NUL',
    filter('string', 'any', 'notcontains', 'sensitive', '\u0000'),
    allRunsExcept(),
  ],
  ['regex anchors', filter('regex', 'output', 'contains', '^Hi!'), ['gpt-hello']],
  [
    'regex alternation',
    filter('regex', 'output', 'contains', '^(?:Hi|Hello)'),
    ['gpt-hello', 'template-extra'],
  ],
  ['regex escapes', filter('regex', 'output', 'contains', 'a\\.b\\|c\\^d'), ['regex-special']],
  ['regex word boundary', filter('regex', 'output', 'contains', '\\bDROP\\b'), ['sql-injection']],
  ['regex counts', filter('regex', 'input', 'contains', '\\$\\d+\\.\\d{2}'), ['regex-special']],
  ['regex backslash', filter('regex', 'input', 'contains', '^[A-Z]:\\\\'), ['backslash']],
  ['regex newlines', filter('regex', 'output', 'contains', 'line two\\nEND$'), ['multiline']],
  ['regex empty text', filter('regex', 'output', 'contains', '^$'), ['chain-child']],
  [
    'regex word characters',
    filter('regex', 'output', 'contains', '^\\w+$'),
    ['percent-underscore', 'percent-lookalike', 'backslash-lookalike'],
  ],
  ['regex unicode', filter('regex', 'input', 'contains', '日本.*🚀$'), ['unicode']],
  ['regex is case-sensitive', filter('regex', 'output', 'contains', 'drop'), []],
  ['regex not_contains', filter('regex', 'output', 'not_contains', 'e'), outputsWithoutE],
  ['regex unbalanced matches nothing', filter('regex', 'output', 'contains', '('), []],
  [
    'regex unbalanced, negated, matches nothing',
    filter('regex', 'output', 'not_contains', '('),
    [],
  ],
  ['regex named group matches nothing', filter('regex', 'output', 'contains', '(?<n>x)'), []],
  ['regex oversized count matches nothing', filter('regex', 'output', 'contains', 'a{256}'), []],
  ['regex too complex matches nothing', filter('regex', 'output', 'contains', '(a{255}){255}'), []],
  ['regex POSIX class matches nothing', filter('regex', 'output', 'contains', '[[:alpha:]]'), []],
  [
    'regex SQL is data',
    filter('regex', 'input', 'contains', "'; drop table run; --"),
    ['sql-injection'],
  ],
  ['json valid output', filter('json', 'output', 'valid'), validJsonOutputs],
  [
    'json invalid output',
    filter('json', 'output', 'invalid'),
    allRunsExcept(...validJsonOutputs, ...withoutOutput),
  ],
  [
    'json contains output',
    filter('json', 'output', 'contains'),
    [...validJsonOutputs.slice(0, 4), 'json-array', 'json-embedded'],
  ],
  ['json valid input', filter('json', 'input', 'valid'), validJsonInputs],
  ['json contains input', filter('json', 'input', 'contains'), validJsonInputs],
  [
    'json invalid input',
    filter('json', 'input', 'invalid'),
    allRunsExcept(...validJsonInputs, ...withoutInput),
  ],
];

describe.each(testDatabaseTargets())('text filters on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  it.each(cases)('%s', async (_label, selected, expected) => {
    expect(await selectedRunKeys(seeded.db, seeded.projectId, all(selected))).toEqual(expected);
  });
});
