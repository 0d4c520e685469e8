import type { DatasetItem, DatasetV2, DatasetV2WithItems } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('datasets v2 on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let privateKey: string;
  let publicKey: string;
  const scoped = (path: string, projectId = owner.projectId) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
  const call = (method: string, path: string, body?: unknown, token = owner.token) =>
    api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const create = (name: string, token = owner.token) =>
    json<DatasetV2>(call('POST', '/v1/datasets-v2', { name }, token));
  const addItem = (id: string, body: unknown) =>
    json<DatasetItem>(call('POST', `/v1/datasets-v2/${id}/items`, body));
  const read = (id: string) => json<DatasetV2WithItems>(call('GET', `/v1/datasets-v2/${id}`));
  const auditTrail = async (count: number) =>
    (await recordedAuditTrail(api, owner.orgId)).data
      .slice(0, count)
      .map((entry) => `${entry.subject}:${entry.action}`);

  beforeAll(async () => {
    let keys: { public: string; private: string };
    ({ database, api, owner, keys } = await openSignedUpApp(target, { edition: 'cloud' }));
    privateKey = keys.private;
    publicKey = keys.public;
    await setPlan(api, owner.orgId, 'team');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates, lists with search and sort, renames and deletes datasets, with audit entries', async () => {
    const alpha = await create('Alpha 100%_off');
    expect(alpha).toMatchObject({ name: 'Alpha 100%_off', description: null, itemCount: 0 });
    const beta = await create('beta');
    const gamma = await create('Gamma 100 percent');
    const list = (query: string) =>
      json<DatasetV2[]>(call('GET', `/v1/datasets-v2?${query}`)).then((rows) =>
        rows.map((row) => row.name),
      );
    expect((await list('')).slice(0, 3)).toEqual(['Gamma 100 percent', 'beta', 'Alpha 100%_off']);
    expect(await list('search=%20%25_off%20')).toEqual(['Alpha 100%_off']);
    expect(await list('search=100')).toEqual(['Gamma 100 percent', 'Alpha 100%_off']);
    expect(await list('search=%20&sort=name-asc')).toEqual(
      expect.arrayContaining(['Alpha 100%_off', 'beta', 'Gamma 100 percent']),
    );
    const byName = await list('sort=name-asc');
    expect(byName.indexOf('Alpha 100%_off')).toBeLessThan(byName.indexOf('beta'));
    expect(byName.indexOf('beta')).toBeLessThan(byName.indexOf('Gamma 100 percent'));
    const badSort = await call('GET', '/v1/datasets-v2?sort=size');
    expect(badSort.status).toBe(400);
    expect((await json<{ message: string }>(badSort)).message).toMatch(/^sort: /);

    const renamed = await json<DatasetV2>(
      call('PATCH', `/v1/datasets-v2/${beta.id}`, { name: 'Beta', description: 'Hard cases' }),
    );
    expect(renamed).toMatchObject({ name: 'Beta', description: 'Hard cases' });
    const empty = await call('PATCH', `/v1/datasets-v2/${beta.id}`, { name: '  ' });
    expect(empty.status).toBe(400);
    expect((await call('DELETE', `/v1/datasets-v2/${gamma.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/datasets-v2/${gamma.id}`)).status).toBe(404);
    expect((await call('DELETE', `/v1/datasets-v2/${gamma.id}`)).status).toBe(404);
    expect(await auditTrail(5)).toEqual([
      'dataset:delete',
      'dataset:rename',
      'dataset:create',
      'dataset:create',
      'dataset:create',
    ]);
  });

  it('keeps items oldest first, edits and removes them, and duplicates a dataset with its items', async () => {
    const dataset = await create('Support');
    const first = await addItem(dataset.id, { input: 'Where is my order?' });
    expect(first).toMatchObject({
      datasetId: dataset.id,
      input: 'Where is my order?',
      expectedOutput: null,
      metadata: {},
    });
    const messages = [
      { role: 'system', content: 'Be kind' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is this?' },
          { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
        ],
      },
    ];
    const second = await addItem(dataset.id, {
      input: messages,
      expectedOutput: 'A cat',
      metadata: { lang: 'en' },
    });
    const third = await addItem(dataset.id, { input: 'Bye' });
    const badItem = await call('POST', `/v1/datasets-v2/${dataset.id}/items`, { input: 42 });
    expect(badItem.status).toBe(400);
    expect((await json<{ message: string }>(badItem)).message).toMatch(/^input/);

    const patched = await json<DatasetItem>(
      call('PATCH', `/v1/datasets-v2/${dataset.id}/items/${first.id}`, {
        expectedOutput: 'It ships tomorrow',
        metadata: { priority: 1 },
      }),
    );
    expect(patched).toMatchObject({
      input: 'Where is my order?',
      expectedOutput: 'It ships tomorrow',
      metadata: { priority: 1 },
    });
    expect((await call('DELETE', `/v1/datasets-v2/${dataset.id}/items/${third.id}`)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/v1/datasets-v2/${dataset.id}/items/${third.id}`)).status).toBe(
      404,
    );

    const stored = await read(dataset.id);
    expect(stored.itemCount).toBe(2);
    expect(stored.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(stored.items[1]).toMatchObject({ input: messages, metadata: { lang: 'en' } });

    const copy = await json<DatasetV2>(call('POST', `/v1/datasets-v2/${dataset.id}/duplicate`));
    expect(copy).toMatchObject({ name: 'Support (copy)', itemCount: 2 });
    const copied = await read(copy.id);
    expect(copied.items.map((item) => [item.input, item.expectedOutput])).toEqual([
      ['Where is my order?', 'It ships tomorrow'],
      [messages, 'A cat'],
    ]);
    expect(copied.items[0]?.id).not.toBe(first.id);
    const named = await json<DatasetV2>(
      call('POST', `/v1/datasets-v2/${dataset.id}/duplicate`, { name: 'Support v2' }),
    );
    expect(named.name).toBe('Support v2');
    expect(await auditTrail(7)).toEqual([
      'dataset:create',
      'dataset:create',
      'dataset:delete_prompt',
      'dataset:update_prompt',
      'dataset:add_prompt',
      'dataset:add_prompt',
      'dataset:add_prompt',
    ]);
  });

  it("answers another org's datasets and items with 404", async () => {
    const stranger = await signUp(api);
    const theirs = await json<DatasetV2>(
      api.call('POST', scoped('/v1/datasets-v2', stranger.projectId), {
        token: stranger.token,
        body: { name: 'Theirs' },
      }),
    );
    const item = await json<DatasetItem>(
      api.call('POST', scoped(`/v1/datasets-v2/${theirs.id}/items`, stranger.projectId), {
        token: stranger.token,
        body: { input: 'secret' },
      }),
    );
    expect((await call('GET', `/v1/datasets-v2/${theirs.id}`)).status).toBe(404);
    expect((await call('PATCH', `/v1/datasets-v2/${theirs.id}`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/v1/datasets-v2/${theirs.id}`)).status).toBe(404);
    expect((await call('POST', `/v1/datasets-v2/${theirs.id}/duplicate`)).status).toBe(404);
    expect((await call('POST', `/v1/datasets-v2/${theirs.id}/items`, { input: 'x' })).status).toBe(
      404,
    );
    expect(
      (await call('PATCH', `/v1/datasets-v2/${theirs.id}/items/${item.id}`, { input: 'x' })).status,
    ).toBe(404);
    expect((await call('DELETE', `/v1/datasets-v2/${theirs.id}/items/${item.id}`)).status).toBe(
      404,
    );
    expect((await call('GET', `/v1/datasets-v2/${theirs.id}/export`)).status).toBe(404);
    const peek = await api.call('GET', scoped('/v1/datasets-v2', stranger.projectId), {
      token: owner.token,
    });
    expect(peek.status).toBe(404);
    const mine = await create('Mine');
    expect(
      (await call('PATCH', `/v1/datasets-v2/${mine.id}/items/${item.id}`, { input: 'x' })).status,
    ).toBe(404);
  });

  it('lets viewers and collaborators read but not write; project keys as SDKs use them', async () => {
    const dataset = await create('Shared');
    await addItem(dataset.id, { input: 'Hello' });
    const viewer = await addTeammate(api, owner, 'viewer');
    const collaborator = await addTeammate(api, owner, 'collaborator');
    const member = await addTeammate(api, owner, 'member');
    for (const token of [viewer, collaborator]) {
      expect((await call('GET', '/v1/datasets-v2', undefined, token)).status).toBe(200);
      expect((await call('GET', `/v1/datasets-v2/${dataset.id}`, undefined, token)).status).toBe(
        200,
      );
      expect((await call('POST', '/v1/datasets-v2', { name: 'No' }, token)).status).toBe(403);
      expect(
        (await call('PATCH', `/v1/datasets-v2/${dataset.id}`, { name: 'No' }, token)).status,
      ).toBe(403);
      expect(
        (await call('POST', `/v1/datasets-v2/${dataset.id}/items`, { input: 'No' }, token)).status,
      ).toBe(403);
      expect((await call('DELETE', `/v1/datasets-v2/${dataset.id}`, undefined, token)).status).toBe(
        403,
      );
    }
    expect((await create('By a member', member)).name).toBe('By a member');
    const prompter = await addTeammate(api, owner, 'prompt_editor');
    expect((await call('GET', '/v1/datasets-v2', undefined, prompter)).status).toBe(403);

    const bySdk = await api.call('GET', `/v1/datasets-v2/${dataset.id}`, { token: privateKey });
    expect(bySdk.status).toBe(200);
    expect((await json<DatasetV2WithItems>(bySdk)).items).toHaveLength(1);
    const byPublic = await api.call('GET', `/v1/datasets-v2/${dataset.id}`, { token: publicKey });
    expect(byPublic.status).toBe(200);
    const publicWrite = await api.call('POST', `/v1/datasets-v2/${dataset.id}/items`, {
      token: publicKey,
      body: { input: 'x' },
    });
    expect(publicWrite.status).toBe(403);
  });
});

describe.each(testDatabaseTargets())('datasets v2 licence on $kind', (target) => {
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

  it('refuses a self-hosted install without an evaluation licence, and serves one with it', async () => {
    const path = `/v1/datasets-v2?projectId=${owner.projectId}`;
    api.context.licence = null;
    const refused = await api.call('GET', path, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(await json<{ code: string }>(refused)).toMatchObject({ code: 'licence_required' });
    api.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: false };
    expect((await api.call('GET', path, { token: owner.token })).status).toBe(403);
    api.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    expect((await api.call('GET', path, { token: owner.token })).status).toBe(200);
    const cloud = await createTestApp(database, { edition: 'cloud' });
    expect((await cloud.call('GET', path, { token: owner.token })).status).toBe(200);
  });
});
