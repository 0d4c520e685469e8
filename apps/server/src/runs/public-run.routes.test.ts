import { publicRunKeys, type Run } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { toRunUuid } from './run-id.js';

describe.each(testDatabaseTargets())('a shared run read signed out on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const agentId = toRunUuid('shared-agent');
  const llmId = toRunUuid('shared-llm');
  const scoped = (suffix: string) => `${suffix}?projectId=${owner.projectId}`;

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api, { orgName: 'Secret Org Inc', projectName: 'Hidden Project' });
    const user = {
      userId: 'grace@customer.example',
      userProps: { email: 'grace@customer.example', plan: 'vip' },
      metadata: { crm: 'internal-crm-id-77' },
      tags: ['internal-only-tag'],
    };
    const ingest = await api.call('POST', '/v1/runs/ingest', {
      token: (await projectKeys(api, owner)).public,
      body: {
        events: [
          {
            event: 'start',
            type: 'agent',
            runId: 'shared-agent',
            timestamp: 1_000,
            name: 'planner',
            input: 'Plan my trip',
            ...user,
          },
          {
            event: 'start',
            type: 'llm',
            runId: 'shared-llm',
            parentRunId: 'shared-agent',
            timestamp: 1_100,
            name: 'gpt-4o',
            input: 'Where to?',
            params: { temperature: 0.3, secretParam: 'internal-param' },
            ...user,
          },
          {
            event: 'end',
            type: 'llm',
            runId: 'shared-llm',
            timestamp: 1_200,
            output: 'Lisbon.',
            tokensUsage: { prompt: 11, completion: 3 },
          },
          {
            event: 'start',
            type: 'tool',
            runId: 'shared-tool',
            parentRunId: 'shared-agent',
            timestamp: 1_210,
            name: 'lookup',
            input: 'Lisbon',
          },
          {
            event: 'error',
            type: 'tool',
            runId: 'shared-tool',
            timestamp: 1_220,
            error: {
              message: 'Lookup failed',
              stack: 'at secretModule (/srv/internal-stack.js:1)',
            },
          },
          {
            event: 'end',
            type: 'agent',
            runId: 'shared-agent',
            timestamp: 1_300,
            output: 'Go to Lisbon.',
          },
        ],
      },
    });
    expect(ingest.status).toBe(200);
    for (const id of [agentId, llmId]) {
      await api.call('PATCH', scoped(`/v1/runs/${id}/feedback`), {
        token: owner.token,
        body: { thumb: 'down', comment: 'Internal: customer is angry' },
      });
      await api.call('PATCH', scoped(`/v1/runs/${id}/score`), {
        token: owner.token,
        body: { label: 'accuracy', value: 0.4, comment: 'Internal: check with legal' },
      });
    }
    const share = await api.call('PATCH', scoped(`/v1/runs/${agentId}/visibility`), {
      token: owner.token,
      body: { visibility: 'public' },
    });
    expect(share.status).toBe(200);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Everything a visitor's browser receives, as text, to look for what must not be there. */
  function expectNothingPrivate(body: string) {
    for (const secret of [
      'grace@customer.example',
      'vip',
      'Internal:',
      'Secret Org Inc',
      'Hidden Project',
      'internal-crm-id-77',
      'internal-only-tag',
      'internal-param',
      'internal-stack',
    ]) {
      expect(body).not.toContain(secret);
    }
  }

  /** The keys of a shared run in an answer: only those of the whitelist. */
  function expectOnlyPublicKeys(run: Record<string, unknown>, extra: string[] = []) {
    expect(Object.keys(run).sort()).toEqual([...publicRunKeys, ...extra].sort());
  }

  it('shows the input, output and timing of the run, and nothing else', async () => {
    const response = await api.call('GET', `/v1/runs/${agentId}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expectNothingPrivate(body);
    const run = JSON.parse(body) as Record<string, unknown>;
    expectOnlyPublicKeys(run);
    expect(run).toMatchObject({
      id: agentId,
      name: 'planner',
      input: 'Plan my trip',
      output: 'Go to Lisbon.',
      duration: expect.any(Number),
      createdAt: expect.any(String),
      endedAt: expect.any(String),
    });
    for (const key of [
      'userId',
      'userProps',
      'metadata',
      'tags',
      'params',
      'feedback',
      'scores',
      'cost',
      'totalTokens',
      'projectId',
      'templateVersionId',
    ]) {
      expect(run).not.toHaveProperty(key);
    }
  });

  it('leaves the same out of every run of the shared trace', async () => {
    const response = await api.call('GET', `/v1/runs/${agentId}/tree`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expectNothingPrivate(body);
    const tree = JSON.parse(body) as Record<string, unknown> & {
      children: (Record<string, unknown> & { children: unknown[] })[];
    };
    expectOnlyPublicKeys(tree, ['children']);
    expect(tree.children).toMatchObject([
      { id: llmId, output: 'Lisbon.', children: [] },
      { id: toRunUuid('shared-tool'), error: { message: 'Lookup failed' }, children: [] },
    ]);
    for (const child of tree.children) expectOnlyPublicKeys(child, ['children']);
  });

  it('still shows the team everything when they are signed in', async () => {
    const run = await json<Run>(
      api.call('GET', scoped(`/v1/runs/${agentId}`), { token: owner.token }),
    );
    expect(run).toMatchObject({
      userId: 'grace@customer.example',
      feedback: { comment: 'Internal: customer is angry' },
    });
  });
});
