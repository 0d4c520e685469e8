import type { TemplateVersion, TemplateWithVersions } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { ProjectKeys, SignedUp } from '../testing/accounts.js';
import { signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const extra = { model: 'gpt-4o-mini', temperature: 0 };

describe.each(testDatabaseTargets())('the SDK template route on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: ProjectKeys;
  const scoped = (path: string) => `${path}?projectId=${owner.projectId}`;
  const latest = (slug: string, key = keys.public, path = '/v1/template_versions/latest') =>
    api.call('GET', `${path}?slug=${slug}`, { token: key });
  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('serves the newest deployed version, never the draft on top', async () => {
    const template = await json<TemplateWithVersions>(
      api.call('POST', scoped('/v1/templates'), {
        token: owner.token,
        body: { slug: 'welcome', content: [{ role: 'user', content: 'Hi {{name}}' }], extra },
      }),
    );
    const deployed = await json<TemplateVersion>(
      api.call('POST', scoped(`/v1/templates/${template.id}/versions`), {
        token: owner.token,
        body: { content: [{ role: 'user', content: 'Hello {{name}}' }], extra },
      }),
    );
    await json(
      api.call('POST', scoped(`/v1/templates/${template.id}/versions`), {
        token: owner.token,
        body: { content: [{ role: 'user', content: 'Draft {{name}}' }], extra, isDraft: true },
      }),
    );
    for (const path of ['/v1/template_versions/latest', '/v1/template-versions/latest']) {
      for (const key of [keys.public, keys.private]) {
        const response = await latest('welcome', key, path);
        expect(response.status, path).toBe(200);
        const body = (await response.json()) as TemplateVersion;
        expect(body).toMatchObject({
          id: deployed.id,
          templateId: template.id,
          version: 2,
          isDraft: false,
          content: [{ role: 'user', content: 'Hello {{name}}' }],
          extra: { model: 'gpt-4o-mini', temperature: 0, max_tokens: 4096 },
        });
      }
    }
  });

  it('answers 404 naming the slug when nothing is deployed under it', async () => {
    await json(
      api.call('POST', scoped('/v1/templates'), {
        token: owner.token,
        body: { slug: 'only-draft', content: 'Hi', mode: 'text', extra, isDraft: true },
      }),
    );
    for (const slug of ['missing', 'only-draft']) {
      const response = await latest(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'Template not found',
        message: `No template "${slug}" with a deployed version in this project; deploy a version first.`,
      });
    }
    expect((await latest('Not A Slug')).status).toBe(400);
  });

  it("never serves another project's template, and wants a key", async () => {
    const stranger = await signUp(api);
    const strangerKeys = await json<{ type: string; key: string }[]>(
      api.call('GET', `/v1/projects/${stranger.projectId}/api-keys`, { token: stranger.token }),
    );
    const publicKey = strangerKeys.find((key) => key.type === 'public')?.key ?? '';
    expect((await latest('welcome', publicKey)).status).toBe(404);
    expect((await api.call('GET', '/v1/template_versions/latest?slug=welcome')).status).toBe(401);
  });
});
