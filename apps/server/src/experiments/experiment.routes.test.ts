import type { Experiment, ExperimentListEntry, ExperimentWithResults } from '@lookout/domain';
import { serializeFilterBar } from '@lookout/filters';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, signUp, upgradeToTeam } from '../testing/accounts.js';
import {
  insertChecklist,
  insertDataset,
  insertEvaluator,
  startExperimentRunner,
  waitForExperiment,
} from '../testing/experiment-fixtures.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const licensed = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
const questions = ['What is the capital of France?', 'What is the capital of Spain?'];

describe.each(testDatabaseTargets())('experiment routes on $kind', (target) => {
  let setup: SignedUpApp;
  let fake: FakeProviderServer;
  let datasetId: string;
  let emptyDatasetId: string;
  let templateVersionId: string;
  let mentionsFrance: string;
  let namesCapital: string;
  let checklistId: string;

  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const variants = () => [
    {
      label: 'ad hoc',
      messages: [{ role: 'system', content: 'Answer in one word.' }],
      model: 'gpt-4o-mini',
    },
    { templateVersionId },
  ];

  beforeAll(async () => {
    fake = await startFakeProviderServer();
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
    setup.api.context.licence = licensed;
    const { db } = setup.database;
    const { projectId } = setup.owner;
    const saved = await setup.api.call('PUT', '/v1/orgs/provider-keys/openai', {
      token: setup.owner.token,
      body: { apiKey: fakeProviderKeys.ok, baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
    const template = await setup.api.call('POST', scoped('/v1/templates'), {
      token: setup.owner.token,
      body: {
        slug: 'quiz',
        content: [{ role: 'user', content: 'Question: {{input}}' }],
        extra: { model: 'gpt-4o', temperature: 0.3 },
      },
    });
    expect(template.status).toBe(200);
    templateVersionId =
      (await json<{ versions: { id: string }[] }>(template)).versions[0]?.id ?? '';
    ({ id: datasetId } = await insertDataset(
      db,
      projectId,
      'Capitals',
      questions.map((input) => ({ input, expectedOutput: 'Paris' })),
    ));
    ({ id: emptyDatasetId } = await insertDataset(db, projectId, 'Empty', []));
    mentionsFrance = await insertEvaluator(db, projectId, {
      name: 'Mentions France',
      type: 'string',
      params: ['output', 'contains', 'insensitive', 'france'],
    });
    namesCapital = await insertEvaluator(db, projectId, {
      name: 'Names the capital',
      type: 'assertion',
      params: ['The answer names the capital city'],
    });
    checklistId = await insertChecklist(
      db,
      projectId,
      'echoes',
      serializeFilterBar({
        operator: 'AND',
        filters: [{ id: 'string', params: ['output', 'starts', 'sensitive', 'You asked'] }],
      }),
    );
  });
  afterEach(() => {
    fake.tweak = null;
  });
  afterAll(async () => {
    await setup?.database.close();
    await fake?.stop();
  });

  it('runs every variant over every item, grades each output and sums each variant', async () => {
    // The judge (asked for JSON) accepts the answers about France only.
    fake.tweak = (request) => {
      if ((request.body.response_format as { type?: string } | undefined)?.type !== 'json_object')
        return undefined;
      const france = JSON.stringify(request.body.messages).includes('France');
      return { text: JSON.stringify({ passed: france, reason: france ? 'Paris.' : 'No.' }) };
    };
    const created = await call('POST', '/v1/experiments', {
      name: 'Prompt v1 against ad hoc',
      datasetId,
      variants: variants(),
      evaluatorIds: [mentionsFrance, namesCapital],
      checklistId,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const queued = await json<Experiment>(created);
    expect(queued).toMatchObject({
      name: 'Prompt v1 against ad hoc',
      datasetId,
      datasetName: 'Capitals',
      status: 'queued',
      itemCount: 2,
      done: 0,
      total: 4,
      evaluatorIds: [mentionsFrance, namesCapital],
      checklistId,
    });
    expect(queued.jobId).toEqual(expect.any(String));
    const listed = await json<ExperimentListEntry[]>(call('GET', '/v1/experiments'));
    expect(listed.find((experiment) => experiment.id === queued.id)?.summaries).toEqual(
      [0, 1].map((variantIndex) =>
        expect.objectContaining({ variantIndex, done: 0, errors: 0, passRate: null, cost: 0 }),
      ),
    );

    const runner = startExperimentRunner(setup.api.context);
    let finished: ExperimentWithResults;
    try {
      finished = await waitForExperiment(setup.api, setup.owner, queued.id);
    } finally {
      await runner.stop();
    }
    expect(finished).toMatchObject({ status: 'finished', done: 4, total: 4, lastError: null });
    expect(finished.finishedAt).toEqual(expect.any(String));
    expect(finished.items.map((item) => item.input)).toEqual(questions);

    const output = (item: number, variant: number) =>
      finished.results.find(
        (result) => result.itemId === finished.items[item]?.id && result.variantIndex === variant,
      );
    // The ad hoc variant sends the item's input after its own messages; the template fills {{input}}.
    expect(output(0, 0)?.output).toBe(`You asked: ${questions[0]}`);
    expect(output(0, 1)?.output).toBe(`You asked: Question: ${questions[0]}`);
    expect(output(0, 0)).toMatchObject({ error: null, passed: true });
    expect(output(1, 0)).toMatchObject({ error: null, passed: false });
    expect(output(1, 0)?.checks).toEqual([
      expect.objectContaining({
        evaluatorId: mentionsFrance,
        check: 'string',
        name: 'Mentions France',
        passed: false,
        error: null,
      }),
      expect.objectContaining({
        evaluatorId: namesCapital,
        check: 'assertion',
        name: 'Names the capital',
        passed: false,
        reason: 'No.',
        error: null,
      }),
      expect.objectContaining({ evaluatorId: null, check: 'string', passed: true, error: null }),
    ]);
    expect(output(0, 1)?.checks.map((check) => check.passed)).toEqual([true, true, true]);
    // One judge call per output graded.
    const judged = fake.requests.filter(
      (request) => (request.body.response_format as { type?: string } | undefined)?.type,
    );
    expect(judged).toHaveLength(4);
    const sent = fake.requests.map((request) => request.body);
    expect(sent).toContainEqual(expect.objectContaining({ model: 'gpt-4o', temperature: 0.3 }));
    expect(sent).toContainEqual(expect.objectContaining({ model: 'gpt-4o-mini' }));

    expect(finished.summaries).toHaveLength(2);
    for (const summary of finished.summaries) {
      const results = finished.results.filter(
        (result) => result.variantIndex === summary.variantIndex,
      );
      expect(summary).toMatchObject({ done: 2, errors: 0, passRate: 0.5 });
      expect(summary.promptTokens).toBe(
        results.reduce((sum, result) => sum + (result.promptTokens ?? 0), 0),
      );
      expect(summary.completionTokens).toBeGreaterThan(0);
      expect(summary.cost).toBeCloseTo(
        results.reduce((sum, result) => sum + (result.cost ?? 0), 0),
        12,
      );
      expect(summary.cost).toBeGreaterThan(0);
      const [low = 0, high = 0] = results
        .map((result) => result.durationMs ?? 0)
        .sort((a, b) => a - b);
      expect(summary.avgDurationMs).toBeCloseTo((low + high) / 2, 6);
      // Two durations: the 95th percentile lies 95 % of the way from the first to the second.
      expect(summary.p95DurationMs).toBeCloseTo(low + 0.95 * (high - low), 6);
    }
    // The list sends the same totals as the experiment itself.
    const relisted = await json<ExperimentListEntry[]>(call('GET', '/v1/experiments'));
    expect(relisted.find((experiment) => experiment.id === queued.id)?.summaries).toEqual(
      finished.summaries,
    );
  });

  it('refuses what it cannot run, naming what is wrong', async () => {
    const body = (overrides: object) => ({
      name: 'Bad',
      datasetId,
      variants: variants(),
      ...overrides,
    });
    const refusal = async (overrides: object, status: number, message: RegExp) => {
      const response = await call('POST', '/v1/experiments', body(overrides));
      expect(response.status, await response.clone().text()).toBe(status);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    };
    await refusal({ datasetId: '00000000-0000-4000-8000-000000000000' }, 404, /dataset/i);
    await refusal({ datasetId: emptyDatasetId }, 400, /The dataset has no items/);
    await refusal({ variants: [] }, 400, /Add at least one variant/);
    await refusal(
      { variants: [{ templateVersionId: '00000000-0000-4000-8000-000000000000' }] },
      404,
      /variants\.0\.templateVersionId/,
    );
    await refusal({ variants: [{ model: 'no-such-model' }] }, 400, /variants\.0\.model: Unknown/);
    await refusal(
      { variants: [{ model: 'claude-haiku-4-5' }] },
      400,
      /variants\.0\.model: Add an API key for Anthropic in Settings → Providers/,
    );
    await refusal(
      { variants: [{ model: 'gpt-4o', params: { temperature: 5 } }] },
      400,
      /variants\.0\.params\.temperature: temperature must be between 0 and 2/,
    );
    await refusal(
      { evaluatorIds: ['00000000-0000-4000-8000-000000000000'] },
      404,
      /evaluatorIds: no evaluator/,
    );
    await refusal(
      { checklistId: '00000000-0000-4000-8000-000000000000' },
      404,
      /checklistId: no checklist/,
    );
    const missing = await call('GET', '/v1/experiments/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const list = await json<Experiment[]>(call('GET', '/v1/experiments'));
    expect(list.map((experiment) => experiment.name)).not.toContain('Bad');
  });

  it('answers 409 to a re-run while queued and to a cancel once finished, and deletes', async () => {
    const created = await json<Experiment>(
      call('POST', '/v1/experiments', { name: 'Conflicts', datasetId, variants: variants() }),
    );
    const early = await call('POST', `/v1/experiments/${created.id}/rerun`, {});
    expect(early.status).toBe(409);
    const runner = startExperimentRunner(setup.api.context);
    try {
      await waitForExperiment(setup.api, setup.owner, created.id);
    } finally {
      await runner.stop();
    }
    // Each experiment of the list has its own totals: this one has no graders, so no pass rate.
    const listed = await json<ExperimentListEntry[]>(call('GET', '/v1/experiments'));
    expect(listed.length).toBeGreaterThan(1);
    const totals = (id: string) => listed.find((experiment) => experiment.id === id)?.summaries;
    expect(totals(created.id)).toEqual(
      [0, 1].map((variantIndex) =>
        expect.objectContaining({ variantIndex, done: 2, errors: 0, passRate: null }),
      ),
    );
    for (const experiment of listed) {
      expect(experiment.summaries).toHaveLength(experiment.variants.length);
    }
    expect(listed.some((experiment) => experiment.summaries?.[0]?.passRate === 0.5)).toBe(true);
    const late = await call('POST', `/v1/experiments/${created.id}/cancel`);
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toMatch(/is finished/);
    const deleted = await call('DELETE', `/v1/experiments/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/v1/experiments/${created.id}`)).status).toBe(404);
    const rows = await setup.database.db
      .selectFrom('experiment_result')
      .select('item_id')
      .where('experiment_id', '=', created.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers another org's experiments with 404", async () => {
    const mine = await json<Experiment[]>(call('GET', '/v1/experiments'));
    const id = mine[0]?.id ?? '';
    const stranger = await signUp(setup.api);
    const theirs = await setup.api.call(
      'GET',
      `/v1/experiments/${id}?projectId=${stranger.projectId}`,
      { token: stranger.token },
    );
    expect(theirs.status).toBe(404);
    const intruding = await setup.api.call('POST', scoped(`/v1/experiments/${id}/rerun`), {
      token: stranger.token,
      body: {},
    });
    expect(intruding.status).toBe(404);
    const strangers = await setup.api.call(
      'GET',
      `/v1/experiments?projectId=${stranger.projectId}`,
      { token: stranger.token },
    );
    expect(await strangers.json()).toEqual([]);
  });

  it('lets a viewer read experiments and nothing more', async () => {
    await upgradeToTeam(setup.api, setup.owner);
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    const mine = await json<Experiment[]>(call('GET', '/v1/experiments'));
    const id = mine[0]?.id;
    expect((await call('GET', '/v1/experiments', undefined, viewer)).status).toBe(200);
    expect((await call('GET', `/v1/experiments/${id}`, undefined, viewer)).status).toBe(200);
    const attempts = [
      call('POST', '/v1/experiments', { name: 'No', datasetId, variants: variants() }, viewer),
      call('POST', `/v1/experiments/${id}/rerun`, {}, viewer),
      call('POST', `/v1/experiments/${id}/cancel`, undefined, viewer),
      call('DELETE', `/v1/experiments/${id}`, undefined, viewer),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
  });

  it('needs a licence with evaluations on a self-hosted install, and the beta flag', async () => {
    const gated = async (api: TestApp, code: string) => {
      const response = await api.call('GET', scoped('/v1/experiments'), {
        token: setup.owner.token,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code });
    };
    const unlicensed = await createTestApp(setup.database, { betaOrgs: 'all' });
    await gated(unlicensed, 'licence_required');
    const notBeta = await createTestApp(setup.database, { betaOrgs: [] });
    notBeta.context.licence = licensed;
    await gated(notBeta, 'beta_required');
    const cloud = await createTestApp(setup.database, { betaOrgs: 'all', edition: 'cloud' });
    const onCloud = await cloud.call('GET', scoped('/v1/experiments'), {
      token: setup.owner.token,
    });
    expect(onCloud.status).toBe(200);
  });
});
