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

const llmRuns: TestRunKey[] = [
  'gpt-hello',
  'gpt-json',
  'claude-error',
  'long-answer',
  'unicode',
  'sql-injection',
  'percent-underscore',
  'percent-lookalike',
  'backslash',
  'backslash-lookalike',
  'regex-special',
  'started',
  'template-extra',
  'json-invalid',
  'json-array',
  'json-embedded',
  'multiline',
];

/** Filters on what was recorded about a run, and the exact runs each selects. */
const cases: [label: string, filter: Filter, expected: TestRunKey[]][] = [
  ['type llm', filter('type', 'llm'), llmRuns],
  ['type agent', filter('type', 'agent'), ['agent-root']],
  [
    'type tool',
    filter('type', 'tool'),
    ['tool-weather', 'tool-search', 'tool-percent', 'tool-lookalike'],
  ],
  ['type thread (and legacy convo)', filter('type', 'thread'), ['thread-root', 'convo-legacy']],
  ['type chat', filter('type', 'chat'), ['chat-1', 'chat-2']],
  [
    'type trace: root runs of any type',
    filter('type', 'trace'),
    allRunsExcept('tool-weather', 'tool-search', 'chain-child', 'chat-1', 'chat-2'),
  ],
  [
    'models one',
    filter('models', ['gpt-4o']),
    ['gpt-hello', 'long-answer', 'percent-underscore', 'percent-lookalike', 'started'],
  ],
  [
    'models several, one unknown',
    filter('models', ['gpt-4o-mini', 'claude-3-haiku', 'nope']),
    ['gpt-json', 'template-extra'],
  ],
  ['models are case-sensitive', filter('models', ['GPT-4O']), []],
  [
    'models with SQL in the name',
    filter('models', ["gpt-4o'; drop table run; --"]),
    ['sql-injection'],
  ],
  ['custom-events one', filter('custom-events', ['signup']), ['custom-signup']],
  [
    'custom-events several',
    filter('custom-events', ['signup', 'purchase']),
    ['custom-signup', 'custom-purchase'],
  ],
  ['custom-events ignore other types', filter('custom-events', ['research-agent']), []],
  [
    'names of any type',
    filter('names', ['research-agent', 'get_weather']),
    ['agent-root', 'tool-weather'],
  ],
  ['names are exact: % is no wildcard', filter('names', ['get_%']), []],
  ['tags one', filter('tags', ['prod']), ['gpt-hello', 'gpt-json']],
  ['tags overlap', filter('tags', ['beta', 'support']), ['gpt-hello', 'agent-root', 'thread-root']],
  ['tags unicode', filter('tags', ['ünïcode']), ['unicode']],
  ['tags SQL-like', filter('tags', ["'; drop table run; --"]), ['sql-injection']],
  ['tags % is no wildcard', filter('tags', ['%']), []],
  ['templates by version id', filter('templates', ['tv-poem-1']), ['long-answer']],
  ['templates by template id', filter('templates', ['tpl-greeting']), ['template-extra']],
  [
    'templates several',
    filter('templates', ['tv-poem-1', 'tpl-greeting']),
    ['long-answer', 'template-extra'],
  ],
  ['templates not by slug', filter('templates', ['greeting']), []],
  ['users one', filter('users', ['alice']), ['gpt-hello', 'claude-error', 'custom-signup']],
  ['users unicode and quote', filter('users', ['ñandú', "o'brien"]), ['unicode', 'sql-injection']],
  [
    'status success',
    filter('status', 'success'),
    allRunsExcept('claude-error', 'tool-search', 'thread-root', 'convo-legacy', 'started'),
  ],
  ['status error', filter('status', 'error'), ['claude-error', 'tool-search']],
  ['feedback up', filter('feedback', ['up']), ['gpt-hello', 'chat-2']],
  ['feedback down', filter('feedback', ['down']), ['gpt-json']],
  [
    'feedback none (a comment alone counts)',
    filter('feedback', ['none']),
    allRunsExcept('gpt-hello', 'gpt-json', 'chat-2'),
  ],
  ['feedback up or none', filter('feedback', ['up', 'none']), allRunsExcept('gpt-json')],
  ['metadata text', filter('metadata', 'env', 'prod'), ['gpt-hello']],
  ['metadata other value', filter('metadata', 'env', 'staging'), ['long-answer']],
  ['metadata is case-sensitive', filter('metadata', 'env', 'PROD'), []],
  ['metadata number', filter('metadata', 'amount', '42'), ['custom-purchase']],
  ['metadata boolean', filter('metadata', 'gift', 'true'), ['custom-purchase']],
  [
    'metadata quotes in key and value',
    filter('metadata', "it's", 'a "quoted" value'),
    ['sql-injection'],
  ],
  ['metadata missing key', filter('metadata', 'nope', 'prod'), []],
  ['tools by name', filter('tools', 'get_weather'), ['tool-weather']],
  ['tools ignore case', filter('tools', 'GET_WEATHER'), ['tool-weather']],
  ['tools contain', filter('tools', 'weather'), ['tool-weather', 'tool-lookalike']],
  ['tools _ is literal', filter('tools', '_'), ['tool-weather', 'tool-search', 'tool-percent']],
  ['tools % is literal', filter('tools', '100%'), ['tool-percent']],
  ['tools only tool runs', filter('tools', 'research'), []],
  [
    'date after a day includes that day',
    filter('date', 'after', '2024-05-02'),
    allRunsExcept('gpt-hello', 'gpt-json'),
  ],
  [
    'date before a day excludes it',
    filter('date', 'before', '2024-05-02'),
    ['gpt-hello', 'gpt-json'],
  ],
  [
    'date after an instant includes it',
    filter('date', 'after', '2024-05-01T23:59:59Z'),
    allRunsExcept('gpt-hello'),
  ],
  [
    'date before an instant with an offset',
    filter('date', 'before', '2024-05-02T02:00:00+02:00'),
    ['gpt-hello', 'gpt-json'],
  ],
  [
    'date after the last day',
    filter('date', 'after', '2024-05-09'),
    ['started', 'template-extra', 'json-invalid', 'json-array', 'json-embedded', 'multiline'],
  ],
  ['date after year 0', filter('date', 'after', '0000-01-01'), allRunsExcept()],
  ['date before year 0', filter('date', 'before', '0000-01-01'), []],
];

describe.each(testDatabaseTargets())('record filters on $kind', (target) => {
  const seeded = openSeededTestRuns(target);

  it.each(cases)('%s', async (_label, selected, expected) => {
    expect(await selectedRunKeys(seeded.db, seeded.projectId, all(selected))).toEqual(expected);
  });
});
