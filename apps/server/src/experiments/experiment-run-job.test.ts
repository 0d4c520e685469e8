import type { Experiment } from '@lookout/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDataset,
  readExperiment,
  startExperimentRunner,
  waitForExperiment,
} from '../testing/experiment-fixtures.js';
import { contentText, fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderRequest,
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** The text of the last user message a request sent: the item's input in these tests. */
function lastUserText(request: FakeProviderRequest): string {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  return contentText(messages.findLast((message) => message.role === 'user')?.content);
}

describe.each(testDatabaseTargets())('the experiment job on $kind', (target) => {
  let setup: SignedUpApp;
  let fake: FakeProviderServer;
  const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
  const call = (method: string, path: string, body?: unknown) =>
    setup.api.call(method, scoped(path), {
      token: setup.owner.token,
      ...(body !== undefined ? { body } : {}),
    });
  /** Creates an experiment over a new dataset of `inputs`, one variant per model. */
  const experimentOver = async (
    name: string,
    inputs: string[],
    models: string[] = ['gpt-4o-mini'],
  ) => {
    const dataset = await insertDataset(
      setup.database.db,
      setup.owner.projectId,
      name,
      inputs.map((input) => ({ input })),
    );
    const created = await call('POST', '/v1/experiments', {
      name,
      datasetId: dataset.id,
      variants: models.map((model) => ({ model })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return { experiment: await json<Experiment>(created), datasetId: dataset.id };
  };
  /** The provider requests for items whose input starts with `prefix`. */
  const requestsFor = (prefix: string) =>
    fake.requests.filter((request) => lastUserText(request).startsWith(prefix));
  const storedResults = (experimentId: string) =>
    setup.database.db
      .selectFrom('experiment_result')
      .select(['item_id', 'variant_index', 'error'])
      .where('experiment_id', '=', experimentId)
      .execute();

  beforeAll(async () => {
    fake = await startFakeProviderServer();
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
    setup.api.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    const saved = await setup.api.call('PUT', '/v1/orgs/provider-keys/openai', {
      token: setup.owner.token,
      body: { apiKey: fakeProviderKeys.ok, baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
  });
  afterEach(() => {
    fake.tweak = null;
  });
  afterAll(async () => {
    await setup?.database.close();
    await fake?.stop();
  });

  it('stores a failing call on its pair after retrying what may pass; a re-run of the failed ones fixes them', async () => {
    let providerDown = true;
    fake.tweak = (request) => {
      const text = lastUserText(request);
      if (providerDown && text.startsWith('flaky')) return { status: 500 };
      if (providerDown && text.startsWith('refused')) return { status: 400 };
      return undefined;
    };
    const { experiment } = await experimentOver('Failures', ['steady', 'flaky', 'refused']);
    const runner = startExperimentRunner(setup.api.context);
    try {
      const finished = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(finished).toMatchObject({ status: 'finished', done: 3, total: 3 });
      const errorOf = (input: string) =>
        finished.results.find(
          (result) => result.itemId === finished.items.find((item) => item.input === input)?.id,
        )?.error;
      expect(errorOf('steady')).toBeNull();
      expect(errorOf('flaky')).toMatch(/HTTP 500/);
      expect(errorOf('refused')).toMatch(/HTTP 400/);
      expect(finished.summaries[0]).toMatchObject({ done: 3, errors: 2 });
      // A 5xx is tried three times, a refused request once.
      expect(requestsFor('flaky')).toHaveLength(3);
      expect(requestsFor('refused')).toHaveLength(1);
      expect(requestsFor('steady')).toHaveLength(1);

      providerDown = false;
      const rerun = await call('POST', `/v1/experiments/${experiment.id}/rerun`, {
        onlyFailed: true,
      });
      expect(rerun.status, await rerun.clone().text()).toBe(200);
      expect(await json<Experiment>(rerun)).toMatchObject({ status: 'queued', done: 1 });
      const fixed = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(fixed).toMatchObject({ status: 'finished', done: 3 });
      expect(fixed.results.map((result) => result.error)).toEqual([null, null, null]);
      expect(fixed.summaries[0]).toMatchObject({ done: 3, errors: 0 });
      expect(requestsFor('steady')).toHaveLength(1);
      expect(requestsFor('flaky')).toHaveLength(4);
      expect(requestsFor('refused')).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  });

  it("fails each pair with the refusal when the outbound policy refuses the key's private base URL, sending nothing", async () => {
    const { experiment } = await experimentOver('Refused address', ['private 1', 'private 2']);
    // The cloud edition's policy; the saved OpenAI key's base URL is the fake provider on 127.0.0.1.
    const refusing = {
      ...setup.api.context,
      config: { ...setup.api.context.config, outboundPrivateNetwork: 'refuse' as const },
    };
    const runner = startExperimentRunner(refusing);
    try {
      const finished = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(finished).toMatchObject({ status: 'finished', done: 2, total: 2 });
      expect(finished.results.map((result) => result.error)).toEqual([
        'The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
        'The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
      ]);
      expect(finished.summaries[0]).toMatchObject({ done: 2, errors: 2 });
      // Refused before connecting, and never retried.
      expect(requestsFor('private')).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it("stores a prompt variable the item lacks as that pair's error", async () => {
    const dataset = await insertDataset(setup.database.db, setup.owner.projectId, 'Variables', [
      { input: 'variables 1', metadata: { name: 'Ada' } },
      { input: 'variables 2' },
    ]);
    const created = await call('POST', '/v1/experiments', {
      name: 'Variables',
      datasetId: dataset.id,
      variants: [
        { model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'Greet {{name}}.' }] },
      ],
    });
    expect(created.status).toBe(201);
    const { id } = await json<Experiment>(created);
    const runner = startExperimentRunner(setup.api.context);
    try {
      const finished = await waitForExperiment(setup.api, setup.owner, id);
      expect(finished).toMatchObject({ status: 'finished', done: 2 });
      expect(finished.results.map((result) => result.error)).toEqual([
        null,
        expect.stringContaining('{{name}}'),
      ]);
      expect(requestsFor('variables')).toHaveLength(1);
      expect(JSON.stringify(requestsFor('variables')[0]?.body.messages)).toContain('Greet Ada.');
    } finally {
      await runner.stop();
    }
  });

  it('stops at the next pair when cancelled, keeps what is done, and resumes on a re-run', async () => {
    fake.tweak = (request) =>
      lastUserText(request).startsWith('cancel') ? { delayMs: 150 } : undefined;
    const inputs = Array.from({ length: 6 }, (_, index) => `cancel ${index}`);
    const { experiment } = await experimentOver('Cancelled', inputs);
    const runner = startExperimentRunner(setup.api.context, { concurrency: 1 });
    try {
      await waitForExperiment(setup.api, setup.owner, experiment.id, (read) => read.done >= 1);
      const cancel = await call('POST', `/v1/experiments/${experiment.id}/cancel`);
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      const cancelled = await waitForExperiment(
        setup.api,
        setup.owner,
        experiment.id,
        (read) => read.status === 'cancelled' && read.finishedAt !== null,
      );
      // The job is over: what it stored stays, and no call was made that was not stored.
      const job = await setup.database.db
        .selectFrom('job')
        .select('state')
        .where('id', '=', cancelled.jobId ?? '')
        .executeTakeFirstOrThrow();
      expect(job.state).toBe('cancelled');
      expect(cancelled.done).toBeLessThan(6);
      expect(await storedResults(experiment.id)).toHaveLength(cancelled.done);
      expect(requestsFor('cancel')).toHaveLength(cancelled.done);

      const rerun = await call('POST', `/v1/experiments/${experiment.id}/rerun`, {
        onlyFailed: true,
      });
      expect(rerun.status).toBe(200);
      const finished = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(finished).toMatchObject({ status: 'finished', done: 6 });
      // Every pair ran once in all: the re-run took only the pairs without a result.
      expect(requestsFor('cancel')).toHaveLength(6);
    } finally {
      await runner.stop();
    }
  });

  it('resumes after a restart without running a pair twice or losing one', async () => {
    fake.tweak = (request) =>
      lastUserText(request).startsWith('restart') ? { delayMs: 100 } : undefined;
    const inputs = Array.from({ length: 8 }, (_, index) => `restart ${index}`);
    const { experiment } = await experimentOver('Restarted', inputs, ['gpt-4o-mini', 'gpt-4o']);
    const first = startExperimentRunner(setup.api.context, { concurrency: 2, owner: 'first' });
    try {
      const partial = await waitForExperiment(
        setup.api,
        setup.owner,
        experiment.id,
        (read) => read.done >= 4,
      );
      expect(partial.status).toBe('running');
    } finally {
      await first.stop();
    }
    expect((await storedResults(experiment.id)).length).toBeLessThan(16);
    expect((await readExperiment(setup.api, setup.owner, experiment.id)).status).toBe('queued');

    const second = startExperimentRunner(setup.api.context, { concurrency: 2, owner: 'second' });
    try {
      const finished = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(finished).toMatchObject({ status: 'finished', done: 16, total: 16 });
    } finally {
      await second.stop();
    }
    const rows = await storedResults(experiment.id);
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((row) => `${row.item_id}:${row.variant_index}`)).size).toBe(16);
    const calls = requestsFor('restart').map(
      (request) => `${String(request.body.model)} ${lastUserText(request)}`,
    );
    expect(calls).toHaveLength(16);
    expect(new Set(calls).size).toBe(16);
  });

  it('carries on with its own copy when the dataset is deleted during the run', async () => {
    fake.tweak = (request) =>
      lastUserText(request).startsWith('orphan') ? { delayMs: 100 } : undefined;
    const inputs = Array.from({ length: 4 }, (_, index) => `orphan ${index}`);
    const { experiment, datasetId } = await experimentOver('Deleted soon', inputs);
    const runner = startExperimentRunner(setup.api.context, { concurrency: 1 });
    try {
      await waitForExperiment(setup.api, setup.owner, experiment.id, (read) => read.done >= 1);
      await setup.database.db.deleteFrom('dataset_v2').where('id', '=', datasetId).execute();
      const finished = await waitForExperiment(setup.api, setup.owner, experiment.id);
      expect(finished).toMatchObject({
        status: 'finished',
        datasetId: null,
        datasetName: 'Deleted soon',
        itemCount: 4,
        done: 4,
      });
      expect(finished.items.map((item) => item.input)).toEqual(inputs);
      expect(finished.results.every((result) => result.error === null)).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  it('ends quietly when the experiment is deleted during the run', async () => {
    fake.tweak = (request) =>
      lastUserText(request).startsWith('doomed') ? { delayMs: 100 } : undefined;
    const inputs = Array.from({ length: 4 }, (_, index) => `doomed ${index}`);
    const { experiment } = await experimentOver('Doomed', inputs);
    const runner = startExperimentRunner(setup.api.context, { concurrency: 1 });
    try {
      await waitForExperiment(setup.api, setup.owner, experiment.id, (read) => read.done >= 1);
      expect((await call('DELETE', `/v1/experiments/${experiment.id}`)).status).toBe(204);
      const jobId = experiment.jobId ?? '';
      const deadline = Date.now() + 30_000;
      let state = 'running';
      while (state === 'running' || state === 'queued') {
        if (Date.now() > deadline) throw new Error(`job still ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
        state = (
          await setup.database.db
            .selectFrom('job')
            .select('state')
            .where('id', '=', jobId)
            .executeTakeFirstOrThrow()
        ).state;
      }
      expect(['cancelled', 'succeeded']).toContain(state);
      expect(await storedResults(experiment.id)).toEqual([]);
      expect(requestsFor('doomed').length).toBeLessThan(4);
    } finally {
      await runner.stop();
    }
  });
});
