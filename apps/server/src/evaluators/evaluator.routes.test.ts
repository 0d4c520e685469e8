import type { ApiError, Evaluator } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, setPlan } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { hostileTexts } from '../testing/hostile-values.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('evaluator routes on $kind', (target) => {
  let setup: SignedUpApp;
  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  beforeAll(async () => {
    setup = await openSignedUpApp(target, { edition: 'cloud' });
  });
  afterAll(async () => {
    await setup?.database.close();
  });

  it('creates with catalogue defaults, lists by name, updates, deletes, auditing each change', async () => {
    const tone = await json<Evaluator>(
      call('POST', '/v1/evaluators', { name: 'Polite', type: 'tone', params: ['friendly'] }),
    );
    expect(tone).toMatchObject({
      name: 'Polite',
      type: 'tone',
      params: ['friendly'],
      mode: 'manual',
      filters: '',
      sampleRate: 1,
    });
    const similar = await json<Evaluator>(
      call('POST', '/v1/evaluators', {
        name: 'Close to expected',
        type: 'similarity',
        params: [70],
        mode: 'realtime',
        filters: 'models=gpt-4o',
        sampleRate: 0.25,
      }),
    );
    // Missing trailing parameters take the catalogue's defaults.
    expect(similar).toMatchObject({ params: [70, 'ai'], mode: 'realtime', sampleRate: 0.25 });
    expect(
      (await json<Evaluator[]>(call('GET', '/v1/evaluators'))).map((evaluator) => evaluator.name),
    ).toEqual(['Close to expected', 'Polite']);

    const updated = await json<Evaluator>(
      call('PATCH', `/v1/evaluators/${tone.id}`, {
        name: 'Friendly',
        params: ['pirate'],
        mode: 'realtime',
        sampleRate: 0.5,
      }),
    );
    expect(updated).toMatchObject({
      id: tone.id,
      name: 'Friendly',
      type: 'tone',
      params: ['pirate'],
      mode: 'realtime',
      sampleRate: 0.5,
    });
    expect(await json<Evaluator>(call('GET', `/v1/evaluators/${tone.id}`))).toEqual(updated);
    const since = await setup.database.db
      .selectFrom('evaluator')
      .select('realtime_since')
      .where('id', '=', tone.id)
      .executeTakeFirstOrThrow();
    expect(since.realtime_since).not.toBeNull();

    expect((await call('DELETE', `/v1/evaluators/${tone.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/evaluators/${tone.id}`)).status).toBe(404);
    expect((await call('DELETE', `/v1/evaluators/${tone.id}`)).status).toBe(404);
    const logs = await recordedAuditTrail(setup.api, setup.owner.orgId);
    expect(logs.data.slice(0, 4).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'evaluator:delete',
      'evaluator:update',
      'evaluator:create',
      'evaluator:create',
    ]);
  });

  it.each([
    [{ name: 'X', type: 'toxicity' }, "type: Unknown evaluation type 'toxicity'"],
    [{ name: 'X', type: 'nope' }, 'type: Unknown evaluation type'],
    [{ name: 'X', type: 'guidelines', params: [42] }, 'params: Guidelines'],
    [{ name: 'X', type: 'tone', params: ['grumpy'] }, 'params:'],
    [{ name: 'X', type: 'assertion' }, 'params:'],
    [{ name: 'X', type: 'regex', params: ['output', 'contains', '(a+)+(?=b)'] }, 'params:'],
    [
      { name: 'X', type: 'tone', filters: 'tone=helpful' },
      'filters: Tone is available only in evaluations',
    ],
    [{ name: 'X', type: 'tone', filters: 'cost=gt.-1' }, 'filters:'],
    [{ name: 'X', type: 'tone', sampleRate: 1.5 }, 'sampleRate'],
    [{ name: 'X', type: 'tone', mode: 'sometimes' }, 'mode'],
  ])('refuses %j with 400 naming the problem, storing nothing', async (body, message) => {
    const before = (await json<Evaluator[]>(call('GET', '/v1/evaluators'))).length;
    const response = await call('POST', '/v1/evaluators', body);
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).message).toContain(message);
    expect(await json<Evaluator[]>(call('GET', '/v1/evaluators'))).toHaveLength(before);
  });

  it('answers hostile text in every field with 400 or a stored evaluator, never a server error', async () => {
    for (const text of hostileTexts) {
      for (const body of [
        { name: text, type: 'json' },
        { name: 'X', type: text },
        { name: 'X', type: 'regex', params: ['output', 'contains', text] },
        { name: 'X', type: 'string', params: ['output', 'contains', 'sensitive', text] },
        { name: 'X', type: 'json', filters: text },
        { name: 'X', type: 'json', params: [text, text, text, text, text] },
      ]) {
        const response = await call('POST', '/v1/evaluators', body);
        expect([200, 400], JSON.stringify(body)).toContain(response.status);
      }
    }
  });

  it('refuses bad parameters and filters on update and keeps the evaluator', async () => {
    const created = await json<Evaluator>(
      call('POST', '/v1/evaluators', {
        name: 'Length',
        type: 'length',
        params: ['output', 'lt', 500],
      }),
    );
    for (const body of [
      { params: ['output', 'between', 5] },
      { filters: 'assertion=x' },
      { type: 'tone' },
    ]) {
      const response = await call('PATCH', `/v1/evaluators/${created.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await json<Evaluator>(call('GET', `/v1/evaluators/${created.id}`))).toEqual(created);
  });

  it('lets viewers read but not change evaluators', async () => {
    await setPlan(setup.api, setup.owner.orgId, 'enterprise');
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    expect((await call('GET', '/v1/evaluators', undefined, viewer)).status).toBe(200);
    const refused = await call('POST', '/v1/evaluators', { name: 'X', type: 'json' }, viewer);
    expect(refused.status).toBe(403);
  });

  it('offers the evaluators to the evaluations filter as value and label', async () => {
    const evaluators = await json<Evaluator[]>(call('GET', '/v1/evaluators'));
    const options = await json<{ value: string; label: string }[]>(
      call('GET', '/v1/filters/evaluators'),
    );
    expect(options).toEqual(
      evaluators.map((evaluator) => ({ value: evaluator.id, label: evaluator.name })),
    );
  });

  it('refuses evaluators on a self-hosted install whose licence lacks evaluations', async () => {
    const selfHosted = await createTestApp(setup.database);
    const response = await selfHosted.call('GET', scoped('/v1/evaluators'), {
      token: setup.owner.token,
    });
    expect(response.status).toBe(403);
    expect(await json<ApiError>(response)).toMatchObject({ code: 'licence_required' });
    selfHosted.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    const licensed = await selfHosted.call('GET', scoped('/v1/evaluators'), {
      token: setup.owner.token,
    });
    expect(licensed.status).toBe(200);
  });
});
