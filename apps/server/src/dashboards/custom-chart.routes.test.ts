import type { AuditLogEntry, CustomChart, Dashboard, PagedResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const costByModel = {
  name: 'Cost by model',
  type: 'Bar',
  metric: 'cost',
  aggregation: 'sum',
  splitBy: 'model',
  filters: 'status=success',
};

describe.each(testDatabaseTargets())('custom charts on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const scoped = (path: string, projectId = owner.projectId) => `${path}?projectId=${projectId}`;
  const path = '/v1/dashboards/charts/custom';
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('saves a chart, places it on a dashboard, changes it, and deletes it from every dashboard', async () => {
    const chart = await json<CustomChart>(
      api.call('POST', scoped(path), { token: owner.token, body: costByModel }),
    );
    expect(chart).toMatchObject({ ...costByModel, metricKey: null, splitKey: null });
    const dashboard = await json<Dashboard>(
      api.call('POST', scoped('/v1/dashboards'), {
        token: owner.token,
        body: {
          name: 'Spend',
          charts: [
            { chartId: 'costs', x: 0, y: 0, w: 6, h: 4 },
            { chartId: chart.id, x: 6, y: 0, w: 6, h: 4 },
            { chartId: 'errors', x: 0, y: 4, w: 12, h: 3 },
          ],
        },
      }),
    );
    expect(dashboard.charts.map((placement) => placement.chartId)).toEqual([
      'costs',
      chart.id,
      'errors',
    ]);
    const changed = await json<CustomChart>(
      api.call('PATCH', scoped(path), {
        token: owner.token,
        body: { id: chart.id, type: 'Top', metric: 'latency', aggregation: 'p95' },
      }),
    );
    expect(changed).toMatchObject({
      type: 'Top',
      metric: 'latency',
      aggregation: 'p95',
      splitBy: 'model',
    });
    expect(
      (await json<CustomChart[]>(api.call('GET', scoped(path), { token: owner.token }))).map(
        (item) => item.id,
      ),
    ).toEqual([chart.id]);

    const deleted = await api.call('POST', scoped(`${path}/delete`), {
      token: owner.token,
      body: { id: chart.id },
    });
    expect(deleted.status).toBe(204);
    const after = await json<Dashboard>(
      api.call('GET', scoped(`/v1/dashboards/${dashboard.id}`), { token: owner.token }),
    );
    expect(after.charts.map((placement) => placement.chartId)).toEqual(['costs', 'errors']);
    expect(
      await json<CustomChart[]>(api.call('GET', scoped(path), { token: owner.token })),
    ).toEqual([]);
    const again = await api.call('POST', scoped(`${path}/delete`), {
      token: owner.token,
      body: { id: chart.id },
    });
    expect(again.status).toBe(404);

    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data.slice(0, 4).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'custom_chart:delete',
      'custom_chart:update',
      'dashboard:create',
      'custom_chart:create',
    ]);
  });

  it('names each builder choice that does not fit, on create and on change', async () => {
    const refused = await api.call('POST', scoped(path), {
      token: owner.token,
      body: { ...costByModel, metric: 'runs', filters: 'nope=1' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'aggregation: runs allows count, not sum',
    );
    const badFilters = await api.call('POST', scoped(path), {
      token: owner.token,
      body: { ...costByModel, filters: 'nope=1' },
    });
    expect(badFilters.status).toBe(400);
    expect(((await badFilters.json()) as { message: string }).message).toMatch(/^filters: .*nope/);

    const chart = await json<CustomChart>(
      api.call('POST', scoped(path), { token: owner.token, body: costByModel }),
    );
    const change = await api.call('PATCH', scoped(path), {
      token: owner.token,
      body: { id: chart.id, type: 'Number' },
    });
    expect(change.status).toBe(400);
    expect(((await change.json()) as { message: string }).message).toBe(
      'splitBy: a single number has no split',
    );
  });

  it("answers another project's chart as not found", async () => {
    const chart = await json<CustomChart>(
      api.call('POST', scoped(path), { token: owner.token, body: costByModel }),
    );
    const mallory = await signUp(api);
    for (const [method, suffix, body] of [
      ['PATCH', '', { id: chart.id, name: 'pwned' }],
      ['POST', '/delete', { id: chart.id }],
    ] as const) {
      const response = await api.call(method, scoped(`${path}${suffix}`, mallory.projectId), {
        token: mallory.token,
        body,
      });
      expect(response.status, method).toBe(404);
    }
    const placed = await api.call('POST', scoped('/v1/dashboards', mallory.projectId), {
      token: mallory.token,
      body: { charts: [{ chartId: chart.id, x: 0, y: 0, w: 4, h: 4 }] },
    });
    expect(placed.status).toBe(400);
    expect(((await placed.json()) as { message: string }).message).toContain(
      `no chart "${chart.id}" in this project`,
    );
  });
});
