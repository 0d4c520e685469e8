import type {
  AuditLogEntry,
  LangfusePrompt,
  PagedResponse,
  TemplateWithVersions,
} from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { ProjectKeys, SignedUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())("Langfuse's prompt API on $kind", (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: ProjectKeys;
  const basic = () => `Basic ${Buffer.from(`${keys.public}:${keys.private}`).toString('base64')}`;
  const send = (method: string, path: string, body?: unknown, authorization = basic()) =>
    api.call(method, path, { headers: { authorization }, ...(body ? { body } : {}) });
  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates chat prompt versions: production deploys, other labels save the draft', async () => {
    const first = await json<LangfusePrompt>(
      send('POST', '/api/public/v2/prompts', {
        name: 'movie-critic',
        type: 'chat',
        prompt: [
          { type: 'chatmessage', role: 'system', content: 'You are a {{criticlevel}} critic' },
          { role: 'user', content: 'Review {{movie}}' },
        ],
        config: { model: 'gpt-4o', temperature: 0.7 },
        labels: ['production'],
        commitMessage: 'first cut',
      }),
    );
    expect(first).toMatchObject({
      name: 'movie-critic',
      version: 1,
      type: 'chat',
      prompt: [
        { type: 'chatmessage', role: 'system', content: 'You are a {{criticlevel}} critic' },
        { type: 'chatmessage', role: 'user', content: 'Review {{movie}}' },
      ],
      config: { model: 'gpt-4o', temperature: 0.7, max_tokens: 4096 },
      labels: ['production', 'latest'],
      commitMessage: 'first cut',
      isActive: true,
      createdBy: 'API',
    });
    const draft = await json<LangfusePrompt>(
      send('POST', '/api/public/v2/prompts', {
        name: 'movie-critic',
        type: 'chat',
        prompt: [{ role: 'user', content: 'Roast {{movie}}' }],
        labels: ['staging'],
      }),
    );
    expect(draft).toMatchObject({ version: 2, labels: ['latest'], isActive: false });
    expect(draft.config).toEqual({ model: 'gpt-4o-mini', max_tokens: 4096, temperature: 1 });

    const get = (query: string) =>
      json<LangfusePrompt>(send('GET', `/api/public/v2/prompts/movie-critic${query}`));
    expect((await get('')).version).toBe(1);
    expect((await get('?label=production')).version).toBe(1);
    expect(await get('?label=latest')).toMatchObject({ version: 2, labels: ['latest'] });
    expect(await get('?version=1')).toMatchObject({ version: 1, labels: ['production'] });

    // The web app sees the same template, the draft on top.
    const [template] = await json<TemplateWithVersions[]>(
      api.call('GET', `/v1/templates?projectId=${owner.projectId}`, { token: owner.token }),
    );
    expect(template).toMatchObject({ slug: 'movie-critic', mode: 'openai' });
    expect(template?.versions.map((version) => [version.version, version.isDraft])).toEqual([
      [2, true],
      [1, false],
    ]);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data.slice(0, 3).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'prompt:save_draft',
      'prompt:deploy',
      'prompt:create',
    ]);
    expect(logs.data[0]?.actor).toBeNull();
  });

  it('creates text prompts, and reads with the Bearer public key', async () => {
    const created = await json<LangfusePrompt>(
      send('POST', '/api/public/v2/prompts', {
        name: 'haiku',
        prompt: 'A haiku about {{topic}}',
        labels: ['production'],
      }),
    );
    expect(created).toMatchObject({ type: 'text', prompt: 'A haiku about {{topic}}', version: 1 });
    const read = await send(
      'GET',
      '/api/public/v2/prompts/haiku',
      undefined,
      `Bearer ${keys.public}`,
    );
    expect(read.status).toBe(200);
    const refused = await send(
      'POST',
      '/api/public/v2/prompts',
      { name: 'haiku', prompt: 'x' },
      `Bearer ${keys.public}`,
    );
    expect(refused.status).toBe(403);
  });

  it("answers Langfuse's 404 for unknown names, labels and versions", async () => {
    const cases: [string, string][] = [
      ['/api/public/v2/prompts/nothing', "Prompt not found: 'nothing' with label 'production'"],
      [
        '/api/public/v2/prompts/haiku?label=staging',
        "Prompt not found: 'haiku' with label 'staging'",
      ],
      ['/api/public/v2/prompts/haiku?version=9', "Prompt not found: 'haiku' with version 9"],
      [
        '/api/public/v2/prompts/Not%20A%20Slug',
        "Prompt not found: 'Not A Slug' with label 'production'",
      ],
    ];
    for (const [path, message] of cases) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'LangfuseNotFoundError', message });
    }
  });

  it('names what is wrong with a prompt it cannot keep, and stores nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: 'Movie Critic', prompt: 'x' }, /^name: Slug may only contain/],
      [
        { name: 'chat', type: 'chat', prompt: [{ type: 'placeholder', name: 'history' }] },
        /message placeholders are not supported/,
      ],
      [{ name: 'chat', type: 'chat', prompt: 'a string' }, /a chat prompt is a list/],
      [
        { name: 'text', type: 'text', prompt: [{ role: 'user', content: 'x' }] },
        /a text prompt is a string/,
      ],
      [
        { name: 'hot', prompt: 'x', config: { temperature: 5 } },
        /^config.temperature: temperature must be between 0 and 2/,
      ],
      [
        { name: 'haiku', type: 'chat', prompt: [{ role: 'user', content: 'x' }] },
        /'haiku' is a text prompt/,
      ],
      [{ prompt: 'x' }, /^name/],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', '/api/public/v2/prompts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const slugs = (
      await json<TemplateWithVersions[]>(
        api.call('GET', `/v1/templates?projectId=${owner.projectId}`, { token: owner.token }),
      )
    ).map((template) => template.slug);
    expect(slugs.sort()).toEqual(['haiku', 'movie-critic']);
  });

  it('wants both keys of one project', async () => {
    const wrong = `Basic ${Buffer.from(`${keys.public}:nope`).toString('base64')}`;
    expect((await send('GET', '/api/public/v2/prompts/haiku', undefined, wrong)).status).toBe(401);
    expect((await api.call('GET', '/api/public/v2/prompts/haiku')).status).toBe(401);
  });
});
