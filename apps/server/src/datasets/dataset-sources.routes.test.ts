import { randomUUID } from 'node:crypto';
import type {
  AddRunsToDatasetResponse,
  AuditLogEntry,
  DatasetItem,
  DatasetV2,
  DatasetV2WithItems,
  PagedResponse,
} from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SignedUp } from '../testing/accounts.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('dataset items from runs and models on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  let fake: FakeProviderServer;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  const call = (method: string, path: string, body?: unknown) =>
    api.call(method, scoped(path), { token: owner.token, ...(body !== undefined ? { body } : {}) });
  const create = (name: string) => json<DatasetV2>(call('POST', '/v1/datasets-v2', { name }));
  const read = (id: string) => json<DatasetV2WithItems>(call('GET', `/v1/datasets-v2/${id}`));
  const useKey = async (provider: string, apiKey: string) => {
    const saved = await api.call('PUT', `/v1/orgs/provider-keys/${provider}`, {
      token: owner.token,
      body: { apiKey, baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
  };
  const latestAudit = async () =>
    (
      await json<PagedResponse<AuditLogEntry>>(
        api.call('GET', '/v1/audit-logs', { token: owner.token }),
      )
    ).data[0];

  const now = Date.now();
  const chatRun = randomUUID();
  const jsonRun = randomUUID();
  const taggedRun = randomUUID();
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    let keys: { public: string; private: string };
    ({ database, api, owner, keys } = await openSignedUpApp(target, {
      edition: 'cloud',
      providerTimeoutMs: 2000,
    }));
    publicKey = keys.public;
    const events = [
      {
        event: 'start',
        type: 'llm',
        runId: chatRun,
        timestamp: now,
        name: 'gpt-4o',
        input: [
          { role: 'system', content: 'Be brief' },
          { role: 'user', content: 'Capital of France?' },
        ],
      },
      {
        event: 'end',
        type: 'llm',
        runId: chatRun,
        timestamp: now + 5,
        output: { role: 'assistant', content: 'Paris' },
      },
      {
        event: 'start',
        type: 'llm',
        runId: jsonRun,
        timestamp: now + 10,
        name: 'gpt-4o-mini',
        input: { query: 'weather', city: 'Oslo' },
      },
      { event: 'end', type: 'llm', runId: jsonRun, timestamp: now + 15, output: 'Cold' },
      {
        event: 'start',
        type: 'llm',
        runId: taggedRun,
        timestamp: now + 20,
        name: 'claude-3-5-sonnet',
        input: 'Tagged question',
      },
      { event: 'end', type: 'llm', runId: taggedRun, timestamp: now + 25, output: 'Tagged answer' },
    ];
    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events },
    });
    expect(ingested.status).toBe(200);
  });
  afterAll(async () => {
    await database?.close();
    await fake?.stop();
  });

  it('adds listed runs in the order given, messages kept and other JSON as text', async () => {
    const dataset = await create('From logs');
    const result = await json<AddRunsToDatasetResponse>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items/from-runs`, { runIds: [jsonRun, chatRun] }),
    );
    expect(result).toMatchObject({ added: 2, dataset: { id: dataset.id, itemCount: 2 } });
    const { items } = await read(dataset.id);
    expect(JSON.parse(String(items[0]?.input))).toEqual({ query: 'weather', city: 'Oslo' });
    expect(items.map((item) => [item.expectedOutput, item.metadata])[0]).toEqual([
      'Cold',
      { runId: jsonRun },
    ]);
    expect(items.slice(1).map((item) => [item.input, item.expectedOutput, item.metadata])).toEqual([
      [
        [
          { role: 'system', content: 'Be brief' },
          { role: 'user', content: 'Capital of France?' },
        ],
        [{ role: 'assistant', content: 'Paris' }],
        { runId: chatRun },
      ],
    ]);
    expect(await latestAudit()).toMatchObject({
      subject: 'dataset',
      action: 'add_prompt',
      details: { datasetId: dataset.id, count: 2, source: 'runs' },
    });

    const missing = randomUUID();
    const refused = await call('POST', `/v1/datasets-v2/${dataset.id}/items/from-runs`, {
      runIds: [chatRun, missing, 'not-a-run'],
    });
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe(
      `runIds: no run ${missing}, not-a-run in this project.`,
    );
    expect((await read(dataset.id)).itemCount).toBe(2);
  });

  it('adds every run a logs filter string selects', async () => {
    const dataset = await create('Filtered');
    const result = await json<AddRunsToDatasetResponse>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items/from-runs`, {
        filters: 'models=claude-3-5-sonnet',
      }),
    );
    expect(result.added).toBe(1);
    expect((await read(dataset.id)).items[0]).toMatchObject({
      input: 'Tagged question',
      expectedOutput: 'Tagged answer',
      metadata: { runId: taggedRun },
    });
    const all = await json<AddRunsToDatasetResponse>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items/from-runs`, { filters: '' }),
    );
    expect(all.added).toBe(3);
    const bad = await call('POST', `/v1/datasets-v2/${dataset.id}/items/from-runs`, {
      filters: 'nonsense~~',
    });
    expect(bad.status).toBe(400);
  });

  it("generates an item's expected output with a model, or a template version", async () => {
    const dataset = await create('Generated');
    const item = await json<DatasetItem>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items`, {
        input: 'Capital of Peru?',
        metadata: { country: 'Peru' },
      }),
    );
    const generate = (body: unknown) =>
      call('POST', `/v1/datasets-v2/${dataset.id}/items/${item.id}/generate`, body);

    const noKey = await generate({ model: 'gpt-4o-mini' });
    expect(noKey.status).toBe(400);
    expect(await json<{ error: string; message: string }>(noKey)).toEqual({
      error: 'Provider key required',
      message:
        'Add an API key for OpenAI or Azure OpenAI in Settings → Providers to run gpt-4o-mini.',
    });
    expect((await generate({})).status).toBe(400);

    await useKey('openai', fakeProviderKeys.ok);
    const generated = await json<DatasetItem>(generate({ model: 'gpt-4o-mini' }));
    expect(generated.expectedOutput).toBe('You asked: Capital of Peru?');
    expect(await latestAudit()).toMatchObject({
      subject: 'dataset',
      action: 'update_prompt',
      details: { itemId: item.id, generated: true, model: 'gpt-4o-mini' },
    });

    const template = await json<{ versions: { id: string }[] }>(
      call('POST', '/v1/templates', {
        slug: 'tell-capital',
        mode: 'openai',
        content: [{ role: 'system', content: 'You know {{country}} well.' }],
        extra: { model: 'gpt-4o-mini', temperature: 0 },
        isDraft: false,
      }),
    );
    const versionId = template.versions[0]?.id;
    const byTemplate = await json<DatasetItem>(generate({ templateVersionId: versionId }));
    expect(byTemplate.expectedOutput).toBe('You asked: Capital of Peru?');
    const sent = fake.requests.at(-1)?.body as { messages: unknown[]; model: string };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.messages).toEqual([
      { role: 'system', content: 'You know Peru well.' },
      { role: 'user', content: 'Capital of Peru?' },
    ]);

    const withInput = await json<{ versions: { id: string }[] }>(
      call('POST', '/v1/templates', {
        slug: 'wrap-input',
        mode: 'openai',
        content: [{ role: 'user', content: 'Answer in one word: {{input}} ({{missing}})' }],
        extra: { model: 'gpt-4o-mini' },
        isDraft: false,
      }),
    );
    const missing = await generate({ templateVersionId: withInput.versions[0]?.id });
    expect(missing.status).toBe(400);
    expect((await json<{ message: string }>(missing)).message).toMatch(/\{\{missing\}\}/);
  });

  it('answers 502 when the provider fails or times out, leaving the item unchanged', async () => {
    const dataset = await create('Failing');
    const item = await json<DatasetItem>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items`, {
        input: 'Hello',
        expectedOutput: 'Hi there',
      }),
    );
    const generate = () =>
      call('POST', `/v1/datasets-v2/${dataset.id}/items/${item.id}/generate`, {
        model: 'gpt-4o-mini',
      });
    for (const key of [fakeProviderKeys.serverError, fakeProviderKeys.hang]) {
      await useKey('openai', key);
      const failed = await generate();
      expect(failed.status).toBe(502);
      const body = await json<{ error: string; message: string }>(failed);
      expect(body.error).toBe('Provider error');
      expect(body.message).not.toBe('');
    }
    expect((await read(dataset.id)).items[0]?.expectedOutput).toBe('Hi there');
    await useKey('openai', fakeProviderKeys.ok);
    expect((await json<DatasetItem>(generate())).expectedOutput).toBe('You asked: Hello');
  });

  it('answers 422 naming the refusal when the outbound guard refuses the base URL, leaving the item unchanged', async () => {
    const dataset = await create('Private address');
    const item = await json<DatasetItem>(
      call('POST', `/v1/datasets-v2/${dataset.id}/items`, { input: 'Hello', expectedOutput: 'Hi' }),
    );
    await useKey('openai', fakeProviderKeys.ok);
    const guarded = await createTestApp(database, {
      edition: 'cloud',
      providerTimeoutMs: 2000,
      outboundPrivateNetwork: 'refuse',
    });
    const sent = fake.requests.length;
    const refused = await guarded.call(
      'POST',
      scoped(`/v1/datasets-v2/${dataset.id}/items/${item.id}/generate`),
      { token: owner.token, body: { model: 'gpt-4o-mini' } },
    );
    expect(refused.status).toBe(422);
    expect(await json<{ error: string; message: string }>(refused)).toEqual({
      error: 'Provider address refused',
      message:
        'The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
    });
    expect(fake.requests.length).toBe(sent);
    expect((await read(dataset.id)).items[0]?.expectedOutput).toBe('Hi');
  });
});
