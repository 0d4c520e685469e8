import type {
  AuditLogEntry,
  PagedResponse,
  Template,
  TemplateVersion,
  TemplateWithVersions,
} from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const messages = [
  { role: 'system', content: 'You help {{company}} customers.' },
  { role: 'user', content: [{ type: 'text', text: 'Hello, I am {{name}}' }] },
];
const extra = {
  model: 'gpt-4o',
  temperature: 0.2,
  tools: [
    {
      type: 'function',
      function: { name: 'lookup_order', parameters: { type: 'object', properties: {} } },
    },
  ],
  tool_choice: 'auto',
  response_format: { type: 'json_object' },
};

describe.each(testDatabaseTargets())('prompt templates on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  const call = (method: string, path: string, body?: unknown) =>
    api.call(method, scoped(path), { token: owner.token, ...(body ? { body } : {}) });
  const create = (body: unknown) => json<TemplateWithVersions>(call('POST', '/v1/templates', body));
  const auditTrail = async (count: number) =>
    (
      await json<PagedResponse<AuditLogEntry>>(
        api.call('GET', '/v1/audit-logs', { token: owner.token }),
      )
    ).data
      .slice(0, count)
      .map((entry) => `${entry.subject}:${entry.action}`);
  beforeAll(async () => {
    ({ database, api, owner } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates a template with its first version in one call, credited to its author', async () => {
    const template = await create({ slug: 'support-answer', content: messages, extra });
    expect(template).toMatchObject({ slug: 'support-answer', mode: 'openai' });
    expect(template.versions).toHaveLength(1);
    expect(template.versions[0]).toMatchObject({
      templateId: template.id,
      version: 1,
      isDraft: false,
      content: messages,
      extra: { ...extra, max_tokens: 4096 },
      notes: null,
      createdBy: { id: owner.accountId, name: 'Ada Lovelace' },
    });
    const listed = await json<TemplateWithVersions[]>(call('GET', '/v1/templates'));
    expect(listed.map((item) => item.slug)).toContain('support-answer');
    const empty = await create({ slug: 'empty', mode: 'text' });
    expect(empty).toMatchObject({ mode: 'text', versions: [] });
    expect(await auditTrail(2)).toEqual(['prompt:create', 'prompt:create']);
  });

  it('keeps one draft on top: saving rewrites it, deploying makes it the served version', async () => {
    const template = await create({ slug: 'drafts', content: messages, extra });
    const save = (body: object) =>
      json<TemplateVersion>(call('POST', `/v1/templates/${template.id}/versions`, body));
    const draft = await save({ content: messages, extra, isDraft: true, notes: 'first try' });
    expect(draft).toMatchObject({ version: 2, isDraft: true, notes: 'first try' });
    const redraft = await save({
      content: [{ role: 'user', content: 'Shorter, {{name}}' }],
      extra,
      isDraft: true,
    });
    expect(redraft).toMatchObject({ id: draft.id, version: 2, isDraft: true, notes: null });
    const deployed = await save({
      content: [{ role: 'user', content: 'Final, {{name}}' }],
      extra,
      isDraft: false,
      notes: 'ship it',
    });
    expect(deployed).toMatchObject({ id: draft.id, version: 2, isDraft: false, notes: 'ship it' });
    const next = await save({ content: messages, extra, isDraft: true });
    expect(next).toMatchObject({ version: 3, isDraft: true });
    const patched = await json<TemplateVersion>(
      call('PATCH', `/v1/template_versions/${next.id}`, { isDraft: false }),
    );
    expect(patched).toMatchObject({ id: next.id, version: 3, isDraft: false });
    const reread = await json<TemplateWithVersions>(call('GET', `/v1/templates/${template.id}`));
    expect(reread.versions.map((version) => [version.version, version.isDraft])).toEqual([
      [3, false],
      [2, false],
      [1, false],
    ]);
    expect(await auditTrail(5)).toEqual([
      'prompt:deploy',
      'prompt:save_draft',
      'prompt:deploy',
      'prompt:save_draft',
      'prompt:save_draft',
    ]);

    const frozen = await call('PATCH', `/v1/template_versions/${deployed.id}`, {
      content: messages,
    });
    expect(frozen.status).toBe(409);
    expect(await frozen.json()).toEqual({
      error: 'Version deployed',
      message: 'Version 2 is deployed and cannot change; save a new draft instead.',
    });
    const noted = await json<TemplateVersion>(
      call('PATCH', `/v1/template_versions/${deployed.id}`, { notes: 'the launch version' }),
    );
    expect(noted).toMatchObject({ notes: 'the launch version', content: deployed.content });
  });

  it('renames, refuses a taken slug, duplicates and deletes, auditing each', async () => {
    const template = await create({ slug: 'welcome', content: messages, extra });
    await json(
      call('POST', `/v1/templates/${template.id}/versions`, {
        content: messages,
        extra,
        isDraft: true,
      }),
    );
    const renamed = await json<Template>(
      call('PATCH', `/v1/templates/${template.id}`, { slug: 'greeting' }),
    );
    expect(renamed.slug).toBe('greeting');
    const taken = await call('PATCH', `/v1/templates/${template.id}`, { slug: 'support-answer' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'Slug taken',
      message:
        'The slug "support-answer" is already used by another template in this project; choose another one.',
    });
    const again = await call('POST', '/v1/templates', { slug: 'greeting' });
    expect(again.status).toBe(409);

    const copy = await json<TemplateWithVersions>(
      call('POST', `/v1/templates/${template.id}/duplicate`),
    );
    expect(copy.slug).toBe('greeting-copy');
    expect(copy.versions.map((version) => [version.version, version.isDraft])).toEqual([
      [2, true],
      [1, false],
    ]);
    const second = await json<TemplateWithVersions>(
      call('POST', `/v1/templates/${template.id}/duplicate`),
    );
    expect(second.slug).toBe('greeting-copy-2');

    const versionId = template.versions[0]?.id;
    expect((await call('DELETE', `/v1/templates/${template.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/templates/${template.id}`)).status).toBe(404);
    const gone = await call('GET', `/v1/template_versions/${versionId}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toMatch(/deleted/);
    expect((await call('DELETE', `/v1/templates/${template.id}`)).status).toBe(404);
    expect(await auditTrail(4)).toEqual([
      'prompt:delete',
      'prompt:create',
      'prompt:create',
      'prompt:rename',
    ]);
  });

  it('names what is wrong with bad input, and stores nothing', async () => {
    const before = await json<TemplateWithVersions[]>(call('GET', '/v1/templates'));
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/v1/templates', { slug: 'Bad Slug' }, /^slug: Slug may only contain/],
      [
        'POST',
        '/v1/templates',
        { slug: 'robot', content: [{ role: 'robot', content: 'hi' }], extra },
        /^content/,
      ],
      ['POST', '/v1/templates', { slug: 'no-extra', content: messages }, /content and extra/],
      [
        'POST',
        '/v1/templates',
        { slug: 'no-model', content: messages, extra: { model: '' } },
        /extra.model: Choose a model/,
      ],
      [
        'POST',
        '/v1/templates',
        { slug: 'text-mode', mode: 'text', content: messages, extra },
        /a text template holds a string/,
      ],
      [
        'POST',
        '/v1/templates',
        { slug: 'chat-mode', content: 'plain text', extra },
        /a chat template holds a list of messages/,
      ],
      [
        'POST',
        '/v1/templates',
        { slug: 'bad-tool', content: messages, extra: { ...extra, tools: [{ type: 'x' }] } },
        /^extra.tools/,
      ],
      [
        'POST',
        '/v1/templates',
        { slug: 'hot', content: messages, extra: { model: 'gpt-4o', temperature: 3 } },
        /temperature must be between 0 and 2/,
      ],
      ['PATCH', `/v1/templates/${before[0]?.id}`, {}, /Nothing to update/],
      ['GET', '/v1/templates/not-a-uuid', undefined, /id: Must be a UUID/],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await call(method, path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await json<TemplateWithVersions[]>(call('GET', '/v1/templates'))).toEqual(before);
  });

  it("answers 404 for another org's template and version ids", async () => {
    const mine = await create({ slug: 'private', content: messages, extra });
    const stranger = await signUp(api);
    const paths = [`/v1/templates/${mine.id}`, `/v1/template_versions/${mine.versions[0]?.id}`];
    for (const path of paths) {
      for (const projectId of [stranger.projectId, owner.projectId]) {
        const response = await api.call('GET', `${path}?projectId=${projectId}`, {
          token: stranger.token,
        });
        expect(response.status, `${path} in ${projectId}`).toBe(404);
      }
    }
    const theirs = await api.call(
      'PATCH',
      `/v1/templates/${mine.id}?projectId=${stranger.projectId}`,
      {
        token: stranger.token,
        body: { slug: 'stolen' },
      },
    );
    expect(theirs.status).toBe(404);
  });
});
