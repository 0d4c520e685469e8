import { randomUUID } from 'node:crypto';
import type { Dataset, DatasetPrompt, DatasetVariation } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('datasets v1 on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: { public: string; private: string };
  const scoped = (path: string, projectId = owner.projectId) => `${path}?projectId=${projectId}`;
  const call = (method: string, path: string, body?: unknown, token = owner.token) =>
    api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const auditTrail = async (count: number) =>
    (await recordedAuditTrail(api, owner.orgId)).data
      .slice(0, count)
      .map((entry) => `${entry.subject}:${entry.action}`);

  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target, { edition: 'cloud' }));
    await setPlan(api, owner.orgId, 'team');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates a dataset with an empty prompt, edits prompts and variations, renames and deletes', async () => {
    const dataset = await json<Dataset>(call('POST', '/v1/datasets', { slug: 'support-cases' }));
    expect(dataset).toMatchObject({ slug: 'support-cases', format: 'chat' });
    expect(dataset.prompts).toHaveLength(1);
    expect(dataset.prompts[0]).toMatchObject({
      messages: [{ role: 'user', content: '' }],
      variations: [{ variables: {}, context: null, idealOutput: null }],
    });
    const taken = await call('POST', '/v1/datasets', { slug: 'support-cases' });
    expect(taken.status).toBe(409);

    const prompt = await json<DatasetPrompt>(
      call('POST', '/v1/datasets/prompts', {
        datasetId: dataset.id,
        messages: [{ role: 'user', content: 'Hello {{name}}' }],
      }),
    );
    expect(prompt.variations).toHaveLength(1);
    const asText = await call('POST', '/v1/datasets/prompts', {
      datasetId: dataset.id,
      messages: 'plain text',
    });
    expect(asText.status).toBe(400);
    expect((await json<{ message: string }>(asText)).message).toMatch(/^messages: /);

    const variation = await json<DatasetVariation>(
      call('POST', '/v1/datasets/variations', {
        promptId: prompt.id,
        variables: { name: 'Ada' },
        idealOutput: 'Hi Ada',
      }),
    );
    expect(variation).toMatchObject({
      promptId: prompt.id,
      variables: { name: 'Ada' },
      idealOutput: 'Hi Ada',
    });
    const changed = await json<DatasetVariation>(
      call('PATCH', `/v1/datasets/variations/${variation.id}`, {
        context: 'Docs',
        idealOutput: null,
      }),
    );
    expect(changed).toMatchObject({
      variables: { name: 'Ada' },
      context: 'Docs',
      idealOutput: null,
    });
    expect(
      await json<DatasetVariation>(call('GET', `/v1/datasets/variations/${variation.id}`)),
    ).toEqual(changed);
    const edited = await json<DatasetPrompt>(
      call('PATCH', `/v1/datasets/prompts/${prompt.id}`, {
        messages: [{ role: 'system', content: 'Greet {{name}}' }],
      }),
    );
    expect(edited.messages).toEqual([{ role: 'system', content: 'Greet {{name}}' }]);
    expect(edited.variations.map((item) => item.id)).toContain(variation.id);
    expect((await call('DELETE', `/v1/datasets/variations/${variation.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/datasets/variations/${variation.id}`)).status).toBe(404);

    const renamed = await json<Dataset>(
      call('PATCH', `/v1/datasets/${dataset.id}`, { slug: 'support-v2' }),
    );
    expect(renamed.slug).toBe('support-v2');
    expect(renamed.prompts.map((item) => item.id)).toEqual([dataset.prompts[0]?.id, prompt.id]);
    expect((await call('DELETE', `/v1/datasets/prompts/${prompt.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/datasets/prompts/${prompt.id}`)).status).toBe(404);
    const listed = await json<Dataset[]>(call('GET', '/v1/datasets'));
    expect(listed.map((item) => item.slug)).toContain('support-v2');
    expect((await call('DELETE', `/v1/datasets/${dataset.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/datasets/${dataset.id}`)).status).toBe(404);
    expect(await auditTrail(9)).toEqual([
      'dataset:delete',
      'dataset:delete_prompt',
      'dataset:rename',
      'dataset:update_prompt',
      'dataset:update_prompt',
      'dataset:update_prompt',
      'dataset:update_prompt',
      'dataset:add_prompt',
      'dataset:create',
    ]);
  });

  it("attaches a logged run's input as a prompt and its output as the ideal output", async () => {
    const runId = randomUUID();
    const now = Date.now();
    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId,
            timestamp: now,
            name: 'gpt-4o',
            input: [{ role: 'user', content: 'Capital of Japan?' }],
          },
          {
            event: 'end',
            type: 'llm',
            runId,
            timestamp: now + 5,
            output: { role: 'assistant', content: 'Tokyo' },
          },
        ],
      },
    });
    expect(ingested.status).toBe(200);
    const chat = await json<Dataset>(call('POST', '/v1/datasets', { slug: 'from-logs' }));
    const attached = await json<DatasetPrompt>(
      call('POST', '/v1/datasets/prompts/attach', { datasetId: chat.id, runId }),
    );
    expect(attached).toMatchObject({
      datasetId: chat.id,
      messages: [{ role: 'user', content: 'Capital of Japan?' }],
      variations: [{ idealOutput: 'Tokyo' }],
    });
    const text = await json<Dataset>(
      call('POST', '/v1/datasets', { slug: 'from-logs-text', format: 'text' }),
    );
    expect(text.prompts[0]?.messages).toBe('');
    const asText = await json<DatasetPrompt>(
      call('POST', '/v1/datasets/prompts/attach', { datasetId: text.id, runId }),
    );
    expect(asText.messages).toBe('Capital of Japan?');
    const unknown = await call('POST', '/v1/datasets/prompts/attach', {
      datasetId: chat.id,
      runId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 404 for other orgs, lets viewers read only, and SDK keys read a dataset', async () => {
    const stranger = await signUp(api);
    const theirs = await json<Dataset>(
      api.call('POST', scoped('/v1/datasets', stranger.projectId), {
        token: stranger.token,
        body: { slug: 'theirs' },
      }),
    );
    const theirPrompt = theirs.prompts[0];
    expect((await call('GET', `/v1/datasets/${theirs.id}`)).status).toBe(404);
    expect((await call('PATCH', `/v1/datasets/${theirs.id}`, { slug: 'mine' })).status).toBe(404);
    expect((await call('GET', `/v1/datasets/prompts/${theirPrompt?.id}`)).status).toBe(404);
    expect(
      (await call('POST', '/v1/datasets/prompts', { datasetId: theirs.id, messages: [] })).status,
    ).toBe(404);
    expect(
      (await call('GET', `/v1/datasets/variations/${theirPrompt?.variations[0]?.id}`)).status,
    ).toBe(404);

    const mine = await json<Dataset>(call('POST', '/v1/datasets', { slug: 'shared' }));
    const viewer = await addTeammate(api, owner, 'viewer');
    expect((await call('GET', '/v1/datasets', undefined, viewer)).status).toBe(200);
    expect((await call('GET', `/v1/datasets/${mine.id}`, undefined, viewer)).status).toBe(200);
    expect((await call('POST', '/v1/datasets', { slug: 'nope' }, viewer)).status).toBe(403);
    expect(
      (await call('PATCH', `/v1/datasets/prompts/${mine.prompts[0]?.id}`, { messages: [] }, viewer))
        .status,
    ).toBe(403);
    for (const token of [keys.private, keys.public]) {
      const read = await api.call('GET', `/v1/datasets/${mine.id}`, { token });
      expect(read.status).toBe(200);
      expect((await json<Dataset>(read)).slug).toBe('shared');
    }
    const publicWrite = await api.call('POST', '/v1/datasets', {
      token: keys.public,
      body: { slug: 'by-key' },
    });
    expect(publicWrite.status).toBe(403);
  });
});

describe.each(testDatabaseTargets())('datasets v1 licence on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  beforeAll(async () => {
    ({ database, api, owner } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    api.context.licence = null;
    await database?.close();
  });

  it('needs an evaluation licence on a self-hosted install', async () => {
    const path = `/v1/datasets?projectId=${owner.projectId}`;
    const refused = await api.call('GET', path, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(await json<{ code: string }>(refused)).toMatchObject({ code: 'licence_required' });
    api.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    expect((await api.call('GET', path, { token: owner.token })).status).toBe(200);
  });
});
