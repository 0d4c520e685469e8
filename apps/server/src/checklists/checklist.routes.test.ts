import type { ApiError, Checklist } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, setPlan } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('checklist routes on $kind', (target) => {
  let setup: SignedUpApp;
  const scoped = (path: string, query = '') => `${path}?projectId=${setup.owner.projectId}${query}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  beforeAll(async () => {
    setup = await openSignedUpApp(target, { edition: 'cloud' });
  });
  afterAll(async () => {
    await setup?.database.close();
  });

  it('creates, lists by type, renames, updates checks and deletes, auditing each change', async () => {
    const polite = await json<Checklist>(
      call('POST', '/v1/checklists', {
        slug: 'polite',
        type: 'evaluation',
        data: 'tone=friendly&length=output.lt.500',
      }),
    );
    expect(polite).toMatchObject({ slug: 'polite', type: 'evaluation' });
    await call('POST', '/v1/checklists', {
      slug: 'other',
      type: 'review',
      data: 'json=output.valid',
    });
    const evaluation = await json<Checklist[]>(
      setup.api.call('GET', scoped('/v1/checklists', '&type=evaluation'), {
        token: setup.owner.token,
      }),
    );
    expect(evaluation.map((checklist) => checklist.slug)).toEqual(['polite']);
    expect(await json<Checklist[]>(call('GET', '/v1/checklists'))).toHaveLength(2);

    const renamed = await json<Checklist>(
      call('PATCH', `/v1/checklists/${polite.id}`, { slug: 'courteous', data: 'tone=formal' }),
    );
    expect(renamed).toMatchObject({ id: polite.id, slug: 'courteous', data: 'tone=formal' });
    expect(await json<Checklist>(call('GET', `/v1/checklists/${polite.id}`))).toEqual(renamed);
    expect((await call('DELETE', `/v1/checklists/${polite.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/checklists/${polite.id}`)).status).toBe(404);
    const logs = await recordedAuditTrail(setup.api, setup.owner.orgId);
    expect(logs.data.slice(0, 5).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'checklist:delete',
      'checklist:update',
      'checklist:rename',
      'checklist:create',
      'checklist:create',
    ]);
  });

  it('answers 409 for a slug the project already uses, on create and on rename', async () => {
    const first = await json<Checklist>(
      call('POST', '/v1/checklists', { slug: 'taken', type: 'evaluation', data: '' }),
    );
    const second = await json<Checklist>(
      call('POST', '/v1/checklists', { slug: 'free', type: 'evaluation', data: '' }),
    );
    const again = await call('POST', '/v1/checklists', {
      slug: 'taken',
      type: 'evaluation',
      data: '',
    });
    expect(again.status).toBe(409);
    const rename = await call('PATCH', `/v1/checklists/${second.id}`, { slug: first.slug });
    expect(rename.status).toBe(409);
    expect(await json<Checklist>(call('GET', `/v1/checklists/${second.id}`))).toEqual(second);
  });

  it.each([
    ['type=llm', 'Type is not available in evaluations'],
    ['tone=friendly&users=alice', 'Users is not available in evaluations'],
    ['models=gpt-4o', 'Models cannot be used as an evaluation check'],
    ['nope=1', 'Unknown filter'],
    ['guidelines=150', 'data:'],
    ['tone=grumpy', 'data:'],
  ])('refuses checks %s with 400 naming the problem', async (data, message) => {
    const response = await call('POST', '/v1/checklists', {
      slug: `bad-${Math.random().toString(36).slice(2, 8)}`,
      type: 'evaluation',
      data,
    });
    expect(response.status).toBe(400);
    const body = await json<ApiError>(response);
    expect(body.message).toContain('data:');
    expect(body.message).toContain(message);
  });

  it('lets viewers read but not change checklists, and needs the evaluation licence when self-hosted', async () => {
    await setPlan(setup.api, setup.owner.orgId, 'enterprise');
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    expect((await call('GET', '/v1/checklists', undefined, viewer)).status).toBe(200);
    expect(
      (await call('POST', '/v1/checklists', { slug: 'v', type: 'evaluation', data: '' }, viewer))
        .status,
    ).toBe(403);
    const selfHosted = await createTestApp(setup.database);
    const refused = await selfHosted.call('GET', scoped('/v1/checklists'), {
      token: setup.owner.token,
    });
    expect(refused.status).toBe(403);
    expect(await json<ApiError>(refused)).toMatchObject({ code: 'licence_required' });
  });
});
