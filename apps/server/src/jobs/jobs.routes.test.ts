import { randomUUID } from 'node:crypto';
import type { ApiError, Job, ListJobsResponse } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { insertJob } from './job.repository.js';

describe.each(testDatabaseTargets())('jobs API on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let memberToken: string;
  /** Ids of the owner's jobs, oldest first, in the state their name says. */
  const ids: Record<'succeeded' | 'failed' | 'queued' | 'running', string> = {
    succeeded: '',
    failed: '',
    queued: '',
    running: '',
  };
  let othersJob = '';

  /** A job of `account`'s project, put in `state` as a runner would have left it. */
  const storedJob = async (account: SignedUp, state: string, createdSecondsAgo: number) => {
    const row = await insertJob(database.db, {
      kind: 'retention.project',
      payload: {},
      orgId: account.orgId,
      projectId: account.projectId,
    });
    await database.db
      .updateTable('job')
      .set({
        state,
        attempts: state === 'queued' ? 0 : 3,
        created_at: sql<Date>`now() - ${createdSecondsAgo} * interval '1 second'`,
        ...(state === 'failed' ? { last_error: 'Provider answered 500' } : {}),
        ...(state === 'running'
          ? { locked_by: 'another-process', locked_until: sql<Date>`now() + interval '1 hour'` }
          : {}),
        ...(['succeeded', 'failed'].includes(state) ? { finished_at: sql<Date>`now()` } : {}),
      } as never)
      .where('id', '=', row?.id ?? '')
      .execute();
    return row?.id ?? '';
  };
  const call = (method: string, path: string, token = owner.token) =>
    api.call(method, `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`, {
      token,
    });

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    other = await signUp(api);
    await setPlan(api, owner.orgId, 'team');
    memberToken = await addTeammate(api, owner, 'member');
    ids.succeeded = await storedJob(owner, 'succeeded', 40);
    ids.failed = await storedJob(owner, 'failed', 30);
    ids.queued = await storedJob(owner, 'queued', 20);
    ids.running = await storedJob(owner, 'running', 10);
    othersJob = await storedJob(other, 'failed', 5);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("lists the project's jobs newest first, a page at a time, without other orgs' jobs", async () => {
    const first = await json<ListJobsResponse>(call('GET', '/v1/jobs?limit=3'));
    expect(first).toMatchObject({ page: 0, limit: 3 });
    expect(first.data.map((job) => job.id)).toEqual([ids.running, ids.queued, ids.failed]);
    const second = await json<ListJobsResponse>(call('GET', '/v1/jobs?limit=3&page=1'));
    expect(second.data.map((job) => job.id)).toEqual([ids.succeeded]);
    expect(second.data[0]).toMatchObject({
      kind: 'retention.project',
      state: 'succeeded',
      projectId: owner.projectId,
      progress: { done: 0, total: null, message: null },
    });
    const bad = await call('GET', '/v1/jobs?limit=500');
    expect(bad.status).toBe(400);
    expect((await json<ApiError>(bad)).message).toBe('limit: Limit must be at most 100');
  });

  it('shows one job, and answers 404 for an unknown id or another org’s job', async () => {
    const failed = await json<Job>(call('GET', `/v1/jobs/${ids.failed}`));
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'Provider answered 500',
    });
    for (const id of [randomUUID(), othersJob]) {
      const response = await call('GET', `/v1/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(await json<ApiError>(response)).toMatchObject({
        error: 'Job not found',
        message: 'No such job in this project.',
      });
    }
    const response = await call('GET', '/v1/jobs/not-an-id');
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).message).toBe('id: Must be a UUID');
  });

  it('cancels a queued job at once, asks a running one to stop, refuses a finished one', async () => {
    const queued = await json<Job>(call('POST', `/v1/jobs/${ids.queued}/cancel`));
    expect(queued).toMatchObject({ state: 'cancelled', cancelRequested: false });
    expect(queued.finishedAt).not.toBeNull();
    const running = await json<Job>(call('POST', `/v1/jobs/${ids.running}/cancel`));
    expect(running).toMatchObject({ state: 'running', cancelRequested: true, finishedAt: null });

    const finished = await call('POST', `/v1/jobs/${ids.succeeded}/cancel`);
    expect(finished.status).toBe(409);
    expect(await json<ApiError>(finished)).toMatchObject({
      error: 'Conflict',
      message: 'This job already succeeded; only queued or running jobs can be cancelled.',
    });
    const again = await call('POST', `/v1/jobs/${ids.queued}/cancel`);
    expect((await json<ApiError>(again)).message).toBe(
      'This job was already cancelled; only queued or running jobs can be cancelled.',
    );
    expect((await call('POST', `/v1/jobs/${othersJob}/cancel`)).status).toBe(404);
    const untouched = await database.db
      .selectFrom('job')
      .select('state')
      .where('id', '=', othersJob)
      .executeTakeFirstOrThrow();
    expect(untouched.state).toBe('failed');
  });

  it('queues a failed job again with fresh attempts, and only a failed one', async () => {
    const retried = await json<Job>(call('POST', `/v1/jobs/${ids.failed}/retry`));
    expect(retried).toMatchObject({
      state: 'queued',
      attempts: 0,
      finishedAt: null,
      lastError: 'Provider answered 500',
    });
    const response = await call('POST', `/v1/jobs/${ids.succeeded}/retry`);
    expect(response.status).toBe(409);
    expect((await json<ApiError>(response)).message).toBe(
      'This job already succeeded; only failed jobs can be retried.',
    );
    expect((await call('POST', `/v1/jobs/${othersJob}/retry`)).status).toBe(404);
  });

  it('refuses a second copy of a deduplicated job with 409 instead of a server error', async () => {
    const failed = await storedJob(owner, 'failed', 1);
    await database.db
      .updateTable('job')
      .set({ dedupe_key: 'retention:test' })
      .where('id', '=', failed)
      .execute();
    await insertJob(database.db, {
      kind: 'retention.project',
      payload: {},
      projectId: owner.projectId,
      dedupeKey: 'retention:test',
    });
    const response = await call('POST', `/v1/jobs/${failed}/retry`);
    expect(response.status).toBe(409);
    expect((await json<ApiError>(response)).message).toBe(
      'Another run of this job is already queued or running; wait for it instead.',
    );
  });

  it('lets a member follow jobs but not cancel or retry them', async () => {
    expect((await call('GET', '/v1/jobs', memberToken)).status).toBe(200);
    expect((await call('GET', `/v1/jobs/${ids.running}`, memberToken)).status).toBe(200);
    for (const action of ['cancel', 'retry']) {
      const response = await call('POST', `/v1/jobs/${ids.running}/${action}`, memberToken);
      expect(response.status).toBe(403);
      expect((await json<ApiError>(response)).message).toMatch(/^Your role \(member\) may not/);
    }
  });
});
