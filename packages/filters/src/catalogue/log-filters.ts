import type { FilterDefinition } from '../filter-definition.js';
import { countOperators, operatorParam, rangeOperators } from './param-builders.js';

/**
 * Filters on what was recorded about a run: who, when, which model, how long,
 * how much. Those marked `disabledInEvaluations` describe the production
 * context of a log (its type, end user, timestamp, tags, template, custom
 * events, human feedback, production evaluation results, the logs search box); an evaluation grades a model's
 * answer to a dataset item, which has none of them.
 */
export const logFilters = [
  {
    id: 'tools',
    name: 'Tools',
    kind: 'basic',
    description: 'Runs that called a tool with this name',
    params: [{ kind: 'text', label: 'Tool name', placeholder: 'get_weather' }],
  },
  {
    id: 'type',
    name: 'Type',
    kind: 'basic',
    description: 'Runs of one type',
    params: [
      {
        kind: 'select',
        label: 'Type',
        options: [
          { value: 'llm', label: 'LLM call' },
          { value: 'agent', label: 'Agent' },
          { value: 'tool', label: 'Tool' },
          { value: 'thread', label: 'Thread' },
          { value: 'chat', label: 'Chat message' },
          { value: 'trace', label: 'Trace' },
        ],
        default: 'llm',
      },
    ],
    disabledInEvaluations: true,
  },
  {
    id: 'models',
    name: 'Models',
    kind: 'basic',
    description: 'Calls made to one of these models',
    params: [{ kind: 'multi-select', label: 'Models', source: 'models' }],
    onlyOncePerBar: true,
  },
  {
    id: 'custom-events',
    name: 'Custom Events',
    kind: 'basic',
    description: 'Custom events with one of these names',
    params: [{ kind: 'multi-select', label: 'Events', source: 'custom-events' }],
    onlyOncePerBar: true,
    disabledInEvaluations: true,
  },
  {
    // Beyond SPEC §3's list: a chart split by name (latency, agents) clicks through to its runs.
    id: 'names',
    name: 'Names',
    kind: 'basic',
    description: 'Runs with one of these names: agents, tools, chains, LLM calls',
    params: [{ kind: 'multi-select', label: 'Names', source: 'names' }],
    onlyOncePerBar: true,
  },
  {
    id: 'tags',
    name: 'Tags',
    kind: 'basic',
    description: 'Runs carrying one of these tags',
    params: [{ kind: 'multi-select', label: 'Tags', source: 'tags' }],
    disabledInEvaluations: true,
  },
  {
    id: 'templates',
    name: 'Templates',
    kind: 'basic',
    description: 'Calls made from one of these prompt templates',
    params: [{ kind: 'multi-select', label: 'Templates', source: 'templates' }],
    onlyOncePerBar: true,
    disabledInEvaluations: true,
  },
  {
    id: 'status',
    name: 'Status',
    kind: 'basic',
    description: 'Runs that completed or failed',
    params: [
      {
        kind: 'select',
        label: 'Status',
        options: [
          { value: 'success', label: 'Completed' },
          { value: 'error', label: 'Failed' },
        ],
        default: 'success',
      },
    ],
    onlyOncePerBar: true,
  },
  {
    id: 'feedback',
    name: 'Feedback',
    kind: 'basic',
    description: 'Runs with this feedback from users',
    params: [
      {
        kind: 'multi-select',
        label: 'Feedback',
        options: [
          { value: 'up', label: 'Thumb up' },
          { value: 'down', label: 'Thumb down' },
          { value: 'none', label: 'No feedback' },
        ],
      },
    ],
    disabledInEvaluations: true,
  },
  {
    // Production evaluation (issue 14): a run's stored result from one of these evaluators.
    id: 'evaluations',
    name: 'Evaluations',
    kind: 'ai',
    description: 'Runs an evaluator passed, failed or could not grade',
    params: [
      { kind: 'multi-select', label: 'Evaluators', source: 'evaluators' },
      {
        kind: 'select',
        label: 'Result',
        options: [
          { value: 'passed', label: 'Passed' },
          { value: 'failed', label: 'Failed' },
          { value: 'error', label: 'Error' },
        ],
        default: 'passed',
      },
    ],
    disabledInEvaluations: true,
  },
  {
    id: 'users',
    name: 'Users',
    kind: 'basic',
    description: 'Runs of one of these end users',
    params: [{ kind: 'multi-select', label: 'Users', source: 'users' }],
    onlyOncePerBar: true,
    disabledInEvaluations: true,
  },
  {
    id: 'metadata',
    name: 'Metadata',
    kind: 'basic',
    description: 'Runs whose metadata key has this value',
    params: [
      { kind: 'text', label: 'Key', source: 'metadata' },
      { kind: 'text', label: 'Value' },
    ],
  },
  {
    id: 'date',
    name: 'Date',
    kind: 'basic',
    description: 'Runs started after or before a date',
    params: [
      {
        kind: 'select',
        label: 'When',
        options: [
          { value: 'after', label: 'After' },
          { value: 'before', label: 'Before' },
        ],
        default: 'after',
      },
      { kind: 'date', label: 'Date' },
    ],
    disabledInEvaluations: true,
  },
  {
    id: 'duration',
    name: 'Duration',
    kind: 'basic',
    description: 'Runs that took more or less time',
    params: [
      operatorParam(rangeOperators, 'gt'),
      { kind: 'number', label: 'Seconds', default: 5, min: 0, step: 0.1, unit: 's' },
    ],
  },
  {
    id: 'cost',
    name: 'Cost',
    kind: 'basic',
    description: 'Runs that cost more or less',
    params: [
      operatorParam(rangeOperators, 'gt'),
      { kind: 'number', label: 'Dollars', default: 0.1, min: 0, unit: '$' },
    ],
  },
  {
    id: 'messages',
    name: 'Messages',
    kind: 'basic',
    description: 'Conversations with more or fewer messages',
    params: [
      operatorParam(countOperators, 'gte'),
      { kind: 'number', label: 'Messages', default: 1, min: 0, step: 1 },
    ],
  },
  {
    id: 'tokens',
    name: 'Tokens',
    kind: 'basic',
    description: 'Calls that used more or fewer tokens',
    params: [
      {
        kind: 'select',
        label: 'Tokens',
        options: [
          { value: 'completion', label: 'Completion' },
          { value: 'prompt', label: 'Prompt' },
          { value: 'total', label: 'Total' },
        ],
        default: 'total',
      },
      operatorParam(countOperators, 'gt'),
      { kind: 'number', label: 'Tokens', default: 100, min: 0, step: 1 },
    ],
  },
  {
    id: 'search',
    name: 'Search',
    kind: 'basic',
    description: 'Runs whose input or output contains this text',
    params: [{ kind: 'text', label: 'Query', placeholder: 'Search…' }],
    disabledInEvaluations: true,
  },
] as const satisfies readonly FilterDefinition[];
