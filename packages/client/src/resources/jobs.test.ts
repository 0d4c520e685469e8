import { describe, expect, it } from 'vitest';
import { ids, jobFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import { cancelJob, getJob, listJobs, retryJob } from './jobs.js';

const jobPath = `/v1/jobs/${ids.entity}`;
const page = { data: [jobFixture], page: 1, limit: 10 };

const cases: ResourceCase[] = [
  {
    name: 'listJobs',
    run: (http) => listJobs(http, { page: 1, limit: 10 }),
    answer: page,
    expected: { method: 'GET', path: '/v1/jobs', query: { page: '1', limit: '10' }, result: page },
  },
  {
    name: 'getJob',
    run: (http) => getJob(http, ids.entity),
    answer: jobFixture,
    expected: { method: 'GET', path: jobPath, result: jobFixture },
  },
  {
    name: 'cancelJob',
    run: (http) => cancelJob(http, ids.entity),
    answer: { ...jobFixture, cancelRequested: true },
    expected: { method: 'POST', path: `${jobPath}/cancel` },
  },
  {
    name: 'retryJob',
    run: (http) => retryJob(http, ids.entity),
    answer: { ...jobFixture, state: 'queued', attempts: 0 },
    expected: { method: 'POST', path: `${jobPath}/retry` },
  },
];

describe('job calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
