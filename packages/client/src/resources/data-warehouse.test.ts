import { describe, expect, it } from 'vitest';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createDataWarehouseConnection,
  deleteDataWarehouseConnection,
  getDataWarehouseConnection,
  listDataWarehouseConnections,
  testDataWarehouseConnection,
  updateDataWarehouseConnection,
} from './data-warehouse.js';

const id = '33333333-3333-4333-8333-333333333333';
const connection = {
  id,
  orgId: '44444444-4444-4444-8444-444444444444',
  name: 'Analytics',
  target: 'warehouse.example.com:5432/analytics',
  status: 'active',
  lastSyncAt: null,
  lagSeconds: 0,
  syncedRuns: 0,
  lastError: null,
  lastErrorAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
} as const;
const url = 'postgres://etl:secret@warehouse.example.com/analytics';
const tested = {
  ok: true,
  target: connection.target,
  serverVersion: '15.4',
  message: 'Connected',
} as const;

const cases: ResourceCase[] = [
  {
    name: 'listDataWarehouseConnections',
    run: (http) => listDataWarehouseConnections(http),
    answer: [connection],
    expected: { method: 'GET', path: '/v1/orgs/data-warehouse-connections', result: [connection] },
  },
  {
    name: 'testDataWarehouseConnection',
    run: (http) => testDataWarehouseConnection(http, { connectionUrl: url }),
    answer: tested,
    expected: {
      method: 'POST',
      path: '/v1/orgs/data-warehouse-connections/test',
      body: { connectionUrl: url },
      result: tested,
    },
  },
  {
    name: 'createDataWarehouseConnection',
    run: (http) => createDataWarehouseConnection(http, { name: 'Analytics', connectionUrl: url }),
    answer: connection,
    expected: {
      method: 'POST',
      path: '/v1/orgs/data-warehouse-connections',
      body: { name: 'Analytics', connectionUrl: url },
      result: connection,
    },
  },
  {
    name: 'getDataWarehouseConnection',
    run: (http) => getDataWarehouseConnection(http, id),
    answer: connection,
    expected: {
      method: 'GET',
      path: `/v1/orgs/data-warehouse-connections/${id}`,
      result: connection,
    },
  },
  {
    name: 'updateDataWarehouseConnection',
    run: (http) => updateDataWarehouseConnection(http, id, { status: 'paused' }),
    answer: { ...connection, status: 'paused' },
    expected: {
      method: 'PATCH',
      path: `/v1/orgs/data-warehouse-connections/${id}`,
      body: { status: 'paused' },
      result: { ...connection, status: 'paused' },
    },
  },
  {
    name: 'deleteDataWarehouseConnection',
    run: (http) => deleteDataWarehouseConnection(http, id),
    expected: {
      method: 'DELETE',
      path: `/v1/orgs/data-warehouse-connections/${id}`,
      result: undefined,
    },
  },
];

describe('data-warehouse calls', () => {
  it.each(cases)('$name is an org call, with no project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });
});
