import { describe, expect, it } from 'vitest';
import { ids, playgroundEndpointFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createPlaygroundEndpoint,
  deletePlaygroundEndpoint,
  listPlaygroundEndpoints,
  updatePlaygroundEndpoint,
} from './playground-endpoints.js';

const endpointPath = `/v1/playground-endpoints/${ids.entity}`;
const fields = {
  name: 'Staging bot',
  url: 'https://staging.example.com/chat',
  auth: { type: 'bearer', token: 'sk-test' },
  headers: {},
  defaultPayload: { stream: false },
} as const;

const cases: ResourceCase[] = [
  {
    name: 'listPlaygroundEndpoints',
    run: (http) => listPlaygroundEndpoints(http),
    answer: [playgroundEndpointFixture],
    expected: {
      method: 'GET',
      path: '/v1/playground-endpoints',
      result: [playgroundEndpointFixture],
    },
  },
  {
    name: 'createPlaygroundEndpoint',
    run: (http) => createPlaygroundEndpoint(http, fields),
    answer: playgroundEndpointFixture,
    expected: { method: 'POST', path: '/v1/playground-endpoints', body: fields },
  },
  {
    name: 'updatePlaygroundEndpoint',
    run: (http) => updatePlaygroundEndpoint(http, ids.entity, fields),
    answer: playgroundEndpointFixture,
    expected: { method: 'PUT', path: endpointPath, body: fields },
  },
  {
    name: 'deletePlaygroundEndpoint',
    run: (http) => deletePlaygroundEndpoint(http, ids.entity),
    expected: { method: 'DELETE', path: endpointPath },
  },
];

describe('playground endpoint calls', () => {
  it.each(cases)('$name passes the project along', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
