import type { AuditLogEntry, Dashboard, PagedResponse } from '@lookout/domain';
import { homeDashboardLayout } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const place = (chartId: string, x = 0) => ({ chartId, x, y: 0, w: 4, h: 4 });

describe.each(testDatabaseTargets())('dashboards on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string, projectId = owner.projectId) => `${path}?projectId=${projectId}`;
  const listDashboards = () =>
    json<Dashboard[]>(api.call('GET', scoped('/v1/dashboards'), { token: owner.token }));
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    await setPlan(api, owner.orgId, 'team');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives a new project a home dashboard with the default charts, named in the project', async () => {
    const [home, ...others] = await listDashboards();
    expect(others).toEqual([]);
    expect(home).toMatchObject({ name: 'Home', isHome: true, filters: '', granularity: 'daily' });
    expect(home?.charts).toEqual(homeDashboardLayout);
    const projects = await json<{ id: string; homeDashboardId: string }[]>(
      api.call('GET', '/v1/projects', { token: owner.token }),
    );
    expect(projects.find((project) => project.id === owner.projectId)?.homeDashboardId).toBe(
      home?.id,
    );
  });

  it('creates, renames, lays out, moves the home flag and deletes, auditing each change', async () => {
    const created = await json<Dashboard>(
      api.call('POST', scoped('/v1/dashboards'), { token: owner.token, body: {} }),
    );
    expect(created).toMatchObject({ name: 'New Dashboard', isHome: false });
    expect(created.charts).toEqual(homeDashboardLayout);
    const layout = [place('errors'), place('models', 4)];
    const updated = await json<Dashboard>(
      api.call('PATCH', scoped(`/v1/dashboards/${created.id}`), {
        token: owner.token,
        body: { name: 'Quality', charts: layout, filters: 'models=gpt-4o', granularity: 'weekly' },
      }),
    );
    expect(updated).toMatchObject({
      name: 'Quality',
      charts: layout,
      filters: 'models=gpt-4o',
      granularity: 'weekly',
    });
    const reread = await json<Dashboard>(
      api.call('GET', scoped(`/v1/dashboards/${created.id}`), { token: owner.token }),
    );
    expect(reread.charts).toEqual(layout);

    const [oldHome] = await listDashboards();
    const madeHome = await json<Dashboard>(
      api.call('PATCH', scoped(`/v1/dashboards/${created.id}`), {
        token: owner.token,
        body: { isHome: true },
      }),
    );
    expect(madeHome.isHome).toBe(true);
    expect((await listDashboards()).map((item) => [item.id, item.isHome])).toEqual([
      [created.id, true],
      [oldHome?.id, false],
    ]);

    const refused = await api.call('DELETE', scoped(`/v1/dashboards/${created.id}`), {
      token: owner.token,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Home dashboard',
      message: 'The home dashboard cannot be deleted; make another dashboard the home one first.',
    });
    const deleted = await api.call('DELETE', scoped(`/v1/dashboards/${oldHome?.id}`), {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await api.call('GET', scoped(`/v1/dashboards/${oldHome?.id}`), { token: owner.token }))
        .status,
    ).toBe(404);

    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data.slice(0, 4).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'dashboard:delete',
      'dashboard:update',
      'dashboard:update',
      'dashboard:create',
    ]);
  });

  it('names what is wrong with a layout, filters or granularity, and changes nothing', async () => {
    const [home] = await listDashboards();
    const cases: [unknown, RegExp][] = [
      [{ charts: [place('no-such-chart')] }, /charts: no chart "no-such-chart" in this project/],
      [{ charts: [{ chartId: 'costs', x: 10, y: 0, w: 4, h: 2 }] }, /12 columns/],
      [{ filters: 'status=sometimes' }, /^filters: /],
      [{ granularity: 'monthly' }, /granularity must be hourly, daily or weekly/],
      [{ isHome: false }, /isHome can only be set to true/],
      [{}, /Nothing to update/],
    ];
    for (const [body, message] of cases) {
      const response = await api.call('PATCH', scoped(`/v1/dashboards/${home?.id}`), {
        token: owner.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const after = await json<Dashboard>(
      api.call('GET', scoped(`/v1/dashboards/${home?.id}`), { token: owner.token }),
    );
    expect(after).toEqual(home);
  });

  it('lets members, viewers and analytics viewers read dashboards but not change them', async () => {
    const [home] = await listDashboards();
    for (const role of ['member', 'viewer', 'analytics']) {
      const token = await addTeammate(api, owner, role);
      expect((await api.call('GET', scoped('/v1/dashboards'), { token })).status, role).toBe(200);
      expect(
        (await api.call('GET', scoped(`/v1/dashboards/${home?.id}`), { token })).status,
        role,
      ).toBe(200);
      expect(
        (await api.call('POST', scoped('/v1/dashboards'), { token, body: {} })).status,
        role,
      ).toBe(403);
      expect(
        (
          await api.call('PATCH', scoped(`/v1/dashboards/${home?.id}`), {
            token,
            body: { name: 'Mine' },
          })
        ).status,
        role,
      ).toBe(403);
    }
  });

  it("answers another org's dashboard as not found and leaves it alone", async () => {
    const [home] = await listDashboards();
    const mallory = await signUp(api);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'pwned' }],
      ['DELETE', undefined],
    ] as const) {
      const viaOwnProject = await api.call(
        method,
        scoped(`/v1/dashboards/${home?.id}`, mallory.projectId),
        { token: mallory.token, ...(body ? { body } : {}) },
      );
      expect(viaOwnProject.status, method).toBe(404);
      const viaTheirProject = await api.call(method, scoped(`/v1/dashboards/${home?.id}`), {
        token: mallory.token,
        ...(body ? { body } : {}),
      });
      expect(viaTheirProject.status, method).toBe(404);
    }
    const after = await json<Dashboard>(
      api.call('GET', scoped(`/v1/dashboards/${home?.id}`), { token: owner.token }),
    );
    expect(after.name).toBe(home?.name);
  });
  it('keeps custom dashboards from the free plan on cloud, not the home dashboard, and not on self-hosted', async () => {
    const cloud = await createTestApp(database, { edition: 'cloud' });
    const freeOwner = await signUp(cloud);
    const path = `/v1/dashboards?projectId=${freeOwner.projectId}`;
    const refused = await cloud.call('POST', path, { token: freeOwner.token, body: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'plan_required',
      feature: 'dashboards',
      message: 'Custom dashboards: not included in the Free plan. Upgrade to Team or Enterprise.',
    });
    const [home] = await json<Dashboard[]>(cloud.call('GET', path, { token: freeOwner.token }));
    expect(home?.isHome).toBe(true);
    const relaid = await cloud.call(
      'PATCH',
      `/v1/dashboards/${home?.id}?projectId=${freeOwner.projectId}`,
      { token: freeOwner.token, body: { charts: [place('errors')] } },
    );
    expect(relaid.status).toBe(200);

    await setPlan(cloud, freeOwner.orgId, 'team');
    expect((await cloud.call('POST', path, { token: freeOwner.token, body: {} })).status).toBe(200);

    const selfHostedFree = await signUp(api);
    const created = await api.call('POST', scoped('/v1/dashboards', selfHostedFree.projectId), {
      token: selfHostedFree.token,
      body: {},
    });
    expect(created.status).toBe(200);
  });
});
