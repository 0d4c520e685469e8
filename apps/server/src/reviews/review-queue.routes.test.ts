import type { ListReviewItemsResponse, Review, ReviewQueue, RunReview } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { toRunUuid } from '../runs/run-id.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const base = Date.parse('2026-11-01T10:00:00Z');
const evalLicence = { expiresAt: '2099-01-01T00:00:00Z', evalEnabled: true };

function llm(runId: string, offsetMs: number, model: string, input: string, output: string) {
  return [
    { event: 'start', type: 'llm', runId, timestamp: base + offsetMs, name: model, input },
    { event: 'end', type: 'llm', runId, timestamp: base + offsetMs + 100, output },
  ];
}

describe.each(testDatabaseTargets())('human review on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  const scoped = (path: string, projectId = owner.projectId) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
  const call = (method: string, path: string, body?: unknown, token = owner.token) =>
    api.call(method, scoped(path), { token, ...(body !== undefined ? { body } : {}) });
  const createQueue = (body: unknown) => json<ReviewQueue>(call('POST', '/v1/review-queues', body));
  const items = (queueId: string, query = '', token = owner.token) =>
    json<ListReviewItemsResponse>(
      call('GET', `/v1/review-queues/${queueId}/items${query}`, undefined, token),
    );

  beforeAll(async () => {
    let keys: { public: string };
    ({ database, api, owner, keys } = await openSignedUpApp(target));
    publicKey = keys.public;
    api.context.licence = evalLicence;
    const ingest = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          ...llm('first', 0, 'gpt-4o', 'What is 2+2?', '4'),
          ...llm('second', 1000, 'claude-3-5-sonnet', 'Capital of France?', 'Paris'),
          ...llm('third', 2000, 'gpt-4o', 'Say hi', 'Hi!'),
        ],
      },
    });
    expect(ingest.status).toBe(200);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('snapshots the runs of a logs selection, newest first, and pages them by cursor', async () => {
    const queue = await createQueue({
      name: 'GPT-4o answers',
      source: 'filter',
      filters: { type: 'llm', filters: 'models=gpt-4o' },
    });
    expect(queue).toMatchObject({
      name: 'GPT-4o answers',
      source: 'filter',
      filters: { type: 'llm', filters: 'models=gpt-4o' },
      datasetId: null,
      itemCount: 2,
      reviewedCount: 0,
      reviewedByMeCount: 0,
      createdBy: { id: owner.accountId, name: 'Ada Lovelace' },
    });
    const firstPage = await items(queue.id, '?limit=1');
    expect(firstPage.data.map((item) => [item.position, item.runId])).toEqual([
      [1, toRunUuid('third')],
    ]);
    expect(firstPage.data[0]?.run).toMatchObject({ input: 'Say hi', output: 'Hi!' });
    expect(firstPage.nextCursor).toBe('1');
    const secondPage = await items(queue.id, `?limit=1&cursor=${firstPage.nextCursor}`);
    expect(secondPage.data.map((item) => item.runId)).toEqual([toRunUuid('first')]);
    expect(secondPage.nextCursor).toBeNull();

    // A run arriving later does not join the snapshot.
    await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events: llm('late', 5000, 'gpt-4o', 'Late?', 'Yes') },
    });
    expect((await items(queue.id)).data).toHaveLength(2);
    const listed = await json<ReviewQueue[]>(call('GET', '/v1/review-queues'));
    expect(listed[0]?.id).toBe(queue.id);
  });

  it('keeps one review per item and reviewer: a repeated PUT changes nothing, a new one replaces it', async () => {
    const queue = await createQueue({ name: 'All', source: 'filter' });
    const [item] = (await items(queue.id)).data;
    const path = `/v1/review-queues/${queue.id}/items/${item?.id}/review`;
    const body = { thumb: 'up', score: 4, comment: '  Clear answer  ' };
    const first = await json<Review>(call('PUT', path, body));
    expect(first).toMatchObject({
      thumb: 'up',
      score: 4,
      comment: 'Clear answer',
      reviewer: { id: owner.accountId, name: 'Ada Lovelace' },
    });
    const again = await json<Review>(call('PUT', path, body));
    expect(again).toMatchObject({ thumb: 'up', score: 4, comment: 'Clear answer' });
    const changed = await json<Review>(call('PUT', path, { thumb: 'down' }));
    expect(changed).toMatchObject({ thumb: 'down', score: null, comment: null });
    expect(changed.createdAt).toBe(first.createdAt);

    const [reread] = (await items(queue.id)).data;
    expect(reread?.myReview).toMatchObject({ thumb: 'down', score: null });
    expect(reread?.otherReviews).toEqual([]);
    const progress = await json<ReviewQueue>(call('GET', `/v1/review-queues/${queue.id}`));
    expect(progress).toMatchObject({ itemCount: 4, reviewedCount: 1, reviewedByMeCount: 1 });

    const runReviews = await json<RunReview[]>(call('GET', `/v1/runs/${item?.runId}/reviews`));
    expect(runReviews).toEqual([
      expect.objectContaining({ thumb: 'down', queueId: queue.id, queueName: 'All' }),
    ]);
  });

  it("snapshots a dataset's items in the dataset's order, each with its input and expected output", async () => {
    const dataset = await json<{ id: string }>(
      call('POST', '/v1/datasets-v2', { name: 'Golden set' }),
    );
    for (const [input, expectedOutput] of [
      ['Capital of Italy?', 'Rome'],
      ['Capital of Spain?', 'Madrid'],
    ]) {
      const added = await call('POST', `/v1/datasets-v2/${dataset.id}/items`, {
        input,
        expectedOutput,
      });
      expect(added.status, await added.clone().text()).toBe(200);
    }
    const queue = await createQueue({
      name: 'Golden review',
      source: 'dataset',
      datasetId: dataset.id,
    });
    expect(queue).toMatchObject({
      source: 'dataset',
      datasetId: dataset.id,
      filters: null,
      itemCount: 2,
    });
    const page = await items(queue.id);
    expect(
      page.data.map((item) => [
        item.runId,
        item.datasetItem?.input,
        item.datasetItem?.expectedOutput,
      ]),
    ).toEqual([
      [null, 'Capital of Italy?', 'Rome'],
      [null, 'Capital of Spain?', 'Madrid'],
    ]);
    const review = await call(
      'PUT',
      `/v1/review-queues/${queue.id}/items/${page.data[0]?.id}/review`,
      { score: 3 },
    );
    expect(review.status).toBe(200);
    const mallory = await signUp(api);
    const theirs = await api.call('POST', scoped('/v1/review-queues', mallory.projectId), {
      token: mallory.token,
      body: { name: 'Theirs', source: 'dataset', datasetId: dataset.id },
    });
    expect(theirs.status).toBe(404);
  });

  it('refuses an empty review, a score outside 1–5 and unknown items, naming what is wrong', async () => {
    const queue = await createQueue({ name: 'Checks', source: 'filter' });
    const [item] = (await items(queue.id)).data;
    const path = `/v1/review-queues/${queue.id}/items/${item?.id}/review`;
    const empty = await call('PUT', path, { comment: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toContain(
      'Give a thumb, a score or a comment',
    );
    const tooHigh = await call('PUT', path, { score: 6 });
    expect(tooHigh.status).toBe(400);
    expect(((await tooHigh.json()) as { message: string }).message).toContain('score');
    const unknown = await call(
      'PUT',
      `/v1/review-queues/${queue.id}/items/00000000-0000-4000-8000-000000000000/review`,
      { thumb: 'up' },
    );
    expect(unknown.status).toBe(404);
    const badFilter = await call('POST', '/v1/review-queues', {
      name: 'Bad',
      source: 'filter',
      filters: { type: 'llm', filters: 'nonsense=1' },
    });
    expect(badFilter.status).toBe(400);
    const noName = await call('POST', '/v1/review-queues', { name: ' ', source: 'filter' });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toContain('name');
    const unknownDataset = await call('POST', '/v1/review-queues', {
      name: 'From a dataset',
      source: 'dataset',
      datasetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownDataset.status).toBe(404);
    const [after] = (await items(queue.id)).data;
    expect(after?.myReview).toBeNull();
  });

  it("lets members review and see each other's reviews; viewers read but neither create nor review", async () => {
    const queue = await createQueue({ name: 'Team', source: 'filter' });
    const [item] = (await items(queue.id)).data;
    const path = `/v1/review-queues/${queue.id}/items/${item?.id}/review`;
    const member = await addTeammate(api, owner, 'member');
    expect((await call('PUT', path, { score: 2 }, member)).status).toBe(200);
    expect((await call('PUT', path, { score: 5 })).status).toBe(200);
    const [seenByOwner] = (await items(queue.id)).data;
    expect(seenByOwner?.myReview?.score).toBe(5);
    expect(seenByOwner?.otherReviews).toEqual([
      expect.objectContaining({
        score: 2,
        reviewer: expect.objectContaining({ name: 'A member' }),
      }),
    ]);
    const progress = await json<ReviewQueue>(
      call('GET', `/v1/review-queues/${queue.id}`, undefined, member),
    );
    expect(progress).toMatchObject({ reviewedCount: 1, reviewedByMeCount: 1 });

    const viewer = await addTeammate(api, owner, 'viewer');
    expect((await call('GET', '/v1/review-queues', undefined, viewer)).status).toBe(200);
    expect((await items(queue.id, '', viewer)).data).toHaveLength(4);
    expect((await call('PUT', path, { thumb: 'up' }, viewer)).status).toBe(403);
    expect(
      (await call('POST', '/v1/review-queues', { name: 'No', source: 'filter' }, viewer)).status,
    ).toBe(403);
    expect((await call('DELETE', `/v1/review-queues/${queue.id}`, undefined, viewer)).status).toBe(
      403,
    );
    const analytics = await addTeammate(api, owner, 'analytics');
    expect((await call('GET', '/v1/review-queues', undefined, analytics)).status).toBe(403);
  });

  it('renames and deletes a queue with its reviews', async () => {
    const queue = await createQueue({ name: 'Old name', source: 'filter' });
    const renamed = await json<ReviewQueue>(
      call('PATCH', `/v1/review-queues/${queue.id}`, { name: 'New name' }),
    );
    expect(renamed.name).toBe('New name');
    expect((await call('PATCH', `/v1/review-queues/${queue.id}`, {})).status).toBe(400);
    const [item] = (await items(queue.id)).data;
    await call('PUT', `/v1/review-queues/${queue.id}/items/${item?.id}/review`, { thumb: 'up' });
    expect((await call('DELETE', `/v1/review-queues/${queue.id}`)).status).toBe(204);
    expect((await call('GET', `/v1/review-queues/${queue.id}`)).status).toBe(404);
    const runReviews = await json<RunReview[]>(call('GET', `/v1/runs/${item?.runId}/reviews`));
    expect(runReviews.map((review) => review.queueId)).not.toContain(queue.id);
  });

  it("answers another org's queue as not found and leaves it alone", async () => {
    const queue = await createQueue({ name: 'Private', source: 'filter' });
    const [item] = (await items(queue.id)).data;
    const mallory = await signUp(api);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'pwned' }],
      ['DELETE', '', undefined],
      ['GET', '/items', undefined],
      ['PUT', `/items/${item?.id}/review`, { thumb: 'down' }],
    ] as const) {
      const response = await api.call(
        method,
        scoped(`/v1/review-queues/${queue.id}${suffix}`, mallory.projectId),
        { token: mallory.token, ...(body ? { body } : {}) },
      );
      expect(response.status, `${method} ${suffix}`).toBe(404);
      const viaOwners = await api.call(method, scoped(`/v1/review-queues/${queue.id}${suffix}`), {
        token: mallory.token,
        ...(body ? { body } : {}),
      });
      expect(viaOwners.status, `${method} ${suffix} via the owner's project`).toBe(404);
    }
    const after = await json<ReviewQueue>(call('GET', `/v1/review-queues/${queue.id}`));
    expect(after).toMatchObject({ name: 'Private', reviewedCount: 0 });
  });

  it('needs a licence with evaluations on self-hosted', async () => {
    api.context.licence = null;
    try {
      const refused = await call('GET', '/v1/review-queues');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'licence_required' });
    } finally {
      api.context.licence = evalLicence;
    }
  });

  it('keeps human reviews from the free plan on cloud', async () => {
    const cloud = await createTestApp(database, { edition: 'cloud' });
    const freeOwner = await signUp(cloud);
    const path = `/v1/review-queues?projectId=${freeOwner.projectId}`;
    const refused = await cloud.call('GET', path, { token: freeOwner.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'human-reviews' });
    await setPlan(cloud, freeOwner.orgId, 'team');
    expect((await cloud.call('GET', path, { token: freeOwner.token })).status).toBe(200);
  });
});
