import type { PlaygroundEndpoint } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const support = {
  name: 'Support bot',
  url: 'https://bots.example.com/answer',
  auth: { type: 'api_key', header: 'X-Api-Key', key: 'sk-support' },
  headers: { 'X-Team': 'support' },
  defaultPayload: { question: 'Where is my order?', options: { stream: false, n: 2 } },
};

describe.each(testDatabaseTargets())('playground endpoints on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string, projectId = owner.projectId) => `${path}?projectId=${projectId}`;
  const list = (token = owner.token) =>
    api.call('GET', scoped('/v1/playground-endpoints'), { token });
  const create = (body: unknown, token = owner.token) =>
    api.call('POST', scoped('/v1/playground-endpoints'), { token, body });

  beforeAll(async () => {
    ({ database, api, owner } = await openSignedUpApp(target));
    // Roles beyond owner, admin and member need a paid plan.
    await setPlan(api, owner.orgId, 'team');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds, lists, replaces and deletes an endpoint, keeping every field as sent', async () => {
    const created = await json<PlaygroundEndpoint>(create(support));
    expect(created).toMatchObject(support);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toBeTruthy();

    const basic = await json<PlaygroundEndpoint>(
      create({ name: 'Agent', url: 'http://127.0.0.1:9/agent', auth: null }),
    );
    expect(basic).toMatchObject({ auth: null, headers: {}, defaultPayload: {} });
    expect((await json<PlaygroundEndpoint[]>(list())).map((item) => item.name)).toEqual([
      'Agent',
      'Support bot',
    ]);

    const replaced = await json<PlaygroundEndpoint>(
      api.call('PUT', scoped(`/v1/playground-endpoints/${created.id}`), {
        token: owner.token,
        body: {
          name: 'Support bot v2',
          url: 'https://bots.example.com/v2',
          auth: { type: 'basic', username: 'ada', password: 'secret' },
          headers: {},
          defaultPayload: { question: 'Hi' },
        },
      }),
    );
    expect(replaced).toMatchObject({
      id: created.id,
      name: 'Support bot v2',
      auth: { type: 'basic', username: 'ada', password: 'secret' },
      headers: {},
      defaultPayload: { question: 'Hi' },
    });

    const deleted = await api.call('DELETE', scoped(`/v1/playground-endpoints/${created.id}`), {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect((await json<PlaygroundEndpoint[]>(list())).map((item) => item.id)).toEqual([basic.id]);
    const again = await api.call('DELETE', scoped(`/v1/playground-endpoints/${created.id}`), {
      token: owner.token,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'Endpoint not found' });
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = (await json<PlaygroundEndpoint[]>(list())).length;
    const cases: [unknown, RegExp][] = [
      [{ ...support, url: 'not a url' }, /url: URL must be a valid http\(s\) URL/],
      [{ ...support, url: 'ftp://files.example.com' }, /url: URL must be a valid http\(s\) URL/],
      [
        { ...support, auth: { type: 'oauth', token: 'x' } },
        /auth\.type: Auth type must be one of bearer, api_key or basic/,
      ],
      [{ ...support, auth: { type: 'api_key', header: ' ', key: 'k' } }, /Header name is required/],
      [{ ...support, headers: { 'X-Count': 3 } }, /headers/],
      [{ ...support, name: '' }, /name/],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const badId = await api.call('PUT', scoped('/v1/playground-endpoints/not-a-uuid'), {
      token: owner.token,
      body: support,
    });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { message: string }).message).toMatch(/id: /);
    expect(await json<PlaygroundEndpoint[]>(list())).toHaveLength(before);
  });

  it('answers 404 for an endpoint of another org, and never lists it', async () => {
    const stranger = await signUp(api);
    const theirs = await json<PlaygroundEndpoint>(
      api.call('POST', scoped('/v1/playground-endpoints', stranger.projectId), {
        token: stranger.token,
        body: support,
      }),
    );
    const update = await api.call('PUT', scoped(`/v1/playground-endpoints/${theirs.id}`), {
      token: owner.token,
      body: support,
    });
    expect(update.status).toBe(404);
    const remove = await api.call('DELETE', scoped(`/v1/playground-endpoints/${theirs.id}`), {
      token: owner.token,
    });
    expect(remove.status).toBe(404);
    const peek = await api.call('GET', scoped('/v1/playground-endpoints', stranger.projectId), {
      token: owner.token,
    });
    expect(peek.status).toBe(404);
    expect((await json<PlaygroundEndpoint[]>(list())).map((item) => item.id)).not.toContain(
      theirs.id,
    );
  });

  it('lets prompt readers list, prompt editors change, and viewers nothing', async () => {
    const stored = await json<PlaygroundEndpoint>(create({ ...support, name: 'Shared' }));
    const editor = await addTeammate(api, owner, 'prompt_editor');
    const collaborator = await addTeammate(api, owner, 'collaborator');
    const viewer = await addTeammate(api, owner, 'viewer');

    expect((await list(collaborator)).status).toBe(200);
    expect((await create(support, collaborator)).status).toBe(403);
    const collaboratorDelete = await api.call(
      'DELETE',
      scoped(`/v1/playground-endpoints/${stored.id}`),
      { token: collaborator },
    );
    expect(collaboratorDelete.status).toBe(403);

    expect((await list(viewer)).status).toBe(403);

    const edited = await api.call('PUT', scoped(`/v1/playground-endpoints/${stored.id}`), {
      token: editor,
      body: { ...support, name: 'Shared, edited' },
    });
    expect(edited.status).toBe(200);
    const removed = await api.call('DELETE', scoped(`/v1/playground-endpoints/${stored.id}`), {
      token: editor,
    });
    expect(removed.status).toBe(204);
  });
});
