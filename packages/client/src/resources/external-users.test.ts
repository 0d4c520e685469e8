import { describe, expect, it } from 'vitest';
import { externalUserFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  deleteExternalUser,
  getExternalUser,
  listExternalUsers,
  updateExternalUser,
} from './external-users.js';

const userPath = `/v1/users/${ids.entity}`;
const page = { data: [externalUserFixture], page: 1, limit: 30 };

const cases: ResourceCase[] = [
  {
    name: 'listExternalUsers',
    run: (http) =>
      listExternalUsers(http, {
        page: 1,
        search: ' ada ',
        sortField: 'cost',
        sortDirection: 'asc',
      }),
    answer: page,
    expected: {
      method: 'GET',
      path: '/v1/users',
      query: { search: 'ada', page: '1', limit: '30', sortField: 'cost', sortDirection: 'asc' },
      result: page,
    },
  },
  {
    name: 'listExternalUsers unsorted',
    run: (http) => listExternalUsers(http),
    answer: page,
    expected: { query: { page: '0', limit: '30' } },
  },
  {
    name: 'getExternalUser',
    run: (http) => getExternalUser(http, ids.entity),
    answer: externalUserFixture,
    expected: { method: 'GET', path: userPath, result: externalUserFixture },
  },
  {
    name: 'updateExternalUser',
    run: (http) => updateExternalUser(http, ids.entity, { props: { plan: 'team' } }),
    answer: { ...externalUserFixture, props: { plan: 'team' } },
    expected: { method: 'PATCH', path: userPath, body: { props: { plan: 'team' } } },
  },
  {
    name: 'deleteExternalUser',
    run: (http) => deleteExternalUser(http, ids.entity),
    expected: { method: 'DELETE', path: userPath },
  },
];

describe('external user calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
