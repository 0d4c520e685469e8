import type { ApiError, AuditLogEntry, PagedResponse, Project } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, setPlan, signUp, upgradeToTeam } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('projects, keys and rules on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  beforeAll(async () => {
    database = await target.open();
    // The cloud edition, where the free plan's project cap applies.
    api = await createTestApp(database, { edition: 'cloud' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates up to 3 projects on the free plan, then refuses with the plan_limit code for projects', async () => {
    const owner = await signUp(api);
    for (const name of ['Project #2', 'Project #3']) {
      const created = await api.call('POST', '/v1/projects', {
        token: owner.token,
        body: { name },
      });
      expect(created.status).toBe(200);
      expect(await json<Project>(created)).toMatchObject({ name, dataRetentionDays: null });
    }
    const fourth = await api.call('POST', '/v1/projects', {
      token: owner.token,
      body: { name: 'Project #4' },
    });
    expect(fourth.status).toBe(403);
    expect(await json<ApiError>(fourth)).toMatchObject({
      error: 'Plan limit reached',
      code: 'plan_limit',
      feature: 'projects',
    });
    const projects = await json<Project[]>(api.call('GET', '/v1/projects', { token: owner.token }));
    expect(projects.map((project) => project.name)).toEqual([
      'Project #1',
      'Project #2',
      'Project #3',
    ]);
  });

  it('allows more projects once the org is on the team plan (after the confirmed payment)', async () => {
    const owner = await signUp(api);
    await upgradeToTeam(api, owner);
    for (let index = 2; index <= 5; index += 1) {
      expect(
        (
          await api.call('POST', '/v1/projects', {
            token: owner.token,
            body: { name: `P${index}` },
          })
        ).status,
      ).toBe(200);
    }
  });

  it('has no project cap on a self-hosted install, even for an org on the free plan', async () => {
    const selfHosted = await createTestApp(database, { edition: 'self-hosted' });
    const owner = await signUp(selfHosted);
    for (let index = 2; index <= 5; index += 1) {
      const created = await selfHosted.call('POST', '/v1/projects', {
        token: owner.token,
        body: { name: `Self-hosted ${index}` },
      });
      expect(created.status, await created.clone().text()).toBe(200);
    }
    const projects = await json<Project[]>(
      selfHosted.call('GET', '/v1/projects', { token: owner.token }),
    );
    expect(projects).toHaveLength(5);
  });

  it("bounds a project's retention by the plan history on cloud, not on self-hosted", async () => {
    const owner = await signUp(api);
    const retain = (days: number | null, app = api, who = owner) =>
      app.call('PATCH', `/v1/projects/${who.projectId}`, {
        token: who.token,
        body: { dataRetentionDays: days },
      });
    const tooLong = await retain(31);
    expect(tooLong.status).toBe(403);
    expect(await tooLong.json()).toMatchObject({
      code: 'plan_required',
      feature: 'history',
      message:
        'The Free plan keeps 30 days of history: choose 30 days or fewer, or upgrade to keep runs longer.',
    });
    expect(await json<Project>(await retain(30))).toMatchObject({ dataRetentionDays: 30 });
    // Nothing changed by the refused call, and "as long as the plan allows" is always accepted.
    expect(await json<Project>(await retain(null))).toMatchObject({ dataRetentionDays: null });
    await setPlan(api, owner.orgId, 'team');
    expect((await retain(731)).status).toBe(403);
    expect(await json<Project>(await retain(730))).toMatchObject({ dataRetentionDays: 730 });
    await setPlan(api, owner.orgId, 'enterprise');
    expect(await json<Project>(await retain(3650))).toMatchObject({ dataRetentionDays: 3650 });

    const selfHosted = await createTestApp(database);
    const selfHostedOwner = await signUp(selfHosted);
    const long = await retain(3650, selfHosted, selfHostedOwner);
    expect(await json<Project>(long)).toMatchObject({ dataRetentionDays: 3650 });
  });

  it('renames a project and changes its retention, auditing the rename', async () => {
    const owner = await signUp(api);
    const renamed = await api.call('PATCH', `/v1/projects/${owner.projectId}`, {
      token: owner.token,
      body: { name: 'Checkout bot', dataRetentionDays: 14 },
    });
    expect(await json<Project>(renamed)).toMatchObject({
      name: 'Checkout bot',
      dataRetentionDays: 14,
    });
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data[0]).toMatchObject({
      subject: 'project',
      action: 'rename',
      details: { from: 'Project #1', to: 'Checkout bot' },
    });
    const empty = await api.call('PATCH', `/v1/projects/${owner.projectId}`, {
      token: owner.token,
      body: {},
    });
    expect(empty.status).toBe(400);
  });

  it('keeps at least one project, and deletes the others with an audit entry', async () => {
    const owner = await signUp(api);
    const last = await api.call('DELETE', `/v1/projects/${owner.projectId}`, {
      token: owner.token,
    });
    expect(last.status).toBe(409);
    const second = await json<Project>(
      api.call('POST', '/v1/projects', { token: owner.token, body: { name: 'Temp' } }),
    );
    expect(
      (await api.call('DELETE', `/v1/projects/${second.id}`, { token: owner.token })).status,
    ).toBe(204);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'project:delete',
      'project:create',
    ]);
  });

  it('regenerates the private key: the old one stops working, the audit log says so', async () => {
    const owner = await signUp(api);
    const oldPrivate = (await projectKeys(api, owner)).private;
    expect(
      await json<Project[]>(api.call('GET', '/v1/projects', { token: oldPrivate })),
    ).toHaveLength(1);
    const regenerated = await json<{ type: string; key: string }>(
      api.call('POST', `/v1/projects/${owner.projectId}/api-keys/regenerate`, {
        token: owner.token,
      }),
    );
    expect(regenerated.type).toBe('private');
    expect(regenerated.key).not.toBe(oldPrivate);
    expect((await api.call('GET', '/v1/projects', { token: oldPrivate })).status).toBe(401);
    expect((await api.call('GET', '/v1/projects', { token: regenerated.key })).status).toBe(200);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data[0]).toMatchObject({
      subject: 'api_key',
      action: 'regenerate',
      projectId: owner.projectId,
    });
  });

  it('lets the public key only ingest: the project API refuses it, and it never reads the keys', async () => {
    const owner = await signUp(api);
    const keys = await projectKeys(api, owner);
    const publicKey = keys.public;
    for (const path of [
      `/v1/projects/${owner.projectId}/rules`,
      `/v1/projects/${owner.projectId}/api-keys`,
      '/v1/projects',
    ]) {
      const response = await api.call('GET', path, { token: publicKey });
      expect(response.status, path).toBe(403);
      const text = await response.text();
      expect(text).toContain('public key');
      expect(text).not.toContain(keys.private);
    }
  });

  it('lets the private key rename its project and manage its rules, but not org administration', async () => {
    const owner = await signUp(api);
    // PII masking is enterprise on the cloud edition.
    await setPlan(api, owner.orgId, 'enterprise');
    const other = await signUp(api);
    const privateKey = (await projectKeys(api, owner)).private;
    const renamed = await api.call('PATCH', `/v1/projects/${owner.projectId}`, {
      token: privateKey,
      body: { name: 'Renamed by key' },
    });
    expect(renamed.status).toBe(200);
    const rules = `/v1/projects/${owner.projectId}/rules`;
    const rule = await json<{ id: string }>(
      api.call('POST', rules, {
        token: privateKey,
        body: { type: 'masking', piiKinds: ['email'] },
      }),
    );
    expect(await json(api.call('GET', rules, { token: owner.token }))).toMatchObject([
      { id: rule.id, type: 'masking' },
    ]);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data.slice(0, 2)).toMatchObject([
      { subject: 'pii_masking', action: 'enable', actor: null },
      { subject: 'project', action: 'rename', details: { to: 'Renamed by key' } },
    ]);
    expect(
      (await api.call('DELETE', `${rules}?ruleId=${rule.id}`, { token: privateKey })).status,
    ).toBe(204);
    // Another project's ids answer as if they did not exist.
    for (const [method, path] of [
      ['GET', `/v1/projects/${other.projectId}/rules`],
      ['PATCH', `/v1/projects/${other.projectId}`],
    ] as const) {
      const response = await api.call(method, path, {
        token: privateKey,
        ...(method === 'PATCH' ? { body: { name: 'pwned' } } : {}),
      });
      expect(response.status, path).toBe(404);
    }
    // Org-level actions stay with people.
    for (const [method, path, body] of [
      ['POST', '/v1/projects', { name: 'By key' }],
      ['DELETE', `/v1/projects/${owner.projectId}`, undefined],
      ['POST', `/v1/projects/${owner.projectId}/api-keys/regenerate`, undefined],
      ['GET', '/v1/cost-mappings', undefined],
      [
        'POST',
        '/v1/cost-mappings',
        { modelPattern: 'x', inputPricePerMillion: 1, outputPricePerMillion: 1 },
      ],
      ['GET', '/v1/team/members', undefined],
      ['PATCH', `/v1/orgs/${owner.orgId}`, { name: 'By key' }],
    ] as const) {
      const response = await api.call(method, path, {
        token: privateKey,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const projects = await json<Project[]>(api.call('GET', '/v1/projects', { token: owner.token }));
    expect(projects.map((project) => project.name)).toEqual(['Renamed by key']);
  });

  it('adds and removes masking rules, auditing PII masking on and off', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'enterprise');
    const path = `/v1/projects/${owner.projectId}/rules`;
    const invalid = await api.call('POST', path, {
      token: owner.token,
      body: { type: 'masking', piiKinds: ['regex'] },
    });
    expect(invalid.status).toBe(400);
    expect((await json<ApiError>(invalid)).message).toContain('custom regex');
    const rule = await json<{ id: string }>(
      api.call('POST', path, {
        token: owner.token,
        body: { type: 'masking', piiKinds: ['email', 'regex'], customRegexes: ['ORD-\\d+'] },
      }),
    );
    expect(await json(api.call('GET', path, { token: owner.token }))).toMatchObject([
      { id: rule.id, type: 'masking', piiKinds: ['email', 'regex'], customRegexes: ['ORD-\\d+'] },
    ]);
    expect(
      (await api.call('DELETE', `${path}?ruleId=${rule.id}`, { token: owner.token })).status,
    ).toBe(204);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'pii_masking:disable',
      'pii_masking:enable',
    ]);
  });

  it('pages the audit log by 10, recorded on the free plan and read on Enterprise', async () => {
    const owner = await signUp(api);
    for (let index = 0; index < 12; index += 1) {
      await api.call('PATCH', `/v1/projects/${owner.projectId}`, {
        token: owner.token,
        body: { name: `Name ${index}` },
      });
    }
    const refused = await api.call('GET', '/v1/audit-logs', { token: owner.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'audit-trail' });
    // The entries made before the upgrade are all there after it.
    await setPlan(api, owner.orgId, 'enterprise');
    const first = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs?page=0&limit=10', { token: owner.token }),
    );
    const second = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs?page=1&limit=10', { token: owner.token }),
    );
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    expect(first.data[0]?.details).toMatchObject({ to: 'Name 11' });
  });

  it('renames the org and regenerates the org key, auditing both', async () => {
    const owner = await signUp(api);
    const renamed = await api.call('PATCH', `/v1/orgs/${owner.orgId}`, {
      token: owner.token,
      body: { name: 'Babbage & Co' },
    });
    expect(await json(renamed)).toMatchObject({ name: 'Babbage & Co' });
    const { apiKey } = await json<{ apiKey: string }>(
      api.call('POST', `/v1/orgs/${owner.orgId}/api-key/regenerate`, { token: owner.token }),
    );
    expect(apiKey).toMatch(/^ok-lo-/);
    expect((await api.call('GET', '/v1/projects', { token: apiKey })).status).toBe(200);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'org_api_key:regenerate',
      'org_name:update',
    ]);
    expect(
      await json(
        api.call('GET', `/v1/orgs/${owner.orgId}/billing/latest-invoice`, { token: owner.token }),
      ),
    ).toEqual({ hostedInvoiceUrl: null });
  });
});
