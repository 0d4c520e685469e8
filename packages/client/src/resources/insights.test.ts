import { describe, expect, it } from 'vitest';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import { getInsights } from './insights.js';

const answer = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-08T00:00:00.000Z',
  previousFrom: '2026-10-25T00:00:00.000Z',
  conversations: 4,
  topics: [
    {
      topic: 'Billing',
      conversations: 3,
      previousConversations: 1,
      growth: 2,
      negativeConversations: 1,
      negativeShare: 1 / 3,
      examples: [],
    },
  ],
};

const cases: ResourceCase[] = [
  {
    name: 'getInsights',
    run: (http) => getInsights(http, { from: answer.from, to: answer.to }),
    answer,
    expected: {
      method: 'GET',
      path: '/v1/insights',
      query: { from: answer.from, to: answer.to },
      result: answer,
    },
  },
];

describe('insight calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
