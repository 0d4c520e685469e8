import { describe, expect, it } from 'vitest';
import { ids, runFixture } from '../testing/entity-fixtures.js';
import { createFakeApi, testBaseUrl, testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  countRuns,
  deleteRun,
  exportRuns,
  getPublicRun,
  getPublicRunTree,
  getRun,
  getRunFeedback,
  getRunTree,
  listRuns,
  runSampleData,
  runSearchStatus,
  runTotals,
  updateRunFeedback,
  updateRunScore,
  updateRunVisibility,
} from './runs.js';

const runPath = `/v1/runs/${ids.run}`;
const page = { data: [runFixture], page: 0, limit: 30 };
const totalsFixture = {
  count: 3,
  cost: 0.000021,
  tokens: 150,
  errorRate: 1 / 3,
  durationP50: 800,
  durationP95: 1900,
};
const tree = { ...runFixture, children: [{ ...runFixture, id: ids.other, children: [] }] };
/** What a shared run's answer keeps of a run: input, output and timing. */
const publicOf = (run: typeof runFixture) => ({
  id: run.id,
  type: run.type,
  name: run.name,
  status: run.status,
  parentRunId: run.parentRunId,
  createdAt: run.createdAt,
  endedAt: run.endedAt,
  duration: run.duration,
  input: run.input,
  output: run.output,
  error: run.error,
});

const cases: ResourceCase[] = [
  {
    name: 'listRuns with defaults',
    run: (http) => listRuns(http),
    answer: page,
    expected: { method: 'GET', path: '/v1/runs', query: { page: '0', limit: '30' }, result: page },
  },
  {
    name: 'listRuns with a filter bar, search and sort',
    run: (http) =>
      listRuns(http, {
        type: 'trace',
        filters: { operator: 'OR', filters: [{ id: 'cost', params: ['gt', 0.1] }] },
        search: '  refund  ',
        page: 2,
        sortField: 'cost',
      }),
    answer: page,
    expected: {
      query: {
        type: 'trace',
        filters: 'OR&cost=gt.0%2E1',
        search: 'refund',
        page: '2',
        limit: '30',
        sortField: 'cost',
        sortDirection: 'desc',
      },
    },
  },
  {
    name: 'countRuns',
    run: (http) => countRuns(http, { type: 'llm', filters: 'status=error', search: ' ' }),
    answer: { count: 12, capped: false },
    expected: {
      method: 'GET',
      path: '/v1/runs/count',
      query: { type: 'llm', filters: 'status=error' },
      result: { count: 12, capped: false },
    },
  },
  {
    name: 'runSampleData',
    run: (http) => runSampleData(http),
    answer: { present: true },
    expected: {
      method: 'GET',
      path: '/v1/runs/sample-data',
      query: {},
      result: { present: true },
    },
  },
  {
    name: 'runSearchStatus',
    run: (http) => runSearchStatus(http),
    answer: { pendingRuns: 120, capped: false, lagSeconds: 7.5, catchingUp: true },
    expected: {
      method: 'GET',
      path: '/v1/runs/search-status',
      query: {},
      result: { pendingRuns: 120, capped: false, lagSeconds: 7.5, catchingUp: true },
    },
  },
  {
    name: 'runTotals',
    run: (http) => runTotals(http, { type: 'trace', filters: 'status=error' }),
    answer: totalsFixture,
    expected: {
      method: 'GET',
      path: '/v1/runs/totals',
      query: { type: 'trace', filters: 'status=error' },
      result: totalsFixture,
    },
  },
  {
    name: 'runTotals of a time range',
    run: (http) =>
      runTotals(http, {
        type: 'thread',
        from: '2026-11-20T09:00:00.000Z',
        to: '2026-11-21T09:00:00.000Z',
      }),
    answer: totalsFixture,
    expected: {
      method: 'GET',
      path: '/v1/runs/totals',
      query: { type: 'thread', from: '2026-11-20T09:00:00.000Z', to: '2026-11-21T09:00:00.000Z' },
      result: totalsFixture,
    },
  },
  {
    name: 'getRun',
    run: (http) => getRun(http, ids.run),
    answer: runFixture,
    expected: { method: 'GET', path: runPath, result: runFixture },
  },
  {
    name: 'getRunTree',
    run: (http) => getRunTree(http, ids.run),
    answer: tree,
    expected: { method: 'GET', path: `${runPath}/tree`, result: tree },
  },
  {
    name: 'getPublicRun keeps only input, output and timing',
    run: (http) => getPublicRun(http, ids.run),
    answer: runFixture,
    expected: { method: 'GET', path: runPath, result: publicOf(runFixture) },
  },
  {
    name: 'getPublicRunTree keeps only input, output and timing at every level',
    run: (http) => getPublicRunTree(http, ids.run),
    answer: tree,
    expected: {
      method: 'GET',
      path: `${runPath}/tree`,
      result: {
        ...publicOf(runFixture),
        children: [{ ...publicOf({ ...runFixture, id: ids.other }), children: [] }],
      },
    },
  },
  {
    name: 'deleteRun',
    run: (http) => deleteRun(http, ids.run),
    expected: { method: 'DELETE', path: runPath },
  },
  {
    name: 'updateRunVisibility',
    run: (http) => updateRunVisibility(http, ids.run, 'public'),
    answer: { ...runFixture, isPublic: true },
    expected: {
      method: 'PATCH',
      path: `${runPath}/visibility`,
      body: { visibility: 'public' },
      result: { ...runFixture, isPublic: true },
    },
  },
  {
    name: 'getRunFeedback',
    run: (http) => getRunFeedback(http, ids.run),
    answer: null,
    expected: { method: 'GET', path: `${runPath}/feedback`, result: null },
  },
  {
    name: 'updateRunFeedback',
    run: (http) => updateRunFeedback(http, ids.run, { thumb: 'up', comment: 'Spot on' }),
    answer: { ...runFixture, feedback: { thumb: 'up', comment: 'Spot on' } },
    expected: {
      method: 'PATCH',
      path: `${runPath}/feedback`,
      body: { thumb: 'up', comment: 'Spot on' },
      result: { ...runFixture, feedback: { thumb: 'up', comment: 'Spot on' } },
    },
  },
  {
    name: 'updateRunScore',
    run: (http) => updateRunScore(http, ids.run, { label: 'accuracy', value: 0.9 }),
    answer: { ...runFixture, scores: [{ label: 'accuracy', value: 0.9 }] },
    expected: {
      method: 'PATCH',
      path: `${runPath}/score`,
      body: { label: 'accuracy', value: 0.9 },
    },
  },
];

describe('run calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});

describe('countRuns', () => {
  it('says when a search count stopped at the cap', async () => {
    const { http, calls } = createFakeApi({ body: { count: 10_000, capped: true } });
    const answer = await countRuns(http, { type: 'llm', search: 'refund' });
    // Typed: a caller reads `capped` without a cast.
    const capped: boolean = answer.capped;
    expect({ count: answer.count, capped }).toEqual({ count: 10_000, capped: true });
    expect(calls[0]?.url.searchParams.get('search')).toBe('refund');
  });

  it('rejects an answer that does not say whether it is capped', async () => {
    const { http } = createFakeApi({ body: { count: 12 } });
    await expect(countRuns(http)).rejects.toThrow('capped');
  });
});

describe('exportRuns', () => {
  it('asks for a download token with the selection and format, then answers the file URL', async () => {
    const { http, calls } = createFakeApi({ body: { token: 'dl-1' } });
    const url = await exportRuns(http, { format: 'csv', type: 'llm', filters: 'status=error' });
    expect(url).toBe(`${testBaseUrl}/v1/runs/download/dl-1`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/v1/runs/download');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      type: 'llm',
      filters: 'status=error',
      format: 'csv',
      projectId: testProjectId,
    });
  });

  it('names the saved view the export starts from, for the audit log', async () => {
    const { http, calls } = createFakeApi({ body: { token: 'dl-2' } });
    const viewId = '00000000-0000-4000-8000-0000000000aa';
    await exportRuns(http, { format: 'jsonl', type: 'trace', viewId });
    expect(calls[0]?.url.searchParams.get('viewId')).toBe(viewId);
  });
});
