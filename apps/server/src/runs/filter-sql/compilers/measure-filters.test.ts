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

/** Filters that compare a number measured on a run, and the exact runs each selects. */
const cases: [label: string, filter: Filter, expected: TestRunKey[]][] = [
  ['duration gt', filter('duration', 'gt', 5), ['claude-error', 'long-answer', 'agent-root']],
  [
    'duration gte includes the boundary',
    filter('duration', 'gte', 5),
    ['claude-error', 'long-answer', 'agent-root', 'tool-search'],
  ],
  ['duration lt', filter('duration', 'lt', 1), ['gpt-json', 'tool-weather', 'embed']],
  [
    'duration lte',
    filter('duration', 'lte', 1),
    ['gpt-json', 'tool-weather', 'embed', 'template-extra'],
  ],
  [
    'duration with tenths',
    filter('duration', 'gt', 1.1),
    ['gpt-hello', 'claude-error', 'long-answer', 'unicode', 'agent-root', 'tool-search'],
  ],
  ['duration lt 0.1 s excludes 100 ms', filter('duration', 'lt', 0.1), []],
  ['duration lte 0.1 s', filter('duration', 'lte', 0.1), ['embed']],
  ['cost gt', filter('cost', 'gt', 0.1), ['long-answer']],
  ['cost gte', filter('cost', 'gte', 0.1), ['long-answer', 'template-extra']],
  ['cost lt', filter('cost', 'lt', 0.001), ['gpt-json', 'embed']],
  ['cost lte', filter('cost', 'lte', 0.002), ['gpt-hello', 'gpt-json', 'embed']],
  [
    'cost gt 0 skips runs without cost',
    filter('cost', 'gt', 0),
    ['gpt-hello', 'gpt-json', 'long-answer', 'unicode', 'embed', 'template-extra'],
  ],
  ['tokens total gt', filter('tokens', 'total', 'gt', 100), ['long-answer']],
  ['tokens total gte', filter('tokens', 'total', 'gte', 100), ['long-answer', 'template-extra']],
  ['tokens total eq', filter('tokens', 'total', 'eq', 10), ['embed']],
  [
    'tokens total from prompt plus completion',
    filter('tokens', 'total', 'gt', 35),
    ['long-answer', 'unicode', 'template-extra'],
  ],
  [
    'tokens total neq skips unknown totals',
    filter('tokens', 'total', 'neq', 28),
    ['gpt-json', 'long-answer', 'unicode', 'embed', 'template-extra'],
  ],
  [
    'tokens beyond the integer range',
    filter('tokens', 'total', 'lt', 99_999_999_999),
    ['gpt-hello', 'gpt-json', 'long-answer', 'unicode', 'embed', 'template-extra'],
  ],
  ['tokens prompt', filter('tokens', 'prompt', 'gte', 99), ['claude-error', 'template-extra']],
  ['tokens completion eq', filter('tokens', 'completion', 'eq', 8), ['gpt-hello']],
  [
    'tokens completion neq',
    filter('tokens', 'completion', 'neq', 8),
    ['gpt-json', 'long-answer', 'unicode', 'template-extra'],
  ],
  ['messages gte 2', filter('messages', 'gte', 2), ['gpt-hello', 'chat-2', 'embed']],
  ['messages eq 3', filter('messages', 'eq', 3), ['chat-2']],
  ['messages neq 1', filter('messages', 'neq', 1), ['gpt-hello', 'chat-2', 'embed']],
  [
    'messages gte 1: a string or object input is one message',
    filter('messages', 'gte', 1),
    allRunsExcept(
      'tool-percent',
      'tool-lookalike',
      'thread-root',
      'convo-legacy',
      'custom-signup',
      'custom-purchase',
    ),
  ],
  ['messages lt 1', filter('messages', 'lt', 1), []],
  ['length output gt', filter('length', 'output', 'gt', 100), ['long-answer']],
  ['length output eq 300', filter('length', 'output', 'eq', 300), ['long-answer']],
  [
    'length counts code points, not UTF-16 units',
    filter('length', 'output', 'eq', 19),
    ['gpt-hello', 'unicode'],
  ],
  ['length input with an emoji', filter('length', 'input', 'eq', 17), ['unicode', 'tool-weather']],
  [
    'length of a chat joins its messages',
    filter('length', 'input', 'eq', 27),
    ['gpt-hello', 'gpt-json'],
  ],
  [
    'length of text parts',
    filter('length', 'input', 'eq', 13),
    ['backslash-lookalike', 'started', 'multiline'],
  ],
  ['length lt', filter('length', 'output', 'lt', 5), ['chain-child']],
  [
    'length lte of message parts',
    filter('length', 'output', 'lte', 8),
    ['regex-special', 'chain-child', 'chat-2'],
  ],
  [
    'length neq skips runs without the field',
    filter('length', 'output', 'neq', 300),
    allRunsExcept('long-answer', ...withoutOutput),
  ],
  [
    'length eq with a JSON value',
    filter('length', 'output', 'eq', 12),
    ['backslash', 'tool-weather', 'json-array'],
  ],
];

describe.each(testDatabaseTargets())('measure filters on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  it.each(cases)('%s', async (_label, selected, expected) => {
    expect(await selectedRunKeys(seeded.db, seeded.projectId, all(selected))).toEqual(expected);
  });
});
