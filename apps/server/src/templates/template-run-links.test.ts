import { randomUUID } from 'node:crypto';
import type {
  ListFilterTemplatesResponse,
  PagedResponse,
  Run,
  TemplateWithVersions,
  TopChartAnswer,
} from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { ProjectKeys, SignedUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const extra = { model: 'gpt-4o' };

describe.each(testDatabaseTargets())('runs linked to template versions on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: ProjectKeys;
  let template: TemplateWithVersions;
  let lunaryRun: string;
  let langfuseRun: string;
  const get = <T>(path: string) =>
    json<T>(
      api.call('GET', `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`, {
        token: owner.token,
      }),
    );
  const runsMatching = async (filters: string) =>
    (await get<PagedResponse<Run>>(`/v1/runs?type=llm&filters=${encodeURIComponent(filters)}`)).data
      .map((run) => run.id)
      .sort();

  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
    template = await json<TemplateWithVersions>(
      api.call('POST', `/v1/templates?projectId=${owner.projectId}`, {
        token: owner.token,
        body: { slug: 'welcome', content: [{ role: 'user', content: 'Hi {{name}}' }], extra },
      }),
    );
    await json(
      api.call('POST', `/v1/templates/${template.id}/versions?projectId=${owner.projectId}`, {
        token: owner.token,
        body: { content: [{ role: 'user', content: 'Hello {{name}}' }], extra },
      }),
    );
    template = await get<TemplateWithVersions>(`/v1/templates/${template.id}`);

    lunaryRun = randomUUID();
    const now = Date.now();
    const lunary = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId: lunaryRun,
            timestamp: now,
            name: 'gpt-4o',
            input: [{ role: 'user', content: 'Hello Ada' }],
            templateId: template.versions[0]?.id,
          },
          { event: 'end', type: 'llm', runId: lunaryRun, timestamp: now + 5, output: 'Hi!' },
        ],
      },
    });
    expect(lunary.status).toBe(200);

    langfuseRun = randomUUID();
    const traceId = randomUUID();
    const basic = Buffer.from(`${keys.public}:${keys.private}`).toString('base64');
    const langfuse = await api.call('POST', '/api/public/ingestion', {
      headers: { authorization: `Basic ${basic}` },
      body: {
        batch: [
          {
            id: randomUUID(),
            type: 'trace-create',
            timestamp: new Date().toISOString(),
            body: { id: traceId, name: 'critic' },
          },
          {
            id: randomUUID(),
            type: 'generation-create',
            timestamp: new Date().toISOString(),
            body: {
              id: langfuseRun,
              traceId,
              name: 'critic-call',
              model: 'gpt-4o',
              input: [{ role: 'user', content: 'Hi Ada' }],
              output: 'Hello',
              startTime: new Date().toISOString(),
              endTime: new Date().toISOString(),
              promptName: 'welcome',
              promptVersion: 1,
            },
          },
        ],
      },
    });
    expect(langfuse.status).toBe(207);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('links a Lunary templateId and a Langfuse promptName/promptVersion to their versions', async () => {
    const [v2, v1] = template.versions;
    const lunary = await get<Run>(`/v1/runs/${lunaryRun}`);
    expect(lunary.templateVersionId).toBe(v2?.id);
    const langfuse = await get<Run>(`/v1/runs/${langfuseRun}`);
    expect(langfuse.templateVersionId).toBe(v1?.id);
  });

  it('lists the templates with their versions, and finds their runs by either id', async () => {
    const [v2, v1] = template.versions;
    expect(await get<ListFilterTemplatesResponse>('/v1/filters/templates')).toEqual([
      {
        id: template.id,
        slug: 'welcome',
        versions: [
          { id: v2?.id, version: 2 },
          { id: v1?.id, version: 1 },
        ],
      },
    ]);
    expect(await runsMatching(`templates=${template.id}`)).toEqual([lunaryRun, langfuseRun].sort());
    expect(await runsMatching(`templates=${v1?.id}`)).toEqual([langfuseRun]);
    expect(await runsMatching(`templates=${randomUUID()}`)).toEqual([]);
  });

  it('names the template and version of one run, not in lists nor shared views', async () => {
    const lunary = await get<Run>(`/v1/runs/${lunaryRun}`);
    expect(lunary.template).toEqual({ id: template.id, slug: 'welcome', version: 2 });
    const langfuse = await get<Run>(`/v1/runs/${langfuseRun}`);
    expect(langfuse.template).toEqual({ id: template.id, slug: 'welcome', version: 1 });
    const list = await get<PagedResponse<Run>>('/v1/runs?type=llm');
    expect(list.data.map((run) => run.template)).toEqual([undefined, undefined]);

    const shared = await api.call(
      'PATCH',
      `/v1/runs/${lunaryRun}/visibility?projectId=${owner.projectId}`,
      { token: owner.token, body: { visibility: 'public' } },
    );
    expect(shared.status).toBe(200);
    // A shared run shows its input, output and timing only: nothing of the template behind it.
    const publicView = await json<Run>(api.call('GET', `/v1/runs/${lunaryRun}`));
    expect(publicView.id).toBe(lunaryRun);
    expect(publicView).not.toHaveProperty('templateVersionId');
    expect(publicView).not.toHaveProperty('template');
  });

  it('names each version in the Top templates chart', async () => {
    const [v2, v1] = template.versions;
    const day = 24 * 60 * 60 * 1000;
    const range = new URLSearchParams({
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + day).toISOString(),
    });
    const chart = await get<TopChartAnswer>(`/v1/analytics/templates?${range}`);
    expect(chart.data.map((row) => [row.name, row.template, row.value]).sort()).toEqual(
      [
        [v1?.id, 'welcome v1', 1],
        [v2?.id, 'welcome v2', 1],
      ].sort(),
    );
  });

  // Last: deletes the template the other tests read.
  it('says nothing of a deleted template but keeps the version id', async () => {
    const deleted = await api.call(
      'DELETE',
      `/v1/templates/${template.id}?projectId=${owner.projectId}`,
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
    const run = await get<Run>(`/v1/runs/${lunaryRun}`);
    expect(run.templateVersionId).toBe(template.versions[0]?.id);
    expect(run.template).toBeNull();
  });
});
