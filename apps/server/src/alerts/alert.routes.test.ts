import type { Alert, SavedAlertResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../testing/accounts.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('alert routes on $kind', (target) => {
  let setup: SignedUpApp;
  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const errorRate = () => ({
    name: 'Error rate',
    metric: 'error_rate',
    windowMinutes: 5,
    threshold: 0.1,
    emails: [setup.owner.email],
    webhook: { url: 'https://hooks.example.com/lookout', format: 'slack' },
  });

  beforeAll(async () => {
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
  }, 60_000);
  afterAll(async () => {
    await setup?.database.close();
  });

  it('creates, lists, changes and deletes an alert, showing the webhook secret once, audited', async () => {
    const created = await call('POST', '/v1/alerts', errorRate());
    expect(created.status, await created.clone().text()).toBe(200);
    const alert = (await created.json()) as SavedAlertResponse;
    expect(alert).toMatchObject({
      name: 'Error rate',
      state: 'ok',
      lastValue: null,
      comparison: 'above',
      enabled: true,
      webhook: { url: 'https://hooks.example.com/lookout', format: 'slack' },
    });
    expect(alert.webhookSecret).toMatch(/^whsec_/);

    const listed = await json<Alert[]>(call('GET', '/v1/alerts'));
    expect(listed.map((row) => row.id)).toContain(alert.id);
    expect(JSON.stringify(listed)).not.toContain(alert.webhookSecret);

    const renamed = await call('PATCH', `/v1/alerts/${alert.id}`, {
      name: 'Errors',
      threshold: 0.2,
    });
    expect(renamed.status).toBe(200);
    const afterRename = (await renamed.json()) as SavedAlertResponse;
    expect(afterRename).toMatchObject({ name: 'Errors', threshold: 0.2 });
    expect(afterRename.webhookSecret).toBeUndefined();

    const rotated = await json<SavedAlertResponse>(
      call('PATCH', `/v1/alerts/${alert.id}`, { rotateSecret: true }),
    );
    expect(rotated.webhookSecret).toMatch(/^whsec_/);
    expect(rotated.webhookSecret).not.toBe(alert.webhookSecret);

    expect((await call('GET', `/v1/alerts/${alert.id}/events`)).status).toBe(200);
    expect((await call('DELETE', `/v1/alerts/${alert.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/alerts/${alert.id}`)).status).toBe(404);

    const entries = await setup.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('org_id', '=', setup.owner.orgId)
      .where('subject', '=', 'alert')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'delete']),
    );
    expect(JSON.stringify(entries)).not.toContain(rotated.webhookSecret);
  });

  it.each([
    ['windowMinutes', { windowMinutes: 2 }],
    ['windowMinutes', { windowMinutes: 1441 }],
    ['filters', { filters: 'nope=1' }],
    [
      'evaluatorId',
      { metric: 'evaluator_failure_rate', evaluatorId: '00000000-0000-4000-8000-000000000001' },
    ],
    ['evaluatorId', { metric: 'evaluator_failure_rate' }],
    ['threshold', { threshold: 5 }],
    ['webhook', { webhook: { url: 'http://hooks.example.com/lookout' } }],
    ['emails', { emails: ['stranger@example.com'] }],
    ['metric', { metric: 'happiness' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const response = await call('POST', '/v1/alerts', { ...errorRate(), ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(field);
  });

  it('accepts an http webhook to the machine itself', async () => {
    const response = await call('POST', '/v1/alerts', {
      ...errorRate(),
      webhook: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(response.status).toBe(200);
  });

  it('lets members read alerts but only owners and admins change them', async () => {
    const member = await addTeammate(setup.api, setup.owner, 'member');
    expect((await call('GET', '/v1/alerts', undefined, member)).status).toBe(200);
    const refused = await call('POST', '/v1/alerts', errorRate(), member);
    expect(refused.status).toBe(403);
    const admin = await addTeammate(setup.api, setup.owner, 'admin');
    expect((await call('POST', '/v1/alerts', errorRate(), admin)).status).toBe(200);
  });

  it('is refused to orgs without the beta flag', async () => {
    const notBeta = await createTestApp(setup.database, { betaOrgs: [] });
    const response = await notBeta.call('GET', scoped('/v1/alerts'), { token: setup.owner.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'beta_required' });
  });

  it('answers 404 for another project or an unknown alert', async () => {
    const response = await call('GET', '/v1/alerts/00000000-0000-4000-8000-000000000002');
    expect(response.status).toBe(404);
  });
});
