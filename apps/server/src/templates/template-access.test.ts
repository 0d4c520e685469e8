import type { TemplateVersion, TemplateWithVersions } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type ProjectKeys, type SignedUp, setPlan } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const content = [{ role: 'user', content: 'Hi {{name}}' }];
const extra = { model: 'gpt-4o' };

describe.each(testDatabaseTargets())('who may do what with prompts on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: ProjectKeys;
  let template: TemplateWithVersions;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  const status = async (token: string, method: string, path: string, body?: unknown) =>
    (await api.call(method, scoped(path), { token, ...(body ? { body } : {}) })).status;
  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
    await setPlan(api, owner.orgId, 'team');
    template = await json<TemplateWithVersions>(
      api.call('POST', scoped('/v1/templates'), {
        token: owner.token,
        body: { slug: 'shared', content, extra },
      }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets a collaborator read and save drafts, but not deploy, create, rename or delete', async () => {
    const token = await addTeammate(api, owner, 'collaborator');
    expect(await status(token, 'GET', '/v1/templates')).toBe(200);
    expect(await status(token, 'GET', `/v1/templates/${template.id}`)).toBe(200);
    const draft = await api.call('POST', scoped(`/v1/templates/${template.id}/versions`), {
      token,
      body: { content, extra, isDraft: true },
    });
    expect(draft.status).toBe(200);
    const { id: draftId } = (await draft.json()) as TemplateVersion;
    expect(
      await status(token, 'PATCH', `/v1/template_versions/${draftId}`, { notes: 'mine' }),
    ).toBe(200);

    const deploy = await api.call('POST', scoped(`/v1/templates/${template.id}/versions`), {
      token,
      body: { content, extra, isDraft: false },
    });
    expect(deploy.status).toBe(403);
    expect(await deploy.json()).toEqual({
      error: 'Forbidden',
      message: 'Your role (collaborator) may not update prompts.',
    });
    expect(
      await status(token, 'PATCH', `/v1/template_versions/${draftId}`, { isDraft: false }),
    ).toBe(403);
    expect(await status(token, 'POST', '/v1/templates', { slug: 'theirs' })).toBe(403);
    expect(await status(token, 'POST', `/v1/templates/${template.id}/duplicate`)).toBe(403);
    expect(await status(token, 'PATCH', `/v1/templates/${template.id}`, { slug: 'x' })).toBe(403);
    expect(await status(token, 'DELETE', `/v1/templates/${template.id}`)).toBe(403);
    // Nothing was deployed by the refused calls: the draft is still a draft.
    const after = await json<TemplateWithVersions>(
      api.call('GET', scoped(`/v1/templates/${template.id}`), { token }),
    );
    expect(after.versions[0]).toMatchObject({ id: draftId, isDraft: true, notes: 'mine' });
  });

  it('gives a prompt editor everything on prompts', async () => {
    const token = await addTeammate(api, owner, 'prompt_editor');
    const created = await api.call('POST', scoped('/v1/templates'), {
      token,
      body: { slug: 'editor-made', content, extra },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as TemplateWithVersions;
    expect(
      await status(token, 'POST', `/v1/templates/${id}/versions`, {
        content,
        extra,
        isDraft: false,
      }),
    ).toBe(200);
    expect(await status(token, 'PATCH', `/v1/templates/${id}`, { slug: 'renamed' })).toBe(200);
    expect(await status(token, 'DELETE', `/v1/templates/${id}`)).toBe(204);
  });

  it('shows a viewer no prompts, and keeps the public key to the SDK route', async () => {
    const viewer = await addTeammate(api, owner, 'viewer');
    expect(await status(viewer, 'GET', '/v1/templates')).toBe(403);
    expect(await status(viewer, 'GET', `/v1/templates/${template.id}`)).toBe(403);
    expect(await status(keys.public, 'GET', '/v1/templates')).toBe(403);
    expect(await status(keys.public, 'POST', '/v1/templates', { slug: 'nope' })).toBe(403);
    expect(await status(keys.private, 'GET', '/v1/templates')).toBe(200);
  });
});
