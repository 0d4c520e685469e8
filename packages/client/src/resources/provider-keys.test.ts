import { describe, expect, it } from 'vitest';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import { deleteProviderKey, listProviderKeys, putProviderKey } from './provider-keys.js';

const key = {
  id: '22222222-2222-4222-8222-222222222222',
  provider: 'openai',
  maskedKey: 'sk-…a1b2',
  baseUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
} as const;

const cases: ResourceCase[] = [
  {
    name: 'listProviderKeys',
    run: (http) => listProviderKeys(http),
    answer: [key],
    expected: { method: 'GET', path: '/v1/orgs/provider-keys', result: [key] },
  },
  {
    name: 'putProviderKey',
    run: (http) => putProviderKey(http, 'openai', { apiKey: 'sk-secret-a1b2' }),
    answer: key,
    expected: {
      method: 'PUT',
      path: '/v1/orgs/provider-keys/openai',
      body: { apiKey: 'sk-secret-a1b2' },
      result: key,
    },
  },
  {
    name: 'deleteProviderKey',
    run: (http) => deleteProviderKey(http, 'anthropic'),
    expected: { method: 'DELETE', path: '/v1/orgs/provider-keys/anthropic', result: undefined },
  },
];

describe('provider key calls', () => {
  it.each(cases)('$name is an org call, with no project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });
});
