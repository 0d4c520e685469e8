import type { Experiment, ExperimentWithResults } from '@lookout/domain';
import { ids } from './entity-fixtures.js';

// Test support: an experiment as the server lists it, and with its results.

const at = '2025-01-02T03:04:05.000Z';

export const experimentFixture: Experiment = {
  id: ids.entity,
  name: 'Polite vs terse',
  datasetId: ids.other,
  datasetName: 'Support questions',
  variants: [{ label: '', templateVersionId: null, messages: null, model: 'gpt-4o', params: {} }],
  evaluatorIds: [],
  checklistId: null,
  status: 'running',
  jobId: ids.run,
  itemCount: 1,
  done: 0,
  total: 1,
  lastError: null,
  createdAt: at,
  finishedAt: null,
};

export const experimentWithResultsFixture: ExperimentWithResults = {
  ...experimentFixture,
  status: 'finished',
  done: 1,
  finishedAt: at,
  items: [{ id: ids.run, input: 'Hello', expectedOutput: 'Hi', metadata: {} }],
  results: [
    {
      itemId: ids.run,
      variantIndex: 0,
      output: 'Hi there',
      error: null,
      promptTokens: 3,
      completionTokens: 2,
      cost: 0.0001,
      durationMs: 120,
      checks: [],
      passed: null,
    },
  ],
  summaries: [
    {
      variantIndex: 0,
      done: 1,
      errors: 0,
      passRate: null,
      cost: 0.0001,
      promptTokens: 3,
      completionTokens: 2,
      avgDurationMs: 120,
      p95DurationMs: 120,
    },
  ],
  humanGrades: [
    {
      itemId: ids.run,
      variantIndex: 0,
      reviews: [
        {
          thumb: 'up',
          score: 4,
          comment: 'Friendly',
          reviewer: { id: ids.user, name: 'Ada' },
          createdAt: at,
          updatedAt: at,
          outdated: false,
        },
      ],
    },
  ],
  humanSummaries: [
    { variantIndex: 0, graded: 1, avgScore: 4, scored: 1, thumbsUpRate: 1, thumbs: 1 },
  ],
  reviewQueueId: ids.other,
};
