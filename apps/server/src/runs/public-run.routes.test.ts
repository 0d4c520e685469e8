import type { Run, RunTreeNode } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { toRunUuid } from '../ingest/run-id.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

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
            ...user,
          },
          { event: 'end', type: 'llm', runId: 'shared-llm', timestamp: 1_200, output: 'Lisbon.' },
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
    ]) {
      expect(body).not.toContain(secret);
    }
  }

  it('shows the run and its content, with the thumb and score but not who the end user is or what the team wrote', async () => {
    const response = await api.call('GET', `/v1/runs/${agentId}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expectNothingPrivate(body);
    expect(JSON.parse(body) as Run).toMatchObject({
      id: agentId,
      name: 'planner',
      input: 'Plan my trip',
      output: 'Go to Lisbon.',
      userId: null,
      userProps: null,
      feedback: { thumb: 'down' },
      scores: [{ label: 'accuracy', value: 0.4 }],
    });
  });

  it('leaves the same out of every run of the shared trace', async () => {
    const response = await api.call('GET', `/v1/runs/${agentId}/tree`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expectNothingPrivate(body);
    const tree = JSON.parse(body) as RunTreeNode;
    expect(tree.children).toMatchObject([{ id: llmId, output: 'Lisbon.', userId: null }]);
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
