import type {
  ExperimentWithResults,
  ListReviewItemsResponse,
  Review,
  ReviewQueue,
} from '@lookout/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, setPlan, signUp } from '../testing/accounts.js';
import {
  insertDataset,
  readExperiment,
  startExperimentRunner,
  waitForExperiment,
} from '../testing/experiment-fixtures.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const licensed = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
const questions = ['Capital of France?', 'Capital of Spain?'];

describe.each(testDatabaseTargets())('human review of experiment outputs on $kind', (target) => {
  let setup: SignedUpApp;
  let fake: FakeProviderServer;
  let datasetId: string;

  const scoped = (path: string, projectId = setup.owner.projectId) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
  const call = (method: string, path: string, body?: unknown, token = setup.owner.token) =>
    setup.api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const items = (queueId: string, token = setup.owner.token) =>
    json<ListReviewItemsResponse>(
      call('GET', `/v1/review-queues/${queueId}/items`, undefined, token),
    );
  const grade = (queueId: string, itemId: string | undefined, body: unknown, token?: string) =>
    call('PUT', `/v1/review-queues/${queueId}/items/${itemId}/review`, body, token);

  /** A finished experiment of two ad hoc variants over the two questions. */
  async function finishedExperiment(name: string): Promise<ExperimentWithResults> {
    const created = await call('POST', '/v1/experiments', {
      name,
      datasetId,
      variants: [
        { label: 'terse', messages: [{ role: 'system', content: 'One word.' }], model: 'gpt-4o' },
        { label: 'chatty', messages: [{ role: 'system', content: 'Explain.' }], model: 'gpt-4o' },
      ],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return runToTheEnd((await json<{ id: string }>(created)).id);
  }

  async function runToTheEnd(id: string): Promise<ExperimentWithResults> {
    const runner = startExperimentRunner(setup.api.context);
    try {
      return await waitForExperiment(setup.api, setup.owner, id);
    } finally {
      await runner.stop();
    }
  }

  beforeAll(async () => {
    fake = await startFakeProviderServer();
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
    setup.api.context.licence = licensed;
    const saved = await setup.api.call('PUT', '/v1/orgs/provider-keys/openai', {
      token: setup.owner.token,
      body: { apiKey: fakeProviderKeys.ok, baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
    ({ id: datasetId } = await insertDataset(
      setup.database.db,
      setup.owner.projectId,
      'Capitals',
      questions.map((input, index) => ({ input, expectedOutput: ['Paris', 'Madrid'][index] })),
    ));
  });
  afterEach(() => {
    fake.tweak = null;
  });
  afterAll(async () => {
    await setup?.database.close();
    await fake?.stop();
  });

  it("queues the chosen variants' outputs item by item, and grades show apart from evaluators", async () => {
    const experiment = await finishedExperiment('Terse or chatty');
    expect(experiment).toMatchObject({ humanGrades: [], reviewQueueId: null });
    expect(experiment.humanSummaries).toEqual([
      { variantIndex: 0, graded: 0, avgScore: null, scored: 0, thumbsUpRate: null, thumbs: 0 },
      { variantIndex: 1, graded: 0, avgScore: null, scored: 0, thumbsUpRate: null, thumbs: 0 },
    ]);

    const created = await call('POST', '/v1/review-queues', {
      name: 'Chatty answers',
      source: 'experiment',
      experimentId: experiment.id,
      variantIndexes: [1],
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const queue = await json<ReviewQueue>(created);
    expect(queue).toMatchObject({
      source: 'experiment',
      experimentId: experiment.id,
      variantIndexes: [1],
      datasetId: null,
      filters: null,
      itemCount: 2,
    });
    const page = await items(queue.id);
    const chatty = (index: number) =>
      experiment.results.find(
        (result) => result.itemId === experiment.items[index]?.id && result.variantIndex === 1,
      );
    expect(page.data.map((item) => item.experimentOutput)).toEqual([
      {
        experimentId: experiment.id,
        itemId: experiment.items[0]?.id,
        variantIndex: 1,
        variantLabel: 'chatty',
        input: questions[0],
        expectedOutput: 'Paris',
        output: chatty(0)?.output,
        error: null,
      },
      expect.objectContaining({ variantIndex: 1, input: questions[1], expectedOutput: 'Madrid' }),
    ]);
    expect(chatty(0)?.output).toEqual(expect.any(String));

    const [first, second] = page.data;
    const mine = await json<Review>(
      grade(queue.id, first?.id, { score: 4, thumb: 'up', comment: 'Right city' }),
    );
    expect(mine).toMatchObject({ score: 4, thumb: 'up', outdated: false });
    expect((await grade(queue.id, second?.id, { score: 2, thumb: 'down' })).status).toBe(200);

    const after = await readExperiment(setup.api, setup.owner, experiment.id);
    expect(after.reviewQueueId).toBe(queue.id);
    expect(after.humanGrades).toEqual(
      expect.arrayContaining([
        {
          itemId: experiment.items[0]?.id,
          variantIndex: 1,
          reviews: [
            expect.objectContaining({
              score: 4,
              thumb: 'up',
              comment: 'Right city',
              outdated: false,
              reviewer: expect.objectContaining({ id: setup.owner.accountId }),
            }),
          ],
        },
      ]),
    );
    expect(after.humanGrades).toHaveLength(2);
    expect(after.humanSummaries).toEqual([
      { variantIndex: 0, graded: 0, avgScore: null, scored: 0, thumbsUpRate: null, thumbs: 0 },
      { variantIndex: 1, graded: 2, avgScore: 3, scored: 2, thumbsUpRate: 0.5, thumbs: 2 },
    ]);
    // The evaluators' totals are untouched by people's grades.
    expect(after.summaries).toEqual(experiment.summaries);
  });

  it('keeps grades of outputs a re-run leaves unchanged and marks the others as on an older output', async () => {
    const experiment = await finishedExperiment('Re-run me');
    const queue = await json<ReviewQueue>(
      call('POST', '/v1/review-queues', {
        name: 'Terse answers',
        source: 'experiment',
        experimentId: experiment.id,
        variantIndexes: [0],
      }),
    );
    const [france, spain] = (await items(queue.id)).data;
    expect((await grade(queue.id, france?.id, { score: 5 })).status).toBe(200);
    expect((await grade(queue.id, spain?.id, { score: 1 })).status).toBe(200);

    // The re-run answers the question about Spain differently, the one about France the same.
    fake.tweak = (request) =>
      JSON.stringify(request.body.messages).includes('Spain') ? { text: 'Madrid.' } : undefined;
    const rerun = await call('POST', `/v1/experiments/${experiment.id}/rerun`, {});
    expect(rerun.status).toBe(200);
    // Until the job writes them again there is no output to grade.
    const tooEarly = await grade(queue.id, france?.id, { score: 3 });
    expect(tooEarly.status).toBe(409);
    expect(((await tooEarly.json()) as { message: string }).message).toContain('not produced');
    const rerunDone = await runToTheEnd(experiment.id);

    const byItem = (index: number) =>
      rerunDone.humanGrades.find((grade) => grade.itemId === rerunDone.items[index]?.id);
    expect(byItem(0)?.reviews).toEqual([expect.objectContaining({ score: 5, outdated: false })]);
    expect(byItem(1)?.reviews).toEqual([expect.objectContaining({ score: 1, outdated: true })]);
    expect(rerunDone.humanSummaries[0]).toMatchObject({ graded: 1, avgScore: 5, scored: 1 });

    const reread = (await items(queue.id)).data;
    expect(reread[1]?.experimentOutput?.output).toBe('Madrid.');
    expect(reread[1]?.myReview).toMatchObject({ score: 1, outdated: true });
    // Grading the new output makes the grade current again.
    expect((await grade(queue.id, spain?.id, { score: 4 })).status).toBe(200);
    const regraded = await readExperiment(setup.api, setup.owner, experiment.id);
    expect(regraded.humanSummaries[0]).toMatchObject({ graded: 2, avgScore: 4.5, scored: 2 });
  });

  it('refuses unknown variants and experiments, naming what is wrong', async () => {
    const experiment = await finishedExperiment('Checks');
    const badVariant = await call('POST', '/v1/review-queues', {
      name: 'Nope',
      source: 'experiment',
      experimentId: experiment.id,
      variantIndexes: [0, 5],
    });
    expect(badVariant.status).toBe(400);
    expect(((await badVariant.json()) as { message: string }).message).toContain('variantIndexes');
    const negative = await call('POST', '/v1/review-queues', {
      name: 'Nope',
      source: 'experiment',
      experimentId: experiment.id,
      variantIndexes: [-1],
    });
    expect(negative.status).toBe(400);
    const unknown = await call('POST', '/v1/review-queues', {
      name: 'Nope',
      source: 'experiment',
      experimentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const mallory = await signUp(setup.api);
    const theirs = await setup.api.call('POST', scoped('/v1/review-queues', mallory.projectId), {
      token: mallory.token,
      body: { name: 'Theirs', source: 'experiment', experimentId: experiment.id },
    });
    expect(theirs.status).toBe(404);
    const queues = await json<ReviewQueue[]>(call('GET', '/v1/review-queues'));
    expect(queues.filter((queue) => queue.experimentId === experiment.id)).toEqual([]);
  });

  it('lets members grade; viewers read the queue but neither make one nor grade', async () => {
    const experiment = await finishedExperiment('Team grading');
    const member = await addTeammate(setup.api, setup.owner, 'member');
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    const body = { name: 'All outputs', source: 'experiment', experimentId: experiment.id };
    expect((await call('POST', '/v1/review-queues', body, viewer)).status).toBe(403);
    const made = await call('POST', '/v1/review-queues', body, member);
    expect(made.status).toBe(200);
    const queue = await json<ReviewQueue>(made);
    expect(queue.itemCount).toBe(4);
    const [first] = (await items(queue.id, viewer)).data;
    expect((await grade(queue.id, first?.id, { thumb: 'up' }, viewer)).status).toBe(403);
    expect((await grade(queue.id, first?.id, { thumb: 'up' }, member)).status).toBe(200);
    const read = await readExperiment(setup.api, setup.owner, experiment.id);
    expect(read.humanSummaries[0]).toMatchObject({ graded: 1, thumbsUpRate: 1 });
  });

  it('takes the queue away with its experiment', async () => {
    const experiment = await finishedExperiment('Short-lived');
    const queue = await json<ReviewQueue>(
      call('POST', '/v1/review-queues', {
        name: 'Gone soon',
        source: 'experiment',
        experimentId: experiment.id,
      }),
    );
    const [first] = (await items(queue.id)).data;
    expect((await grade(queue.id, first?.id, { score: 3 })).status).toBe(200);
    expect((await call('DELETE', `/v1/experiments/${experiment.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/review-queues/${queue.id}`)).status).toBe(404);
    expect((await call('GET', `/v1/review-queues/${queue.id}/items`)).status).toBe(404);
    expect((await grade(queue.id, first?.id, { score: 4 })).status).toBe(404);
  });

  it('keeps experiment reviews from the free plan on cloud', async () => {
    const cloud = await createTestApp(setup.database, { edition: 'cloud', betaOrgs: 'all' });
    const freeOwner = await signUp(cloud);
    const path = `/v1/review-queues?projectId=${freeOwner.projectId}`;
    const body = {
      name: 'Free',
      source: 'experiment',
      experimentId: '00000000-0000-4000-8000-000000000000',
    };
    const refused = await cloud.call('POST', path, { token: freeOwner.token, body });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'human-reviews' });
    await setPlan(cloud, freeOwner.orgId, 'team');
    // On the team plan the request goes through (to a 404: no such experiment in their project).
    expect((await cloud.call('POST', path, { token: freeOwner.token, body })).status).toBe(404);
  });
});
